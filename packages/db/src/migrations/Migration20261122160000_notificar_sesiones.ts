import { Migration } from '@mikro-orm/migrations';

/**
 * Notifies `talento_sesiones` (at commit) on every change that can revoke or alter a session: a session
 * deleted (logout, expiry), a user changed or removed, groups, flags, allowed clients or client names.
 * Each server instance empties its session cache on it (apps/server sesiones-escucha.ts). Statement
 * triggers: one notification per statement, and PostgreSQL folds repeats within a transaction.
 */
const TABLAS: [string, string][] = [
  ['sesion', 'delete'],
  ['usuario', 'update or delete'],
  ['usuario_grupo', 'insert or update or delete'],
  ['usuario_cliente', 'insert or update or delete'],
  ['grupo_permiso', 'insert or update or delete'],
  ['grupo', 'update or delete'],
  ['permiso', 'update or delete'],
  ['cliente', 'update or delete'],
];

export class Migration20261122160000_notificar_sesiones extends Migration {
  override name = 'Migration20261122160000_notificar_sesiones';

  override up(): void {
    this.addSql(`create or replace function notificar_sesiones() returns trigger language plpgsql as $$
begin
  perform pg_notify('talento_sesiones', '');
  return null;
end $$;`);
    for (const [tabla, eventos] of TABLAS) {
      this.addSql(
        `create trigger "${tabla}_notificar_sesiones" after ${eventos} on "${tabla}" for each statement execute function notificar_sesiones();`,
      );
    }
  }
}
