import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20 (devices' rate limit): the counters of rate-limiter-flexible's PostgreSQL store, so every HTTP process and
 * every instance counts a device's requests in one place (in each process's memory, N processes let a device make N
 * times the limit). The library's own layout (key, points, expire in epoch ms); UNLOGGED: a counter of the current
 * minute is not worth WAL, and losing them in a crash only resets the minute. The schema generator skips the table
 * (orm-config.ts): no entity maps it.
 */
export class Migration20261129000032_limite_dispositivo extends Migration {
  override name = 'Migration20261129000032_limite_dispositivo';

  override up(): void {
    this.addSql(
      `create unlogged table "limite_dispositivo" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "limite_dispositivo";`);
  }
}
