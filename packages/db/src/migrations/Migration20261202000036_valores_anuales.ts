import { Migration } from '@mikro-orm/migrations';

/**
 * Yearly values with effective dates (issue 34 §6). The single `configuracion` row (SMMLV, transport aid) becomes the
 * row of `valor_anual` in force from 01/01/2026 (whole pesos), and the old table goes: every reader now asks for the
 * values in force on a date. The orders configuration (`configuracion_pedidos`, one row) gets an optimistic-lock
 * version for its administration form.
 */
export class Migration20261202000036_valores_anuales extends Migration {
  override name = 'Migration20261202000036_valores_anuales';

  override up(): void {
    this.addSql(
      `create table "valor_anual" ("id" serial primary key, "vigente_desde" date not null, "smmlv" int not null, "auxilio_transporte" int not null, "created_by_id" int null, "created_at" timestamptz not null default now(), "version" int not null default 1, constraint "valor_anual_smmlv_positivo" check ("smmlv" > 0), constraint "valor_anual_auxilio_positivo" check ("auxilio_transporte" > 0));`,
    );
    this.addSql(
      `alter table "valor_anual" add constraint "valor_anual_vigente_desde_unique" unique ("vigente_desde");`,
    );
    this.addSql(
      `alter table "valor_anual" add constraint "valor_anual_created_by_id_foreign" foreign key ("created_by_id") references "usuario" ("id") on delete set null;`,
    );
    this.addSql(
      `insert into "valor_anual" ("vigente_desde", "smmlv", "auxilio_transporte")
         select date '2026-01-01', round("smmlv")::int, round("auxilio_transporte")::int
           from "configuracion" where "smmlv" > 0 and "auxilio_transporte" > 0 order by "id" limit 1;`,
    );
    this.addSql(`drop table "configuracion";`);
    this.addSql(`alter table "configuracion_pedidos" add column "version" int not null default 1;`);
  }

  override down(): void {
    this.addSql(`alter table "configuracion_pedidos" drop column "version";`);
    this.addSql(
      `create table "configuracion" ("id" serial primary key, "smmlv" numeric(12,2) not null, "auxilio_transporte" numeric(12,2) not null);`,
    );
    this.addSql(
      `insert into "configuracion" ("id", "smmlv", "auxilio_transporte")
         select 1, "smmlv", "auxilio_transporte" from "valor_anual"
          order by ("vigente_desde" <= current_date) desc, "vigente_desde" desc limit 1;`,
    );
    this.addSql(`drop table "valor_anual";`);
  }
}
