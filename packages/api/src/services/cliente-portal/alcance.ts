import type { EntityManager } from '@mikro-orm/postgresql';
import { Pedido } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { ESTADOS_PEDIDO_PORTAL_CLIENTE, EstadoCandidatoPedido } from '@talento/rules';
import { filtroCliente } from '../../alcance';
import { noEncontrado } from '../../errors';

/**
 * What makes an order visible in the client portal, as one query filter: the user's companies, ordinary
 * (not stock, not a city line), stage 3 or 4, with at least one active candidate already sent (state ≥ 1).
 */
export function filtroPedidoCliente(alcance: AlcanceClientes, ruta = ''): Record<string, unknown> {
  const condiciones = {
    esStock: false,
    esHijo: false,
    estadoPedido: { $in: [...ESTADOS_PEDIDO_PORTAL_CLIENTE] },
    candidatos: { activo: true, estadoCandidatoPedido: { $gte: EstadoCandidatoPedido.ENVIADO_CLIENTE } },
  };
  const base = { $and: [filtroCliente(alcance), condiciones] };
  return ruta ? { [ruta]: base } : base;
}

/** An order of the user's companies visible in the portal; NOT_FOUND otherwise (ids cannot be probed). */
export async function cargarPedidoCliente<P extends string = never>(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  populate: readonly P[] = [],
): Promise<Pedido> {
  const pedido = await em.findOne(Pedido, { $and: [{ id }, filtroPedidoCliente(alcance)] }, { populate: populate as never });
  if (!pedido) throw noEncontrado();
  return pedido;
}

/**
 * The candidates of an order the client sees (active, already sent) and the one order they are listed in: the
 * order page, the CV page's previous/next and any other list of them must agree, so both live here.
 */
export const filtroCandidatosVisibles = (pedidoId: number) => ({
  pedido: pedidoId,
  activo: true,
  estadoCandidatoPedido: { $gte: EstadoCandidatoPedido.ENVIADO_CLIENTE },
});
/** By id: vecinos.ts walks the list with `id <` / `id >`, so a change here changes it too. */
export const ORDEN_CANDIDATOS_CLIENTE = { id: 'asc' } as const;
