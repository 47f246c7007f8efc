import { Migration } from '@mikro-orm/migrations';

export class Migration20261122150005_contadores_pedido extends Migration {
  override name = 'Migration20261122150005_contadores_pedido';

  override up(): void {
    // Filled by the slice that owns it (hand-written SQL with this.addSql).
  }
}
