import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 15: each city block of a stock order carries its own extra transport allowance (spec 01 §5: it
 * appears and is required only with no route and salary below twice the minimum wage). The legal transport
 * aid stays in auxilio_transporte, computed by the rule.
 */
export class Migration20261125000011_pedidos_stock extends Migration {
  override name = 'Migration20261125000011_pedidos_stock';

  override up(): void {
    this.addSql(`alter table "pedido" add "auxilio_transporte_extra" numeric(12,2) not null default 0;`);
  }

  override down(): void {
    this.addSql(`alter table "pedido" drop column "auxilio_transporte_extra";`);
  }
}
