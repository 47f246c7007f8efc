import { Migration } from '@mikro-orm/migrations';

/**
 * Administración › Catálogos (issue 34 §5): every catalogue an administrator edits carries an optimistic-lock version,
 * and cities get the active flag the others already had (a deactivated city stays on old records and is no longer
 * offered). Existing rows keep their data: every city stays active and every row starts at version 1.
 */
const TABLAS_CON_VERSION = [
  'ciudad',
  'sucursal',
  'requisito',
  'motivo_rechazo',
  'estado_cita',
  'referencia_cita',
  'tipo_marca',
  'motivo_cambio_datos',
  'catalogo_item',
  'tipo_novedad',
  'sub_tipo_novedad',
] as const;

export class Migration20261202000038_catalogos_activos extends Migration {
  override name = 'Migration20261202000038_catalogos_activos';

  override up(): void {
    this.addSql(`alter table "ciudad" add column if not exists "activo" boolean not null default true;`);
    for (const tabla of TABLAS_CON_VERSION)
      this.addSql(`alter table "${tabla}" add column if not exists "version" integer not null default 1;`);
  }

  override down(): void {
    for (const tabla of TABLAS_CON_VERSION)
      this.addSql(`alter table "${tabla}" drop column if exists "version";`);
    this.addSql(`alter table "ciudad" drop column if exists "activo";`);
  }
}
