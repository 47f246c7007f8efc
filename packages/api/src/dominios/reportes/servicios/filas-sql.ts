/**
 * The rows behind one figure of the report, as SQL: what `reportes.filas` lists (filas.ts) and what validation
 * freezes (congelar-filas.ts) are the same text, so a frozen list is exactly the list of that moment. Counted by the
 * same predicates as contribuciones-sql.ts, so the rows add up to the figure.
 */
import {
  ESTADOS_MEDIDA_CANDIDATO,
  esTerminoNivel,
  MEDIDAS_EMBUDO,
  type CifraConFilas,
  type FechaIso,
  type MedidaEmbudo,
} from '@talento/rules';
import { inicioDeDia, type Parametros } from '../../../nucleo/sql/parametros';
import { SQL_MEDIDO, sqlAporteTermino, sqlPedidosNivel } from './contribuciones-sql';

/** The columns every rows query returns, in this order (indicador_validado_fila stores the same). */
export const COLUMNAS_FILA = [
  'pedido_id',
  'fecha',
  'vacantes',
  'candidato_pedido_id',
  'estado',
  'aporte',
] as const;

export interface OpcionesFilas {
  desde: FechaIso;
  hasta: FechaIso;
  /** Conditions on the order (alias p) starting with " and ": the scope and the filters. */
  filtro: (q: Parametros) => string;
}

/** The day an order counts on, per order measure. */
const FECHA_PEDIDO: Partial<Record<MedidaEmbudo, string>> = {
  pedidosRecibidos: 'p.fecha_solicitud',
  vacantes: 'p.fecha_solicitud',
  pedidosCancelados: 'p.fecha_cancelacion',
  pedidosTerminados: 'p.fecha_finalizacion',
};

export const origenDe = (cifra: CifraConFilas): 'pedidos' | 'candidatos' =>
  esTerminoNivel(cifra) ? 'pedidos' : MEDIDAS_EMBUDO.find((m) => m.clave === cifra)!.origen;

/**
 * `select pedido_id, fecha, vacantes, candidato_pedido_id, estado, aporte`: the orders a measure counts over
 * [desde, hasta], the candidates' states it counts, or the orders that add to a term of the service level of that
 * period as of `hasta` (`aporte` > 0: vacancies, or 1 for PPCC; the same CTE and expression as the figure).
 */
export function sqlFilasCifra(q: Parametros, cifra: CifraConFilas, o: OpcionesFilas): string {
  if (esTerminoNivel(cifra)) {
    return `${sqlPedidosNivel(q, { hasta: o.hasta, desdeMinimo: o.desde, filtro: o.filtro })}
      , aportes as (select s.id, s.vacantes, s.fecha_solicitud, ${sqlAporteTermino(q, cifra, o.desde)} as aporte from sl s)
      select x.id as pedido_id, x.fecha_solicitud as fecha, x.vacantes, null::int as candidato_pedido_id, null::smallint as estado, x.aporte
      from aportes x where x.aporte > 0`;
  }
  const fecha = FECHA_PEDIDO[cifra];
  if (fecha) {
    return `select p.id as pedido_id, ${fecha} as fecha, p.vacantes, null::int as candidato_pedido_id, null::smallint as estado, null::int as aporte
      from pedido p
      where ${SQL_MEDIDO} and ${fecha} >= ${q.v(inicioDeDia(o.desde))}::timestamptz and ${fecha} < ${q.v(inicioDeDia(o.hasta, 1))}::timestamptz${o.filtro(q)}`;
  }
  const estados = ESTADOS_MEDIDA_CANDIDATO[cifra as keyof typeof ESTADOS_MEDIDA_CANDIDATO];
  return `select h.pedido_id, h.fecha, p.vacantes, h.candidato_pedido_id, h.estado, null::int as aporte
    from hito_candidato_pedido h join pedido p on p.id = h.pedido_id
    where ${SQL_MEDIDO} and h.estado in (${estados.join(', ')}) and h.dia between ${q.v(o.desde)}::date and ${q.v(o.hasta)}::date${o.filtro(q)}`;
}
