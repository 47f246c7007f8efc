import { Migration } from '@mikro-orm/migrations';

/**
 * A stock order drafted by the daily stock job records the stock level that asked for it (`nivel_automatico`: 3 low,
 * 4 very low); null for an order a person created. The dashboard and detail say "Creado automáticamente el … por
 * nivel …", and such a draft is approved only once a person completed the data the job could not know.
 */
export class Migration20261202000045_pedido_stock_automatico extends Migration {
  override name = 'Migration20261202000045_pedido_stock_automatico';

  override up(): void {
    this.addSql(`alter table "pedido" add column if not exists "nivel_automatico" smallint null;`);
  }

  override down(): void {
    this.addSql(`alter table "pedido" drop column if exists "nivel_automatico";`);
  }
}
