import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17: the test implementation per client and city (optionally one client user), the "Validate
 * implementation" check of spec 01 §7 that lets client staff see tests before the client's own flag is set; and
 * the date the platform reports for each recorded interview video.
 */
export class Migration20261125000020_implementacion_pruebas_fecha_video extends Migration {
  override name = 'Migration20261125000020_implementacion_pruebas_fecha_video';

  override up(): void {
    this.addSql(
      `create table "implementacion_pruebas" ("id" serial primary key, "cliente_id" int not null, "ciudad_id" int not null, "usuario_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "implementacion_pruebas_ciudad_id_index" on "implementacion_pruebas" ("ciudad_id");`,
    );
    this.addSql(
      `create index "implementacion_pruebas_usuario_id_index" on "implementacion_pruebas" ("usuario_id");`,
    );
    this.addSql(
      `alter table "implementacion_pruebas" add constraint "implementacion_pruebas_cliente_id_ciudad_id_usuario_id_unique" unique ("cliente_id", "ciudad_id", "usuario_id");`,
    );
    this.addSql(
      `alter table "implementacion_pruebas" add constraint "implementacion_pruebas_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "implementacion_pruebas" add constraint "implementacion_pruebas_ciudad_id_foreign" foreign key ("ciudad_id") references "ciudad" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "implementacion_pruebas" add constraint "implementacion_pruebas_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "entrevista_video" add column "fecha" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "entrevista_video" drop column "fecha";`);
    this.addSql(`drop table if exists "implementacion_pruebas" cascade;`);
  }
}
