import { Migration } from '@mikro-orm/migrations';

/**
 * Notifies `talento_indicadores` (at commit) whenever days are marked for the operations-indicators job (a past-dated
 * change, or a report that found its days missing). The server's job listens and runs at once instead of at its next
 * scheduled minute, so a report in "Calculando…" is answered in seconds (apps/server reportes/calculo-indicadores.ts).
 * A statement trigger: one notification per statement, folded by PostgreSQL within a transaction.
 */
export class Migration20261202000034_notificar_indicadores extends Migration {
  override name = 'Migration20261202000034_notificar_indicadores';

  override up(): void {
    this.addSql(`create or replace function notificar_indicadores() returns trigger language plpgsql as $$
begin
  perform pg_notify('talento_indicadores', '');
  return null;
end $$;`);
    this.addSql(
      `create trigger "rango_indicador_pendiente_notificar" after insert on "rango_indicador_pendiente" for each statement execute function notificar_indicadores();`,
    );
  }

  override down(): void {
    this.addSql(
      `drop trigger if exists "rango_indicador_pendiente_notificar" on "rango_indicador_pendiente";`,
    );
    this.addSql(`drop function if exists notificar_indicadores();`);
  }
}
