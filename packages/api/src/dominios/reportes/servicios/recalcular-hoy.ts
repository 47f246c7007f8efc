/**
 * "Recalcular ahora" on /reporte-operaciones: today's indicators are computed at once instead of waiting for the job
 * (which refreshes today every 10 minutes), so a figure of today and the rows it opens come from the same moment.
 * Only today: past days are kept current by the job's stale ranges, and one day costs one aggregate statement.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { fechaEnZonaNegocio, type FechaIso } from '@talento/rules';
import { calcularDia } from './calcular-dia';

export async function recalcularHoy(
  em: EntityManager,
  ahora: Date,
): Promise<{ fecha: FechaIso; calculadoEn: Date }> {
  const fecha = fechaEnZonaNegocio(ahora);
  await calcularDia(em, fecha, ahora);
  return { fecha, calculadoEn: ahora };
}
