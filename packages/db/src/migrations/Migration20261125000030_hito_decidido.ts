import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19 (the report straight from the source tables, p95 ≤ 300 ms; measured on the scale data, 8 columns:
 * ~420 ms → ~240 ms):
 * - "a candidate waits on the client" asks, per candidate sent, whether a deciding state (3, 5, 6, 7, 8, 9, 10:
 *   ESTADOS_DECIDIDOS in packages/api/src/dominios/reportes/servicios/contribuciones-sql.ts, same list) was reached before a
 *   moment: a partial index answers with one search instead of one per state of the primary key;
 * - the per-order probes (hires on time, candidates sent) and the scan of a period's events read only index columns
 *   (INCLUDE), no table pages.
 */
export class Migration20261125000030_hito_decidido extends Migration {
  override name = 'Migration20261125000030_hito_decidido';

  override up(): void {
    this.addSql(
      `create index "hito_candidato_pedido_decidido_index" on "hito_candidato_pedido" ("candidato_pedido_id", "fecha") where "estado" in (3, 5, 6, 7, 8, 9, 10);`,
    );
    this.addSql(`drop index if exists "hito_candidato_pedido_pedido_id_estado_index";`);
    this.addSql(
      `create index "hito_candidato_pedido_pedido_id_estado_index" on "hito_candidato_pedido" ("pedido_id", "estado") include ("candidato_pedido_id", "fecha", "dia");`,
    );
    this.addSql(`drop index if exists "hito_candidato_pedido_dia_estado_index";`);
    this.addSql(
      `create index "hito_candidato_pedido_dia_estado_index" on "hito_candidato_pedido" ("dia", "estado") include ("pedido_id");`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "hito_candidato_pedido_decidido_index";`);
    this.addSql(`drop index if exists "hito_candidato_pedido_pedido_id_estado_index";`);
    this.addSql(
      `create index "hito_candidato_pedido_pedido_id_estado_index" on "hito_candidato_pedido" ("pedido_id", "estado");`,
    );
    this.addSql(`drop index if exists "hito_candidato_pedido_dia_estado_index";`);
    this.addSql(
      `create index "hito_candidato_pedido_dia_estado_index" on "hito_candidato_pedido" ("dia", "estado");`,
    );
  }
}
