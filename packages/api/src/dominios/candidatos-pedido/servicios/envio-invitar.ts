/**
 * Bulk invitation e-mail to enter the CV (spec 01 §5 bulk e-mail): one queued e-mail per address, in one
 * transaction. Tests are not scheduled here: the one invitation to tests is `pedidos.invitarPruebas`, which
 * checks the tests the order defines and calls the test platform; a request with tests flagged is refused.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { cargarPedidoParaGestionar } from './cargar';
import {
  etapaAdmiteInvitacion,
  MENSAJES_ENVIO,
  PRUEBAS_INVITACION,
  separarCorreos,
  type EntradaInvitarCorreo,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { encolarCorreo } from '../../../nucleo/outbox/encolar';
import { correoInvitacion } from './envio-correo';

export async function invitarPorCorreo(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaInvitarCorreo,
) {
  const lista = separarCorreos(entrada.correos);
  if (!lista.ok) throw new AppError('BAD_REQUEST', lista.mensaje);
  if (PRUEBAS_INVITACION.some((p) => entrada.pruebas?.[p] === true))
    throw new AppError('BAD_REQUEST', MENSAJES_ENVIO.pruebasPorPlataforma);
  return em.transactional(async (tx) => {
    const pedido = await cargarPedidoParaGestionar(tx, usuario.alcance, entrada.pedidoId, ['ciudad']);
    if (!etapaAdmiteInvitacion(pedido.estadoPedido))
      throw new AppError('BAD_REQUEST', MENSAJES_ENVIO.etapaInvitacion);
    const correo = correoInvitacion({
      id: pedido.id,
      nombreCargo: pedido.nombreCargo,
      ciudad: pedido.ciudad?.nombre ?? null,
    });
    for (const direccion of lista.correos) {
      encolarCorreo(tx, { para: [direccion], ...correo, referencia: `pedido:${pedido.id}` });
    }
    await tx.flush();
    return { msj: MENSAJES_ENVIO.invitados(lista.correos.length) };
  });
}
