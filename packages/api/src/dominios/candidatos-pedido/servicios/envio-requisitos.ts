/** What the send-to-client modal needs: visible requirement types, the order's choice and the client's contacts. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, Requisito } from '@talento/db';
import { EstadoCandidatoPedido, EstadoPedido, Pool } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { cargarPedido } from '../../pedidos';
import { contactosDeCliente } from './contactos';

/** Active requirement types the client may see (the modal's checkboxes), by name. */
export async function requisitosVisibles(em: EntityManager): Promise<Requisito[]> {
  return em.find(Requisito, { estado: true, visible: true }, { orderBy: [{ nombre: 'asc' }, { id: 'asc' }] });
}

/** Active selected candidates (pool 1) still in state 0: the ones "Enviar" sends. */
export function filtroPorEnviar(pedidoId: number) {
  return {
    pedido: pedidoId,
    activo: true,
    pool: Pool.SELECCIONADO,
    estadoCandidatoPedido: EstadoCandidatoPedido.AGREGADO,
  };
}

export async function requisitosEnvio(em: EntityManager, usuario: UsuarioSesion, pedidoId: number) {
  const pedido = await cargarPedido(em, usuario.alcance, pedidoId, ['requerimientosVisibles']);
  const [requisitos, contactos, porEnviar] = await Promise.all([
    requisitosVisibles(em),
    contactosDeCliente(em, pedido.cliente.id),
    em.count(CandidatoPedido, filtroPorEnviar(pedido.id)),
  ]);
  return {
    pedidoId: pedido.id,
    estadoPedido: pedido.estadoPedido,
    puedeEnviar:
      pedido.estadoPedido === EstadoPedido.SELECCION || pedido.estadoPedido === EstadoPedido.LEGALIZACION,
    candidatosPorEnviar: porEnviar,
    requerimientos: requisitos.map((r) => ({
      id: r.id,
      nombre: r.nombre,
      visible: r.visible,
      enviarCorreo: r.enviarCorreo,
    })),
    /** The order's saved visible requirements (pedido.requerimientosVisibles). */
    requerimientosVisibles: pedido.requerimientosVisibles
      .getItems()
      .map((r) => r.id)
      .sort((a, b) => a - b),
    contactos,
  };
}
