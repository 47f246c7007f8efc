import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20 (merchandising made real): devices enrol with a one-time code and then authenticate with a token of
 * which only the SHA-256 is kept; every batch a phone sends carries an idempotency key remembered per device; GPS
 * points, arrivals and incidents keep the device's timestamp (created_at / fecha, what the map draws) beside the
 * server's (recibido_at); each notification remembers its delivery per device (push and the device's own fetch).
 * A BRIN index on punto_gps.created_at serves time-range scans over the whole table (points arrive in time order,
 * so the block ranges stay tight) at a fraction of a btree's size; a device-day route uses the existing
 * (dispositivo_id, created_at) btree.
 */
export class Migration20261125000026_dispositivos_mercaderistas extends Migration {
  override name = 'Migration20261125000026_dispositivos_mercaderistas';

  override up(): void {
    this.addSql(`alter table "dispositivo"
      add column "nombre" varchar(120) null,
      add column "token_hash" varchar(64) null,
      add column "enrolado_at" timestamptz null,
      add column "revocado_at" timestamptz null,
      add column "revocado_por_id" int null references "usuario" ("id"),
      add column "ultimo_contacto_at" timestamptz null;`);
    this.addSql(
      `create unique index "dispositivo_token_hash_unique" on "dispositivo" ("token_hash") where "token_hash" is not null;`,
    );

    this.addSql(`create table "codigo_enrolamiento" (
      "id" serial primary key,
      "usuario_id" int not null references "usuario" ("id"),
      "codigo_hash" varchar(64) not null,
      "creado_por_id" int not null references "usuario" ("id"),
      "created_at" timestamptz not null default now(),
      "expira_at" timestamptz not null,
      "usado_at" timestamptz null,
      "dispositivo_id" int null references "dispositivo" ("id") on delete set null);`);
    this.addSql(
      `create unique index "codigo_enrolamiento_codigo_hash_unique" on "codigo_enrolamiento" ("codigo_hash");`,
    );
    this.addSql(
      `create index "codigo_enrolamiento_usuario_id_index" on "codigo_enrolamiento" ("usuario_id");`,
    );

    this.addSql(`create table "lote_dispositivo" (
      "dispositivo_id" int not null references "dispositivo" ("id") on delete cascade,
      "clave" varchar(100) not null,
      "tipo" varchar(20) not null,
      "recibido_at" timestamptz not null default now(),
      "resultado" jsonb not null default '{}'::jsonb,
      primary key ("dispositivo_id", "clave"));`);

    this.addSql(`alter table "punto_gps" add column "recibido_at" timestamptz not null default now();`);
    this.addSql(`create index "punto_gps_created_at_brin" on "punto_gps" using brin ("created_at");`);

    this.addSql(`alter table "reporte_llegada"
      add column "dispositivo_id" int null references "dispositivo" ("id") on delete set null,
      add column "recibido_at" timestamptz not null default now();`);
    this.addSql(`alter table "novedad"
      add column "dispositivo_id" int null references "dispositivo" ("id") on delete set null,
      add column "recibido_at" timestamptz not null default now();`);

    this.addSql(`alter table "notificacion_dispositivo"
      add column "estado" smallint not null default 0,
      add column "intentos" int not null default 0,
      add column "enviada_at" timestamptz null,
      add column "entregada_at" timestamptz null,
      add column "ultimo_error" text null;`);
    this.addSql(
      `create index "notificacion_dispositivo_pendientes_index" on "notificacion_dispositivo" ("dispositivo_id") where "entregada_at" is null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "notificacion_dispositivo_pendientes_index";`);
    this.addSql(
      `alter table "notificacion_dispositivo" drop column "estado", drop column "intentos", drop column "enviada_at", drop column "entregada_at", drop column "ultimo_error";`,
    );
    this.addSql(`alter table "novedad" drop column "dispositivo_id", drop column "recibido_at";`);
    this.addSql(`alter table "reporte_llegada" drop column "dispositivo_id", drop column "recibido_at";`);
    this.addSql(`drop index if exists "punto_gps_created_at_brin";`);
    this.addSql(`alter table "punto_gps" drop column "recibido_at";`);
    this.addSql(`drop table if exists "lote_dispositivo";`);
    this.addSql(`drop table if exists "codigo_enrolamiento";`);
    this.addSql(`drop index if exists "dispositivo_token_hash_unique";`);
    this.addSql(
      `alter table "dispositivo" drop column "nombre", drop column "token_hash", drop column "enrolado_at", drop column "revocado_at", drop column "revocado_por_id", drop column "ultimo_contacto_at";`,
    );
  }
}
