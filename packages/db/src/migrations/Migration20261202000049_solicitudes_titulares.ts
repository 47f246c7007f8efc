import { Migration } from '@mikro-orm/migrations';

/** Requests of data subjects (consultas and reclamos) with their legal due date, state, owner and answer. */
export class Migration20261202000049_solicitudes_titulares extends Migration {
  override name = 'Migration20261202000049_solicitudes_titulares';

  override up(): void {
    this.addSql(
      `create table "solicitud_titular" ("id" serial primary key, "tipo" varchar(20) not null, "motivo" varchar(20) not null, "candidato_id" int null references "candidato" ("id") on delete set null, "titular_nombre" varchar(200) not null, "titular_documento" varchar(20) not null, "solicitante_nombre" varchar(200) not null, "calidad" varchar(20) not null, "medio" varchar(20) not null, "contacto" varchar(254) not null, "recibida_en" date not null, "detalle" text not null, "vence_en" date not null, "prorrogada" boolean not null default false, "motivo_prorroga" text null, "estado" varchar(20) not null, "responsable_id" int null references "usuario" ("id") on delete set null, "respuesta" text null, "respondida_en" timestamptz null, "respondida_por_id" int null references "usuario" ("id") on delete set null, "registrada_por_id" int not null references "usuario" ("id"), "created_at" timestamptz not null, "version" int not null default 1);`,
    );
    this.addSql(
      `create index "solicitud_titular_candidato_id_index" on "solicitud_titular" ("candidato_id");`,
    );
    this.addSql(
      `create index "solicitud_titular_titular_documento_index" on "solicitud_titular" ("titular_documento");`,
    );
    this.addSql(`create index "solicitud_titular_vence_en_index" on "solicitud_titular" ("vence_en");`);
    this.addSql(`create index "solicitud_titular_estado_index" on "solicitud_titular" ("estado");`);
    this.addSql(
      `create index "solicitud_titular_responsable_id_index" on "solicitud_titular" ("responsable_id");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "solicitud_titular" cascade;`);
  }
}
