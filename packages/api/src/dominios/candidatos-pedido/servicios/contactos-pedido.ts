/** Contacts of an order's client (spec 01 §7 "Client contacts: list by client"), scoped through the order. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UsuarioSesion } from '../../../nucleo/context';
import { contactosDeCliente, type ContactoDto } from './contactos';
import { cargarPedido } from '../../pedidos';

export async function contactosDelPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  pedidoId: number,
): Promise<ContactoDto[]> {
  const pedido = await cargarPedido(em, usuario.alcance, pedidoId);
  return contactosDeCliente(em, pedido.cliente.id);
}
