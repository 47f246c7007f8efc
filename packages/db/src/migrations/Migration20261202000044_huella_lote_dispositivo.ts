import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 35 §5: a device batch remembers the SHA-256 of its body, so the same idempotency key sent again with a
 * different body is refused (409) instead of answering the remembered result and dropping the new data. Rows
 * applied before this migration have no fingerprint (null) and keep answering as before.
 */
export class Migration20261202000044_huella_lote_dispositivo extends Migration {
  override name = 'Migration20261202000044_huella_lote_dispositivo';

  override up(): void {
    this.addSql(`alter table "lote_dispositivo" add column if not exists "huella" varchar(64) null;`);
  }

  override down(): void {
    this.addSql(`alter table "lote_dispositivo" drop column if exists "huella";`);
  }
}
