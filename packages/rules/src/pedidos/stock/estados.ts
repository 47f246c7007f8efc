/**
 * States and navigation of stock orders (spec 01 §2 "Navigation rules", §4). 1 is editable, 111 (multi-city
 * parent) is treated as 1, 112 is a child city line; approving moves the order and its lines to 2, after
 * which the stock order is read-only. Approve reuses the ordinary machine (same transition).
 */
import {
  ESTADO_CANDIDATO_PEDIDO,
  ESTADOS_PEDIDO_EDITABLES,
  EstadoCandidatoPedido,
} from '../../enums/pedidos';
import { aprobar, esCerrado, type ResultadoTransicion } from '../maquina-estados';
import { MENSAJES_PEDIDOS_STOCK } from './mensajes';

export type AccionPedidoStock = 'guardar' | 'aprobar' | 'duplicar' | 'eliminarLinea';

/** States 1 and 111 are editable (save, approve, delete a city line). */
export function esEditableStock(estado: number): boolean {
  return (ESTADOS_PEDIDO_EDITABLES as readonly number[]).includes(estado);
}

/** Approve a stock order: 1/111 → 2 (a 112 line follows its parent, never approved alone). */
export function aprobarStock(estado: number): ResultadoTransicion {
  if (!esEditableStock(estado)) return { ok: false, mensaje: MENSAJES_PEDIDOS_STOCK.soloLectura };
  return aprobar(estado);
}

/** What the edit screen offers, by state (the server checks the same functions). */
export function accionesStock(estado: number): AccionPedidoStock[] {
  if (esEditableStock(estado)) return ['guardar', 'aprobar', 'duplicar', 'eliminarLinea'];
  return ['duplicar'];
}

export const rutaEditarStock = (id: number) => `/stock/pedidos-edit/${id}`;
export const rutaDetalleStock = (id: number) => `/stock/pedido-detail/${id}`;

/**
 * The detail page of any order or city line: a stock line opens its stock order's detail (the parent's, where every
 * line is a tab), an ordinary order its own. Screens shared by both kinds (cancel) go back with it.
 */
export function rutaDetalleDe(p: { id: number; esStock: boolean; pedidoPadre: number | null }): string {
  return p.esStock ? rutaDetalleStock(p.pedidoPadre ?? p.id) : `/pedido-detail/${p.id}`;
}

/** "Duplicar" of a cancelled order or line: the stock form copies a stock order, the ordinary form the rest. */
export function rutaDuplicarDe(p: { id: number; esStock: boolean; pedidoPadre: number | null }): string {
  return p.esStock ? `/stock/pedidos-create/${p.pedidoPadre ?? p.id}` : `/pedidos-create/${p.id}`;
}

export interface PedidoNavegable {
  id: number;
  estado: number;
  esStock: boolean;
}

/** Where the dashboard opens a stock order: the edit page in 1/111, the detail otherwise. */
export function rutaDePedidoStock(id: number, estado: number): string {
  return esEditableStock(estado) ? rutaEditarStock(id) : rutaDetalleStock(id);
}

/**
 * Stock detail: redirects to the ordinary detail when the order is not stock, and to the stock edit when it
 * is editable (1; 111 is treated as 1). Null = stay.
 */
export function redireccionDetalleStock(p: PedidoNavegable): string | null {
  if (!p.esStock) return `/pedido-detail/${p.id}`;
  if (esEditableStock(p.estado)) return rutaEditarStock(p.id);
  return null;
}

/** Stock edit: redirects to the ordinary detail when not stock, to the stock detail unless 1 or 111. */
export function redireccionEdicionStock(p: PedidoNavegable): string | null {
  if (!p.esStock) return `/pedido-detail/${p.id}`;
  if (!esEditableStock(p.estado)) return rutaDetalleStock(p.id);
  return null;
}

/** A child line (112) is shown as created; a closed order (0, 5) belongs to the cancelled/finished view. */
export function esVigenteStock(estado: number): boolean {
  return !esCerrado(estado);
}

/** Candidate state label in a stock order: 6 means "sent to stock" there (spec 01 §4), the rest as usual. */
export function etiquetaEstadoCandidatoStock(estado: number): string {
  return estado === EstadoCandidatoPedido.EN_CONTRATACION
    ? 'Enviado a stock'
    : ESTADO_CANDIDATO_PEDIDO.etiqueta(estado);
}
