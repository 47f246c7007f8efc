import { raw, type EntityManager } from '@mikro-orm/postgresql';
import { Pedido } from '@talento/db';
import { type AlcanceClientes, ESTADOS_PEDIDO_PORTAL_CLIENTE, EstadoCandidatoPedido } from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import { noEncontrado } from '../../../nucleo/errors';

/**
 * SQL condition on a candidate-in-order row aliased `a`: the person is not barred for the order's client, except by
 * a bar that came from this very order (the client's own rejection with "no recibir de nuevo", or a discard here),
 * which the client keeps seeing as the outcome of that order. Issue 16: a barred person never appears in that
 * client's portal. Used by the ORM filters below and by the portal's hand-written SQL, so they cannot disagree.
 */
export const sqlSinVetoDelCliente = (a: string): string =>
  `not exists (select 1 from candidato_vetado v join pedido pv on pv.id = ${a}.pedido_id
     where v.candidato_id = ${a}.candidato_id and v.cliente_id = pv.cliente_id and v.pedido_origen_id is distinct from ${a}.pedido_id)`;

/**
 * A candidate-in-order the client may see: active, already sent (state ≥ 1), not barred for the client. Every
 * portal lookup of candidates goes through this (orders with candidates, the order's list, the CV, previous/next).
 */
export function condicionCandidatoVisible(): Record<string | symbol, unknown> {
  return {
    activo: true,
    estadoCandidatoPedido: { $gte: EstadoCandidatoPedido.ENVIADO_CLIENTE },
    // A fresh fragment per use: the ORM consumes raw keys when it builds each query.
    [raw((alias: string) => sqlSinVetoDelCliente(alias))]: [],
  };
}

/**
 * What makes an order visible in the client portal, as one query filter: the user's companies, ordinary
 * (not stock, not a city line), stage 3 or 4, with at least one candidate the client may see.
 */
export function filtroPedidoCliente(alcance: AlcanceClientes, ruta = ''): Record<string, unknown> {
  const condiciones = {
    esStock: false,
    esHijo: false,
    estadoPedido: { $in: [...ESTADOS_PEDIDO_PORTAL_CLIENTE] },
    candidatos: condicionCandidatoVisible(),
  };
  const base = { $and: [filtroCliente(alcance), condiciones] };
  return ruta ? { [ruta]: base } : base;
}

/**
 * A candidate-in-order the client may see, anywhere (path from the candidate-in-order): visible itself, in a visible
 * order of the user's companies. The portal's reads and writes of one candidate load through this.
 */
export function filtroCandidatoCliente(alcance: AlcanceClientes): Record<string | symbol, unknown> {
  return { $and: [condicionCandidatoVisible(), filtroPedidoCliente(alcance, 'pedido')] };
}

/** An order of the user's companies visible in the portal; NOT_FOUND otherwise (ids cannot be probed). */
export async function cargarPedidoCliente<P extends string = never>(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  populate: readonly P[] = [],
): Promise<Pedido> {
  const pedido = await em.findOne(
    Pedido,
    { $and: [{ id }, filtroPedidoCliente(alcance)] },
    { populate: populate as never },
  );
  if (!pedido) throw noEncontrado();
  return pedido;
}

/**
 * The candidates of an order the client sees (active, already sent) and the one order they are listed in: the
 * order page, the CV page's previous/next and any other list of them must agree, so both live here.
 */
export const filtroCandidatosVisibles = (pedidoId: number) => ({
  pedido: pedidoId,
  ...condicionCandidatoVisible(),
});
/** By id: vecinos.ts walks the list with `id <` / `id >`, so a change here changes it too. */
export const ORDEN_CANDIDATOS_CLIENTE = { id: 'asc' } as const;
