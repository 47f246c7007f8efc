import { Migration } from '@mikro-orm/migrations';

/**
 * Administración › Merchandising (issue 34 §7): stores get a city and a version (a stale form gets CONFLICT), regions
 * an active flag and a version; each merchandiser's weekly route pattern (`patron_ruta`, its version, and its ordered
 * stores per ISO weekday in `patron_ruta_visita`) and the one-off changes of a date (`cambio_ruta`: a store added or
 * removed that day). The concrete `ruta`/`visita` rows the map, compliance, notifications and arrivals read are written
 * from them. Existing rows keep their data: every region stays active and every store and region starts at version 1.
 */
export class Migration20261202000040_merchandising_maestros extends Migration {
  override name = 'Migration20261202000040_merchandising_maestros';

  override up(): void {
    this.addSql(
      `alter table "almacen" add column "ciudad_id" int null, add column "version" int not null default 1;`,
    );
    this.addSql(
      `alter table "almacen" add constraint "almacen_ciudad_id_foreign" foreign key ("ciudad_id") references "ciudad" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "almacen_ciudad_id_index" on "almacen" ("ciudad_id");`);
    this.addSql(
      `alter table "region" add column "activo" boolean not null default true, add column "version" int not null default 1;`,
    );

    this.addSql(
      `create table "patron_ruta" ("usuario_id" int not null primary key, "version" int not null default 1, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "patron_ruta" add constraint "patron_ruta_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "patron_ruta_visita" ("id" serial primary key, "patron_id" int not null, "dia_semana" smallint not null, "posicion" smallint not null, "almacen_id" int not null, constraint "patron_ruta_visita_dia_semana_check" check ("dia_semana" between 1 and 7));`,
    );
    this.addSql(
      `alter table "patron_ruta_visita" add constraint "patron_ruta_visita_patron_id_foreign" foreign key ("patron_id") references "patron_ruta" ("usuario_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "patron_ruta_visita" add constraint "patron_ruta_visita_almacen_id_foreign" foreign key ("almacen_id") references "almacen" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "patron_ruta_visita" add constraint "patron_ruta_visita_patron_id_dia_semana_almacen_id_unique" unique ("patron_id", "dia_semana", "almacen_id");`,
    );
    this.addSql(`create index "patron_ruta_visita_almacen_id_index" on "patron_ruta_visita" ("almacen_id");`);

    this.addSql(
      `create table "cambio_ruta" ("id" serial primary key, "usuario_id" int not null, "fecha" date not null, "almacen_id" int not null, "agregar" boolean not null, "creado_por_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "cambio_ruta" add constraint "cambio_ruta_usuario_id_foreign" foreign key ("usuario_id") references "usuario" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cambio_ruta" add constraint "cambio_ruta_almacen_id_foreign" foreign key ("almacen_id") references "almacen" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "cambio_ruta" add constraint "cambio_ruta_creado_por_id_foreign" foreign key ("creado_por_id") references "usuario" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "cambio_ruta" add constraint "cambio_ruta_usuario_id_fecha_almacen_id_unique" unique ("usuario_id", "fecha", "almacen_id");`,
    );
    this.addSql(`create index "cambio_ruta_almacen_id_index" on "cambio_ruta" ("almacen_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "cambio_ruta" cascade;`);
    this.addSql(`drop table if exists "patron_ruta_visita" cascade;`);
    this.addSql(`drop table if exists "patron_ruta" cascade;`);
    this.addSql(`alter table "region" drop column "activo", drop column "version";`);
    this.addSql(`drop index if exists "almacen_ciudad_id_index";`);
    this.addSql(`alter table "almacen" drop constraint if exists "almacen_ciudad_id_foreign";`);
    this.addSql(`alter table "almacen" drop column "ciudad_id", drop column "version";`);
  }
}
