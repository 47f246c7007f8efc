import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido } from '@talento/db';
import { EstadoPedido, MENSAJES_FORMULARIO_PEDIDO, MENSAJES_PEDIDOS_STOCK } from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError } from '../../../../nucleo/errors';
import { registrarCambioEstado } from '../../../pedidos';
import { cargarStockEditable } from './cargar';
import type { PedidoStockGuardado } from './editar';

/**
 * `pedidosStock.eliminarLinea` (delete_pedido): removes a child city block (112) of an editable stock order.
 * The first block lives on the parent row and stays; a block with candidates stays. The last child removed
 * returns the parent from 111 to 1 (with its event). The parent's version is checked and bumped.
 */
export async function eliminarLineaStock(
  em: EntityManager,
  usuario: UsuarioSesion,
  datos: { id: number; version: number; lineaId: number },
  ahora: Date,
): Promise<PedidoStockGuardado> {
  return em.transactional(async (tx) => {
    const padre = await cargarStockEditable(tx, usuario.alcance, datos.id, datos.version, [
      'pedidosHijos',
      'pedidosHijos.otrosAuxilios',
    ]);
    if (datos.lineaId === padre.id) throw new AppError('CONFLICT', MENSAJES_PEDIDOS_STOCK.primeraLinea);
    const linea = padre.pedidosHijos.getItems().find((h) => h.id === datos.lineaId);
    if (!linea) throw new AppError('NOT_FOUND', MENSAJES_FORMULARIO_PEDIDO.lineaNoExiste);
    if ((await tx.count(CandidatoPedido, { pedido: linea.id })) > 0)
      throw new AppError('CONFLICT', MENSAJES_PEDIDOS_STOCK.lineaConCandidatos);
    for (const o of linea.otrosAuxilios.getItems()) tx.remove(o);
    tx.remove(linea);
    const quedan = padre.pedidosHijos.getItems().filter((h) => h.id !== linea.id).length;
    const estado = quedan > 0 ? EstadoPedido.SOLICITUD_MULTICIUDAD : EstadoPedido.SOLICITUD;
    if (estado !== padre.estadoPedido)
      registrarCambioEstado(tx, padre, usuario.id, padre.estadoPedido, estado, ahora);
    // Always touch the parent, so a concurrent edit of the same version is refused.
    tx.assign(padre, { estadoPedido: estado, actualizadoEn: ahora });
    await tx.flush();
    return { id: padre.id, estado: padre.estadoPedido, version: padre.version };
  });
}
