import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20 (map and visit compliance at tens of millions of points): the (dispositivo_id, created_at) index also
 * carries each point's id, latitude and longitude, so a device-day is read from the index alone (index-only scan,
 * its entries side by side) instead of one heap page per point: points arrive in time order from every device at
 * once, so a device's day is spread over as many table pages as it has points. Measured in docs/performance.md.
 */
export class Migration20261129000033_punto_gps_cubriente extends Migration {
  override name = 'Migration20261129000033_punto_gps_cubriente';

  override up(): void {
    this.addSql(`drop index if exists "punto_gps_dispositivo_id_created_at_index";`);
    this.addSql(
      `create index "punto_gps_dispositivo_id_created_at_index" on "punto_gps" ("dispositivo_id", "created_at") include ("id", "latitud", "longitud");`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "punto_gps_dispositivo_id_created_at_index";`);
    this.addSql(
      `create index "punto_gps_dispositivo_id_created_at_index" on "punto_gps" ("dispositivo_id", "created_at");`,
    );
  }
}
