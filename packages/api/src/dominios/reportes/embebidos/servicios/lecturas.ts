import type { EntityManager } from '@mikro-orm/postgresql';
import { ReporteEmbebido } from '@talento/db';
import { MENSAJES_REPORTES_EMBEBIDOS as M, origenPermitido, type TipoReporteEmbebido } from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError } from '../../../../nucleo/errors';
import { filtroReportesVisibles } from './consulta';
import { origenesReportesPermitidos } from './env';

export interface ReporteVisible {
  id: number;
  nombre: string;
  tipo: TipoReporteEmbebido;
}

const aVisible = (r: ReporteEmbebido): ReporteVisible => ({
  id: r.id,
  nombre: r.nombre,
  tipo: r.esMerchandising ? 'merchandising' : 'operaciones',
});

/** The reports the user may open (the /reportes list and the merchandising dropdown), by name. */
export async function reportesVisibles(
  em: EntityManager,
  usuario: UsuarioSesion,
  tipo?: TipoReporteEmbebido,
): Promise<ReporteVisible[]> {
  const filas = await em.find(ReporteEmbebido, filtroReportesVisibles(usuario, tipo), {
    orderBy: { nombre: 'asc' },
  });
  return filas.map(aVisible);
}

/**
 * One report to frame; NOT_FOUND when it does not exist or the user may not see it (ids cannot be probed).
 * `origenPermitido`: whether the server frames its origin today (REPORTES_ORIGENES may have changed since it was saved).
 */
export async function reporteParaVer(
  em: EntityManager,
  usuario: UsuarioSesion,
  id: number,
): Promise<ReporteVisible & { url: string; origenPermitido: boolean }> {
  const r = await em.findOne(ReporteEmbebido, { $and: [{ id }, filtroReportesVisibles(usuario)] });
  if (!r) throw new AppError('NOT_FOUND', M.noExiste);
  return {
    ...aVisible(r),
    url: r.url,
    origenPermitido: origenPermitido(r.url, origenesReportesPermitidos()),
  };
}
