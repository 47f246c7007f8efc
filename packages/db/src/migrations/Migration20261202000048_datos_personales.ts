import { Migration } from '@mikro-orm/migrations';

const PERMISO = 'admin_datos_personales';
const DESCRIPCION =
  'Administrar datos personales: autorizaciones, aviso de privacidad y solicitudes de titulares';

const filasBusqueda = (
  conAutorizacion: boolean,
) => `create or replace function busqueda_filas_json(ids int[]) returns text language plpgsql stable as $$
begin
  return coalesce((select json_agg(json_build_object(
      'candidatoId', c.id,
      'nombre', concat_ws(' ', c.nombre1, c.nombre2, c.apellido1, c.apellido2),
      'numeroDocumento', c.numero_documento,
      'profesiones', h.profesiones,
      'ultimaExperiencia', case when e.id is null then null else json_build_object('empresa', e.empresa, 'cargo', e.cargo, 'salarioFinal', e.salario_final::float8) end,
      'porcentajeTotal', h.porcentaje_total::float8,
      'fechaModificacion', h.fecha_modificacion${
        conAutorizacion
          ? `,
      'sinAutorizacion', not exists (select 1 from autorizacion_datos a where a.candidato_id = c.id and a.revocada_en is null)`
          : ''
      }) order by p.n)
    from unnest(ids) with ordinality as p(id, n) join hoja_de_vida h on h.id = p.id join candidato c on c.id = h.candidato_id
    left join lateral (
      select x.id, x.empresa, x.cargo, x.salario_final from experiencia x where x.hoja_de_vida_id = h.id
      order by x.fecha_retiro desc nulls first, x.fecha_ingreso desc nulls last, x.id desc limit 1
    ) e on true)::text, '[]');
end $$;`;

/**
 * Personal data: the flag (held by the Administradores group where it exists; a new installation gets it from the
 * seed), the privacy notice's versions, the candidates' authorisations (at most one unrevoked per candidate) and the
 * links e-mailed to give or revoke them. The CV search rows (busqueda_filas_json, migration _filas_busqueda) say
 * whether the person has no authorisation in force.
 */
export class Migration20261202000048_datos_personales extends Migration {
  override name = 'Migration20261202000048_datos_personales';

  override up(): void {
    this.addSql(
      `insert into "permiso" ("codigo", "descripcion") values ('${PERMISO}', '${DESCRIPCION}') on conflict ("codigo") do nothing;`,
    );
    this.addSql(
      `insert into "grupo_permiso" ("grupo_id", "permiso_id") select g.id, p.id from "grupo" g, "permiso" p where g.nombre = 'Administradores' and p.codigo = '${PERMISO}' on conflict do nothing;`,
    );
    this.addSql(
      `create table "aviso_privacidad" ("id" serial primary key, "version" smallint not null, "texto" text not null, "publicado_por_id" int not null references "usuario" ("id"), "publicado_en" timestamptz not null, constraint "aviso_privacidad_version_unique" unique ("version"));`,
    );
    this.addSql(
      `create table "autorizacion_datos" ("id" serial primary key, "candidato_id" int not null references "candidato" ("id") on delete cascade, "aviso_id" int not null references "aviso_privacidad" ("id"), "canal" varchar(20) not null, "otorgada_en" timestamptz not null, "direccion_ip" varchar(64) null, "agente_usuario" varchar(500) null, "archivo" bytea null, "archivo_nombre" varchar(255) null, "archivo_tipo_mime" varchar(120) null, "registrada_por_id" int null references "usuario" ("id") on delete set null, "revocada_en" timestamptz null, "revocada_ip" varchar(64) null, "revocada_agente" varchar(500) null);`,
    );
    this.addSql(
      `create index "autorizacion_datos_candidato_id_index" on "autorizacion_datos" ("candidato_id");`,
    );
    this.addSql(
      `create unique index "autorizacion_datos_vigente_unique" on "autorizacion_datos" ("candidato_id") where "revocada_en" is null;`,
    );
    this.addSql(
      `create table "enlace_autorizacion" ("id" serial primary key, "candidato_id" int not null references "candidato" ("id") on delete cascade, "token_hash" varchar(64) not null, "expira_en" timestamptz not null, "usado_en" timestamptz null, "created_by_id" int null references "usuario" ("id") on delete set null, "created_at" timestamptz not null, constraint "enlace_autorizacion_token_hash_unique" unique ("token_hash"));`,
    );
    this.addSql(
      `create index "enlace_autorizacion_candidato_id_index" on "enlace_autorizacion" ("candidato_id");`,
    );
    this.addSql(filasBusqueda(true));
  }

  override down(): void {
    this.addSql(filasBusqueda(false));
    this.addSql(`drop table if exists "enlace_autorizacion" cascade;`);
    this.addSql(`drop table if exists "autorizacion_datos" cascade;`);
    this.addSql(`drop table if exists "aviso_privacidad" cascade;`);
    this.addSql(
      `delete from "grupo_permiso" where "permiso_id" in (select id from "permiso" where "codigo" = '${PERMISO}');`,
    );
    this.addSql(`delete from "permiso" where "codigo" = '${PERMISO}';`);
  }
}
