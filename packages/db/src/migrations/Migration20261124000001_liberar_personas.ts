import { Migration } from '@mikro-orm/migrations';
import { SQL_REPARAR_DISPONIBILIDAD } from '../reparaciones/disponibilidad';

/** One-off repair (issue 11): people left locked in closed orders or released but still active (see the SQL's file). */
export class Migration20261124000001_liberar_personas extends Migration {
  override name = 'Migration20261124000001_liberar_personas';

  override up(): void {
    for (const sql of SQL_REPARAR_DISPONIBILIDAD) this.addSql(sql);
  }
}
