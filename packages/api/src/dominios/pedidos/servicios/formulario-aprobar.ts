import type { EntityManager } from '@mikro-orm/postgresql';
import { EstadoPerfil, MENSAJES_FORMULARIO_PEDIDO, maquinaPedido } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { cargarPedidoParaEscribir, exigirOrdinario } from './cargar';
import { aprobarLineas } from './lineas-multiciudad';
import { exigirEditable, type PedidoGuardado } from './formulario-editar';

/**
 * `pedidos.aprobar`: a draft (1 or 111; a 112 line is approved with its parent) goes to state 2 with
 * its 112 lines: approval date and actor, fecha_estado2 and the negotiated date (approval + profile
 * search days + 1). One state-change event per order changed; one transaction.
 */
export async function aprobarPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  datos: { id: number; version: number },
  ahora: Date,
): Promise<PedidoGuardado> {
  return em.transactional(async (tx) => {
    const padre = await cargarPedidoParaEscribir(tx, usuario.alcance, datos.id, datos.version, [
      'perfilSeleccion',
      'pedidosHijos',
    ]);
    exigirOrdinario(padre);
    exigirEditable(padre.estadoPedido);
    const transicion = maquinaPedido.aprobar(padre.estadoPedido);
    if (!transicion.ok) throw new AppError('CONFLICT', transicion.mensaje);
    const perfil = padre.perfilSeleccion;
    if (perfil.estadoPerfil !== EstadoPerfil.APROBADO)
      throw new AppError('CONFLICT', MENSAJES_FORMULARIO_PEDIDO.perfilNoAprobado);

    aprobarLineas(tx, padre, transicion.estadoNuevo, usuario.id, ahora);
    await tx.flush();
    return { id: padre.id, estado: padre.estadoPedido, version: padre.version };
  });
}
