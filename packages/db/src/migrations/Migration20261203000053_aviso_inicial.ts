import { Migration } from '@mikro-orm/migrations';

/**
 * The privacy notice an installation starts with (seedReferencia publishes version 1 when there is none) has no
 * publisher: `publicado_por_id` may be null, meaning "published by the installation". Every version an administrator
 * publishes still names them.
 */
export class Migration20261203000053_aviso_inicial extends Migration {
  override name = 'Migration20261203000053_aviso_inicial';

  override up(): void {
    this.addSql(`alter table "aviso_privacidad" alter column "publicado_por_id" drop not null;`);
  }

  override down(): void {
    // The installation's notice is attributed to the first user, if any, before the column is required again.
    this.addSql(
      `update "aviso_privacidad" set "publicado_por_id" = (select min("id") from "usuario") where "publicado_por_id" is null;`,
    );
    this.addSql(`alter table "aviso_privacidad" alter column "publicado_por_id" set not null;`);
  }
}
