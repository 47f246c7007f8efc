import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19 (a validated week's rows): `indicador_validado_fila` keeps, per validated week and figure, the rows
 * `reportes.filas` listed when the week was validated (the order, or the candidate in the order and the state
 * reached, with the day, the vacancies and what it added to a term), so the list behind a frozen figure adds up
 * to it after later recomputation. Written only by the validating transaction, which also sets
 * `indicador_validado.filas_congeladas`: validations made before have no rows (an empty list would be false), so
 * their lists stay today's and the screen says so.
 */
export class Migration20261125000031_filas_validadas extends Migration {
  override name = 'Migration20261125000031_filas_validadas';

  override up(): void {
    this.addSql(
      `alter table "indicador_validado" add column "filas_congeladas" boolean not null default false;`,
    );
    this.addSql(`create table "indicador_validado_fila" ("id" serial primary key,
      "indicador_validado_id" int not null, "medida" varchar(20) not null, "pedido_id" int not null,
      "candidato_pedido_id" int null, "fecha" timestamptz not null, "vacantes" int not null, "estado" smallint null, "aporte" int null);`);
    this.addSql(
      `create index "indicador_validado_fila_indicador_validado_id_medida_index" on "indicador_validado_fila" ("indicador_validado_id", "medida");`,
    );
    this.addSql(
      `alter table "indicador_validado_fila" add constraint "indicador_validado_fila_indicador_validado_id_foreign" foreign key ("indicador_validado_id") references "indicador_validado" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "indicador_validado_fila" add constraint "indicador_validado_fila_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "indicador_validado_fila" add constraint "indicador_validado_fila_candidato_pedido_id_foreign" foreign key ("candidato_pedido_id") references "candidato_pedido" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "indicador_validado_fila" cascade;`);
    this.addSql(`alter table "indicador_validado" drop column "filas_congeladas";`);
  }
}
