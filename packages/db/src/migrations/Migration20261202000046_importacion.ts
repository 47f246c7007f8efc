import { Migration } from '@mikro-orm/migrations';

/**
 * Import of candidates, CVs, clients and contacts (issue 36). `lote_importacion` is a batch (its dry-run counts and
 * the commit's progress), `fila_importacion` the staging rows the dry run fills with COPY (checked values, the action
 * decided, the Spanish reason per cell of a rejected row), `registro_importacion` what the commit did to each record
 * (created, or its values before) so a batch can be undone. Candidates and clients carry their last batch and when it wrote them (a client, also the version it left: clients
 * have no modification time). No entity
 * maps the three tables (`skipTables` in orm-config): the engine reads and writes them with SQL.
 */
export class Migration20261202000046_importacion extends Migration {
  override name = 'Migration20261202000046_importacion';

  override up(): void {
    this.addSql(`create table "lote_importacion" (
      "id" serial primary key,
      "archivo" varchar(255) not null,
      "usuario_id" int null references "usuario" ("id") on update cascade on delete set null,
      "estado" smallint not null default 0,
      "sobrescribir" boolean not null default false,
      "tipos" text[] not null default '{}',
      "total" int not null default 0,
      "nuevos" int not null default 0,
      "actualizados" int not null default 0,
      "sin_cambios" int not null default 0,
      "rechazados" int not null default 0,
      "repetidas" int not null default 0,
      "conservados" int not null default 0,
      "marcados" int not null default 0,
      "por_aplicar" int not null default 0,
      "aplicadas" int not null default 0,
      "cancelar" boolean not null default false,
      "mensaje" text null,
      "creado_en" timestamptz not null default now(),
      "iniciado_en" timestamptz null,
      "terminado_en" timestamptz null,
      "deshecho_en" timestamptz null
    );`);
    this.addSql(`create index "lote_importacion_estado_index" on "lote_importacion" ("estado");`);
    this.addSql(`create table "fila_importacion" (
      "lote_id" int not null references "lote_importacion" ("id") on delete cascade,
      "orden" int not null,
      "hoja" varchar(100) not null,
      "numero" int not null,
      "tipo" varchar(20) not null,
      "clave" varchar(300) null,
      "accion" smallint not null,
      "datos" jsonb null,
      "original" jsonb not null,
      "errores" jsonb null,
      "marcada" boolean not null default false,
      "registro_id" int null,
      "aplicada" boolean not null default false,
      primary key ("lote_id", "orden")
    );`);
    this.addSql(`create table "registro_importacion" (
      "id" bigserial primary key,
      "lote_id" int not null references "lote_importacion" ("id") on delete cascade,
      "tabla" varchar(40) not null,
      "registro_id" int not null,
      "creado" boolean not null,
      "antes" jsonb null,
      "aplicado_en" timestamptz not null default now()
    );`);
    this.addSql(
      `create index "registro_importacion_lote_index" on "registro_importacion" ("lote_id", "tabla");`,
    );
    this.addSql(
      `alter table "candidato" add column "lote_importacion_id" int null, add column "importado_en" timestamptz null;`,
    );
    this.addSql(
      `alter table "cliente" add column "lote_importacion_id" int null, add column "importado_en" timestamptz null, add column "version_importada" int null;`,
    );
  }

  override down(): void {
    this.addSql(
      `alter table "cliente" drop column "lote_importacion_id", drop column "importado_en", drop column "version_importada";`,
    );
    this.addSql(`alter table "candidato" drop column "lote_importacion_id", drop column "importado_en";`);
    this.addSql(`drop table if exists "registro_importacion";`);
    this.addSql(`drop table if exists "fila_importacion";`);
    this.addSql(`drop table if exists "lote_importacion";`);
  }
}
