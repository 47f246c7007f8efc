import { Migration } from '@mikro-orm/migrations';

export class Migration20261122150003_hojas_de_vida extends Migration {
  override name = 'Migration20261122150003_hojas_de_vida';

  override up(): void {
    // Filled by the slice that owns it (hand-written SQL with this.addSql).
  }
}
