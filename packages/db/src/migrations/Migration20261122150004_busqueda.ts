import { Migration } from '@mikro-orm/migrations';

export class Migration20261122150004_busqueda extends Migration {
  override name = 'Migration20261122150004_busqueda';

  override up(): void {
    // Filled by the slice that owns it (hand-written SQL with this.addSql).
  }
}
