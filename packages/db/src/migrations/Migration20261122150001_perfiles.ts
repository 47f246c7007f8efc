import { Migration } from '@mikro-orm/migrations';

export class Migration20261122150001_perfiles extends Migration {
  override name = 'Migration20261122150001_perfiles';

  override up(): void {
    // Filled by the slice that owns it (hand-written SQL with this.addSql).
  }
}
