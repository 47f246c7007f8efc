import { Migration } from '@mikro-orm/migrations';

/**
 * Administración › Catálogos › Cargos (issue 34 §5): positions become an administered catalogue. `cargo` already has
 * its active flag (since the first migration; added here only if a database lacks it) and gets the optimistic-lock
 * version. Existing rows keep their data: active stays as it was (true where the column is new) and every row starts
 * at version 1.
 */
export class Migration20261202000041_cargos_activos extends Migration {
  override name = 'Migration20261202000041_cargos_activos';

  override up(): void {
    this.addSql(`alter table "cargo" add column if not exists "activo" boolean not null default true;`);
    this.addSql(`alter table "cargo" add column if not exists "version" integer not null default 1;`);
  }

  override down(): void {
    // `activo` predates this migration: only the version goes.
    this.addSql(`alter table "cargo" drop column if exists "version";`);
  }
}
