/**
 * Helpers of the operations-report specs (staff and client portal). The figures come from the indicators table that
 * the server's job fills: an order is moved to a day long past (nothing else of the run falls in its week), which
 * marks those days and starts the job at once (a notification); the specs wait for it through the API (`calculando`).
 */
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { formatoFecha } from '@talento/rules';

/** 'YYYY-MM-DD' of a UTC date (the helpers below count whole days in UTC). */
export const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A Wednesday about `semanas` weeks ago: its week (Monday to the date) holds no other data of the run (the demo
 * orders are at most 9 weeks old; each spec takes its own week). At most about 42 weeks back: the report's columns
 * then lie within the 400 recomputed days (fechaMinimaInforme), whose figures come from the job the specs wait for;
 * older dates are computed from the source tables instead.
 */
export function miercolesHace(semanas: number): string {
  const d = new Date(Date.now() - semanas * 7 * 86_400_000);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 4) % 7));
  return iso(d);
}

/**
 * The order is received on `dia` (no procedure rewrites a request date; the trigger marks those days for the job),
 * and with `plazo` its negotiated date is that day (on or before the report's date: the order is due).
 */
export async function recibidoEl(
  base: pg.Pool,
  pedidoId: number,
  dia: string,
  plazo?: string,
): Promise<string> {
  const { rows } = await base.query<{ sucursal: string }>(
    `update pedido p set fecha_solicitud = ($2::date + time '10:00') at time zone 'America/Bogota', fecha_negociada = coalesce($3::date, p.fecha_negociada)
     from sucursal s where s.id = p.sucursal_id and p.id = $1 returning s.nombre as sucursal`,
    [pedidoId, dia, plazo ?? null],
  );
  return rows[0]!.sucursal;
}

/** Types the report's date in the filter (DD/MM/YYYY) and leaves the field. */
export async function ponerFecha(page: Page, dia: string) {
  const campo = page.getByLabel(/^Fecha/);
  await campo.fill(formatoFecha(dia));
  await campo.press('Tab');
}
