import type { EntityManager } from '@mikro-orm/postgresql';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { aprobarPerfil } from '../../../perfiles';
import { cargarPedidoStock } from './cargar';

/**
 * `pedidosStock.aprobarPerfil` (change_perfilseleccion, spec 01 §6): approves the profile of a stock order
 * from its edit screen, with the same rule as the profile screen (0/1 → 2 only with a FAC defined). The
 * order must be in scope; the profile's version is the one the screen showed.
 */
export async function aprobarPerfilDeStock(
  em: EntityManager,
  usuario: UsuarioSesion,
  datos: { pedidoId: number; perfilVersion: number },
  ahora: Date,
) {
  const pedido = await cargarPedidoStock(em, usuario.alcance, datos.pedidoId);
  return aprobarPerfil(em, usuario, { id: pedido.perfilSeleccion.id, version: datos.perfilVersion }, ahora);
}
