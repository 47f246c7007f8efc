/**
 * A person's availability (spec 01 §4): disponibilidad 0 free, 1 in an order process, 2 hired, 3 not available;
 * disponibilidad_stock 0 free, 1 in a current order, 2 client stock, 3 category stock, 4 stock order.
 *
 * One rule for every place that adds, frees or hires a person (add to an order, discard with follow-up, release
 * from the CV, remove, not passing the interview, termination, cancel or finish the order, shows up, send to
 * stock). The invariant they keep together: a person is held by at most one candidate-in-order row of an open
 * order, and their availability is 1 exactly while such a row exists.
 */
import { Disponibilidad } from '../enums/hv';
import { EstadoCandidatoPedido as E } from '../enums/pedidos';

export interface Disponibilidades {
  disponibilidad: number;
  disponibilidadStock: number;
}

/** Added to an order: in process; in stock terms "current order" (1) or "stock order" (4). */
export function disponibilidadAlAgregar(esStock: boolean): Disponibilidades {
  return { disponibilidad: Disponibilidad.EN_PROCESO_PEDIDO, disponibilidadStock: esStock ? 4 : 1 };
}

/** Leaves an order without being hired (discard, removal, release, no interview pass, termination, order closed). */
export const DISPONIBILIDAD_LIBRE: Readonly<Disponibilidades> = {
  disponibilidad: Disponibilidad.LIBRE,
  disponibilidadStock: 0,
};

/** Shows up at the workplace (state 8). */
export const DISPONIBILIDAD_CONTRATADO: Readonly<Disponibilidades> = {
  disponibilidad: Disponibilidad.CONTRATADO,
  disponibilidadStock: 0,
};

/** What the rule needs to know of a candidate-in-order row. */
export interface FilaPersona {
  activo: boolean;
  liberado: boolean;
  estado: number;
  validadoRechazo: boolean;
  /** The row's order is a stock order: there state 6 is "Enviado a stock" and lets the person go to the pool. */
  esStock?: boolean;
}

/**
 * States in which a row holds the person (their availability 1 is this order's): added, sent, validated, in
 * interview, in contracting, and a client's rejection staff has not yet validated. Rejected-and-validated,
 * not passing the interview, not signing, not showing up and cancelled rows have let the person go; a row in
 * state 8 made them an employee. In a stock order, state 6 ("Enviado a stock") has let the person go to the client's
 * stock pool: free for orders, their stock mark is the pool's.
 */
const ESTADOS_QUE_RETIENEN: readonly number[] = [
  E.AGREGADO,
  E.ENVIADO_CLIENTE,
  E.VALIDADO_CLIENTE,
  E.EN_ENTREVISTA,
  E.EN_CONTRATACION,
];

export function retienePersona(f: FilaPersona): boolean {
  if (!f.activo || f.liberado) return false;
  if (f.esStock && f.estado === E.EN_CONTRATACION) return false;
  if (f.estado === E.RECHAZADO_CLIENTE) return !f.validadoRechazo;
  return ESTADOS_QUE_RETIENEN.includes(f.estado);
}

/** What closing an order does to one of its rows. */
export interface CierreFila {
  /** New state of the row (with its type-4 event), or null to leave it as it is. */
  estadoNuevo: number | null;
  /** New availability of the person, or null to leave it as it is. */
  disponibilidad: Readonly<Disponibilidades> | null;
}

/**
 * Cancelling (0) or finishing (5) an order: every person still held goes back to free and their row is closed as
 * "Cancelado por otras razones" (10); a person who showed up (8) stays hired. Rows that already let the person go
 * are left alone. `retenidoEnOtro` is true when another open order also holds the person (only in data written
 * before this rule existed): then their availability stays "in process".
 */
export function cierreDeFila(f: FilaPersona, retenidoEnOtro: boolean): CierreFila {
  if (retienePersona(f))
    return {
      estadoNuevo: E.CANCELADO_OTRAS_RAZONES,
      disponibilidad: retenidoEnOtro ? null : DISPONIBILIDAD_LIBRE,
    };
  if (f.activo && !f.liberado && f.estado === E.SE_PRESENTA)
    return { estadoNuevo: null, disponibilidad: retenidoEnOtro ? null : DISPONIBILIDAD_CONTRATADO };
  return { estadoNuevo: null, disponibilidad: null };
}
