/**
 * The one place that decides whether client staff see tests and scores of an order (spec 01 §6, issue 17). Every
 * `clientePortal.*` procedure that returns tests or scores asks here; `visibilidad-pruebas.test.ts` walks the
 * router's outputs so a new procedure that returns them cannot skip it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { clienteVePuntajes } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';

/**
 * "Validate implementation" (spec 01 §7, order, client, city, user): a row of `implementacion_pruebas` for the
 * order's client in the order's city — or, for a multi-city order, the city of any of its lines — for every user of
 * the client (usuario null) or for this user.
 */
export async function implementacionValidada(
  em: EntityManager,
  usuarioId: number,
  pedidoId: number,
): Promise<boolean> {
  const [fila] = await em.getConnection().execute<{ ok: boolean }[]>(
    `select exists (
       select 1 from pedido p join implementacion_pruebas i on i.cliente_id = p.cliente_id
       where p.id = ? and (i.usuario_id is null or i.usuario_id = ?)
         and i.ciudad_id in (select l.ciudad_id from pedido l where l.id = p.id or l.pedido_padre_id = p.id)
     ) as ok`,
    [pedidoId, usuarioId],
  );
  return fila?.ok === true;
}

/** The order as loaded by the portal (client populated). */
interface PedidoDelCliente {
  id: number;
  cliente: { implementacionPruebas: boolean };
}

/** Whether this user sees the tests of this order; the implementation table is only read when the rest says no. */
export async function clienteVePruebasDelPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  pedido: PedidoDelCliente,
): Promise<boolean> {
  const base = { implementacionPruebas: pedido.cliente.implementacionPruebas, permisos: usuario.permisos };
  if (clienteVePuntajes({ ...base, implementacionValidada: false })) return true;
  return clienteVePuntajes({
    ...base,
    implementacionValidada: await implementacionValidada(em, usuario.id, pedido.id),
  });
}
