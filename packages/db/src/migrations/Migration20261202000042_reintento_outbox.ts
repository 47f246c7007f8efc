import { Migration } from '@mikro-orm/migrations';

/**
 * Outbox back-off of the external systems (ERP/payroll, test platform): a failed call waits until `proximo_intento`
 * before the periodic worker tries it again (exponential, up to hours; docs/decisiones/outbox-e-integraciones.md).
 * Existing rows keep null: due at once, as before.
 */
export class Migration20261202000042_reintento_outbox extends Migration {
  override name = 'Migration20261202000042_reintento_outbox';

  override up(): void {
    this.addSql(
      `alter table "mensaje_saliente" add column if not exists "proximo_intento" timestamptz null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "mensaje_saliente" drop column if exists "proximo_intento";`);
  }
}
