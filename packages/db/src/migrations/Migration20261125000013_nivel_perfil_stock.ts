import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 16: the level of each stock profile is recomputed by a scheduled job (daily) and whenever a candidate
 * joins or leaves its pool; staff see the stored level and when it was last recomputed.
 */
export class Migration20261125000013_nivel_perfil_stock extends Migration {
  override name = 'Migration20261125000013_nivel_perfil_stock';

  override up(): void {
    this.addSql(
      `alter table "perfil_stock" add column "nivel" smallint null, add column "nivel_calculado_en" timestamptz null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "perfil_stock" drop column "nivel", drop column "nivel_calculado_en";`);
  }
}
