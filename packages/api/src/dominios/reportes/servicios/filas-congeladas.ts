/**
 * The rows frozen when a week was validated (congelar-filas.ts), read back by `reportes.filas`: the report shows a
 * validated week's frozen figures, so the rows behind them are the frozen ones too (today's only on request). Only
 * where the report shows the frozen figures: the branch it shows whole, to a user who sees every client
 * (sucursalCompleta), and the week's column.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { sumarDias, type CifraConFilas, type FechaIso } from '@talento/rules';
import type { Parametros } from '../../../nucleo/sql/parametros';
import { sqlAlcanceInforme, sucursalCompleta, type AlcanceInforme, type FiltrosInforme } from './alcance';
import { COLUMNAS_FILA } from './filas-sql';
import { validadosDeSucursal } from './validar';

export interface ValidacionDeFilas {
  id: number;
  sucursalId: number;
  validadoPor: string;
  validadoEn: Date;
  /** False for a week validated before its rows were frozen too: its lists are today's. */
  filasCongeladas: boolean;
}

/**
 * The validation of the period asked, if the report shows it: the report takes a validated week by its Monday and
 * its column ends on Sunday or, in the current week, on the report's date; a longer period (a month, the five
 * weeks of the average) is never frozen.
 */
export async function validacionDeFilas(
  em: EntityManager,
  a: AlcanceInforme,
  f: FiltrosInforme,
  periodo: { desde: FechaIso; hasta: FechaIso },
): Promise<ValidacionDeFilas | null> {
  const sucursal = sucursalCompleta(a, f);
  if (sucursal === undefined || periodo.hasta > sumarDias(periodo.desde, 6)) return null;
  const v = (await validadosDeSucursal(em, sucursal, [periodo.desde])).get(periodo.desde);
  return v
    ? {
        id: v.id,
        sucursalId: v.sucursalId,
        validadoPor: v.validadoPor,
        validadoEn: v.validadoEn,
        filasCongeladas: v.filasCongeladas,
      }
    : null;
}

/**
 * The frozen rows of one figure, the same columns as sqlFilasCifra. The scope stays in the query: the branch is the
 * validated one (where the order was then, not where it is today), the clients those of the orders.
 */
export function sqlFilasCongeladas(
  q: Parametros,
  v: ValidacionDeFilas,
  cifra: CifraConFilas,
  a: AlcanceInforme,
): string {
  const columnas = { sucursal: 'v.sucursal_id', cliente: 'p.cliente_id', psicologo: 'p.encargado_pedido_id' };
  return `select ${COLUMNAS_FILA.map((c) => `fv.${c}`).join(', ')}
    from indicador_validado_fila fv join indicador_validado v on v.id = fv.indicador_validado_id join pedido p on p.id = fv.pedido_id
    where fv.indicador_validado_id = ${q.v(v.id)} and fv.medida = ${q.v(cifra)}${sqlAlcanceInforme(q, a, { sucursalId: v.sucursalId }, columnas)}`;
}
