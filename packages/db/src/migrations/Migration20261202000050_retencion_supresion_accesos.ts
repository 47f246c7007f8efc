import { Migration } from '@mikro-orm/migrations';

/**
 * Personal data (Ley 1581 de 2012): the retention policy (one row, off until an administrator turns it on), the
 * retention notices, the record of each suppression, and an index for a person's accesses in the append-only audit
 * log (their CV's recent accesses and the access-audit screen filtered by person).
 */
export class Migration20261202000050_retencion_supresion_accesos extends Migration {
  override name = 'Migration20261202000050_retencion_supresion_accesos';

  override up(): void {
    this.addSql(
      `create table if not exists "politica_retencion" ("id" serial primary key, "activa" boolean not null default false, "anos_sin_actualizar" smallint not null default 5, "dias_aviso" smallint not null default 30, "modificado_por_id" int null, "modificado_en" timestamptz null, "version" int not null default 1);`,
    );
    this.addSql(`insert into "politica_retencion" ("id") values (1) on conflict do nothing;`);
    this.addSql(
      `create table if not exists "aviso_retencion" ("id" serial primary key, "candidato_id" int not null, "avisado_en" timestamptz not null, "vence_en" timestamptz not null, "estado" smallint not null default 0, "resuelto_en" timestamptz null, "mensaje_id" bigint null);`,
    );
    this.addSql(
      `alter table "aviso_retencion" add constraint "aviso_retencion_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "aviso_retencion_candidato_id_index" on "aviso_retencion" ("candidato_id");`);
    this.addSql(
      `create index "aviso_retencion_estado_vence_en_index" on "aviso_retencion" ("estado", "vence_en");`,
    );
    this.addSql(
      `create unique index "aviso_retencion_pendiente_uq" on "aviso_retencion" ("candidato_id") where "estado" = 0;`,
    );
    this.addSql(
      `create table if not exists "supresion_datos" ("id" serial primary key, "candidato_id" int not null, "fecha" timestamptz not null, "usuario_id" int null, "origen" varchar(20) not null);`,
    );
    this.addSql(
      `alter table "supresion_datos" add constraint "supresion_datos_candidato_id_unique" unique ("candidato_id");`,
    );
    this.addSql(
      `alter table "supresion_datos" add constraint "supresion_datos_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create index "auditoria_accesos_persona" on "auditoria" ("recurso_id", "fecha" desc) where "recurso_id" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "auditoria_accesos_persona";`);
    this.addSql(`drop table if exists "supresion_datos";`);
    this.addSql(`drop table if exists "aviso_retencion";`);
    this.addSql(`drop table if exists "politica_retencion";`);
  }
}
