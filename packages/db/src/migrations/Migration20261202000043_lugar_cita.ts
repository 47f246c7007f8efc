import { Migration } from '@mikro-orm/migrations';

/**
 * Where an interview happens and how long it lasts: `lugar` (sucursal: the appointment's branch; cliente: the client's
 * address typed in `lugar_direccion`; virtual: the link in `enlace_virtual`) and `duracion_minutos` (the invitation's
 * end, the person in charge's overlap check). Existing rows were at the booking branch for an hour.
 */
export class Migration20261202000043_lugar_cita extends Migration {
  override name = 'Migration20261202000043_lugar_cita';

  override up(): void {
    this.addSql(
      `alter table "cita" add column if not exists "lugar" varchar(10) not null default 'sucursal';`,
    );
    this.addSql(`alter table "cita" add column if not exists "lugar_direccion" varchar(300) null;`);
    this.addSql(`alter table "cita" add column if not exists "enlace_virtual" varchar(500) null;`);
    this.addSql(
      `alter table "cita" add column if not exists "duracion_minutos" smallint not null default 60;`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_lugar_check" check ("lugar" in ('sucursal', 'cliente', 'virtual'));`,
    );
    this.addSql(
      `alter table "cita" add constraint "cita_duracion_minutos_check" check ("duracion_minutos" between 15 and 480);`,
    );
  }

  override down(): void {
    this.addSql(`alter table "cita" drop constraint if exists "cita_duracion_minutos_check";`);
    this.addSql(`alter table "cita" drop constraint if exists "cita_lugar_check";`);
    this.addSql(`alter table "cita" drop column if exists "duracion_minutos";`);
    this.addSql(`alter table "cita" drop column if exists "enlace_virtual";`);
    this.addSql(`alter table "cita" drop column if exists "lugar_direccion";`);
    this.addSql(`alter table "cita" drop column if exists "lugar";`);
  }
}
