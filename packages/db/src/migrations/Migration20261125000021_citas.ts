import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18 (citas): a client interview keeps its candidate-order row, the invitation its iCalendar UID and
 * SEQUENCE, a branch its street address (the invitation's place), the dashboard gets its branch + state + date
 * index, and a spontaneous candidate may exist for an appointment only (no order).
 */
export class Migration20261125000021_citas extends Migration {
  override name = 'Migration20261125000021_citas';

  override up(): void {
    this.addSql(
      `alter table "cita" add column "candidato_pedido_id" int null, add column "uid_ical" varchar(120) null, add column "secuencia_ical" int not null default 0;`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_candidato_pedido_id_foreign" foreign key ("candidato_pedido_id") references "candidato_pedido" ("id") on delete set null;`,
    );
    this.addSql(`create index "cita_candidato_pedido_id_index" on "cita" ("candidato_pedido_id");`);
    this.addSql(
      `create index "cita_sucursal_id_estado1_id_fecha_hora_entrevista_index" on "cita" ("sucursal_id", "estado1_id", "fecha_hora_entrevista");`,
    );
    this.addSql(`alter table "candidato_espontaneo" alter column "pedido_id" drop not null;`);
    this.addSql(`alter table "sucursal" add column "direccion" varchar(200) null;`);
  }

  override down(): void {
    this.addSql(`alter table "sucursal" drop column "direccion";`);
    this.addSql(`delete from "candidato_espontaneo" where "pedido_id" is null;`);
    this.addSql(`alter table "candidato_espontaneo" alter column "pedido_id" set not null;`);
    this.addSql(`drop index "cita_sucursal_id_estado1_id_fecha_hora_entrevista_index";`);
    this.addSql(`drop index "cita_candidato_pedido_id_index";`);
    this.addSql(`alter table "cita" drop constraint "cita_candidato_pedido_id_foreign";`);
    this.addSql(
      `alter table "cita" drop column "candidato_pedido_id", drop column "uid_ical", drop column "secuencia_ical";`,
    );
  }
}
