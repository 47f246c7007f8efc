import { Migration } from '@mikro-orm/migrations';

export class Migration20261122150002_fac extends Migration {
  override name = 'Migration20261122150002_fac';

  override up(): void {
    // Filled by the slice that owns it (hand-written SQL with this.addSql).
  }
}
