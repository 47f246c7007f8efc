/**
 * Retry of an order's outgoing call (e-mail, ERP or test platform) whose delivery ended in Error: back to
 * Pendiente, where its delivery worker finds it.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MensajeSaliente } from '@talento/db';
import {
  CLASES_ENVIO_PEDIDO,
  EstadoMensajeSaliente,
  MENSAJES_CORREOS_PEDIDO,
  type EntradaReintentarCorreo,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError, noEncontrado } from '../../../nucleo/errors';
import { cargarPedido } from '../../pedidos';

/**
 * The order must be in the user's scope and the row one of its own (referencia `pedido:<id>`) of a kind the
 * order's panel shows; NOT_FOUND
 * otherwise. The row is locked so two retries (or a retry and the worker) never both act on it; only an
 * Error row is retried (CONFLICT otherwise). Attempts start again from zero; the last error and any back-off wait
 * are cleared.
 */
export async function reintentarCorreo(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaReintentarCorreo,
): Promise<{ mensaje: string }> {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedido(tx, usuario.alcance, entrada.pedidoId);
    const fila = await tx.findOne(
      MensajeSaliente,
      { id: entrada.id, tipo: { $in: [...CLASES_ENVIO_PEDIDO] }, referencia: `pedido:${pedido.id}` },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!fila) throw noEncontrado();
    if (fila.estado !== EstadoMensajeSaliente.ERROR)
      throw new AppError('CONFLICT', MENSAJES_CORREOS_PEDIDO.soloConError);
    fila.estado = EstadoMensajeSaliente.PENDIENTE;
    fila.intentos = 0;
    fila.ultimoError = null;
    // A manual retry erases the back-off wait: the worker takes it on its next round.
    fila.proximoIntento = null;
    return {
      mensaje:
        fila.tipo === 'correo'
          ? MENSAJES_CORREOS_PEDIDO.reintentado
          : MENSAJES_CORREOS_PEDIDO.reintentadaLlamada,
    };
  });
}
