import { ESTADO_PEDIDO, ESTADOS_PEDIDO_CERRADOS, EstadoPedido } from '../enums/pedidos';
import { MENSAJES_PEDIDOS } from './mensajes';

/** What a user can do to an order from its current state (spec 01 §4). */
export type AccionPedido = 'aprobar' | 'avanzar' | 'finalizar' | 'cancelar' | 'editar';

export type ResultadoTransicion = { ok: true; estadoNuevo: number } | { ok: false; mensaje: string };

const rechazo = (mensaje: string): ResultadoTransicion => ({ ok: false, mensaje });

export function esCerrado(estado: number): boolean {
  return (ESTADOS_PEDIDO_CERRADOS as readonly number[]).includes(estado);
}

/** 1 and 111 (multi-city parent) are drafts; 112 lines follow their parent. */
export function esBorrador(estado: number): boolean {
  return (
    estado === EstadoPedido.SOLICITUD ||
    estado === EstadoPedido.SOLICITUD_MULTICIUDAD ||
    estado === EstadoPedido.CREADO
  );
}

/** Approve (validate) a draft: 1/111/112 → 2. */
export function aprobar(estado: number): ResultadoTransicion {
  return esBorrador(estado)
    ? { ok: true, estadoNuevo: EstadoPedido.PRESELECCION }
    : rechazo(MENSAJES_PEDIDOS.estadoNoPermite);
}

/**
 * "Pasar a la siguiente etapa": 2→3 (needs at least one selected candidate) and 3→4. Stage 4 only
 * finishes (we take the reading that puts "Finalizar pedido" in the last stage, 4).
 */
export function avanzar(estado: number, seleccionados: number): ResultadoTransicion {
  if (estado === EstadoPedido.PRESELECCION) {
    return seleccionados >= 1
      ? { ok: true, estadoNuevo: EstadoPedido.SELECCION }
      : rechazo(MENSAJES_PEDIDOS.alMenosUnSeleccionado);
  }
  if (estado === EstadoPedido.SELECCION) return { ok: true, estadoNuevo: EstadoPedido.LEGALIZACION };
  return rechazo(MENSAJES_PEDIDOS.estadoNoPermite);
}

/** "Finalizar pedido": stage 4 → 5 only when vacantes_cumplidas ≥ vacantes. */
export function finalizar(estado: number, vacantes: number, vacantesCumplidas: number): ResultadoTransicion {
  if (estado !== EstadoPedido.LEGALIZACION) return rechazo(MENSAJES_PEDIDOS.estadoNoPermite);
  return vacantesCumplidas >= vacantes
    ? { ok: true, estadoNuevo: EstadoPedido.TERMINADO }
    : rechazo(MENSAJES_PEDIDOS.vacantesIncompletas);
}

/** The confirmation of a stage move: its title, what will happen in words, and the verb of its button. */
export interface ConfirmacionEtapa {
  titulo: string;
  mensaje: string;
  verbo: string;
}

/**
 * "Pasar a la siguiente etapa" and "Finalizar pedido" are asked before they apply (issue 39: a stage move may notify
 * the client and is not undone): the dialog names both stages, e.g. "El pedido pasará de «Selección» a «Legalización
 * de contrato»." Null when the state allows no such move.
 */
export function confirmacionDeEtapa(
  accion: 'avanzar' | 'finalizar',
  estado: number,
): ConfirmacionEtapa | null {
  const r = accion === 'finalizar' ? finalizar(estado, 0, 0) : avanzar(estado, 1);
  if (!r.ok) return null;
  const hacia = ESTADO_PEDIDO.etiqueta(r.estadoNuevo);
  const mensaje = `El pedido pasará de «${ESTADO_PEDIDO.etiqueta(estado)}» a «${hacia}».`;
  return accion === 'finalizar'
    ? {
        titulo: 'Finalizar pedido',
        mensaje: `${mensaje} Un pedido terminado no admite más cambios.`,
        verbo: 'Finalizar pedido',
      }
    : { titulo: 'Pasar a la siguiente etapa', mensaje, verbo: `Pasar a «${hacia}»` };
}

/** Cancel from any open state; closed states (0, 5) accept nothing. */
export function cancelar(estado: number): ResultadoTransicion {
  return esCerrado(estado)
    ? rechazo(MENSAJES_PEDIDOS.cerrado)
    : { ok: true, estadoNuevo: EstadoPedido.CANCELADO };
}

/** Which buttons the stage panel offers (the server checks the same functions). */
export function accionesDisponibles(estado: number): AccionPedido[] {
  if (esCerrado(estado)) return [];
  if (esBorrador(estado)) return ['editar', 'aprobar', 'cancelar'];
  if (estado === EstadoPedido.LEGALIZACION) return ['finalizar', 'cancelar'];
  return ['avanzar', 'cancelar'];
}

/** Navigation rule of spec 01 §2: state 1 or 111 opens the edit page, any other the detail. */
export function rutaDePedido(id: number, estado: number): string {
  return estado === EstadoPedido.SOLICITUD || estado === EstadoPedido.SOLICITUD_MULTICIUDAD
    ? `/pedidos-edit/${id}`
    : `/pedido-detail/${id}`;
}
