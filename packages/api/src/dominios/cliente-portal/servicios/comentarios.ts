import type { EntityManager } from '@mikro-orm/postgresql';
import { ComentarioPedido, Usuario } from '@talento/db';
import { TipoEventoPedido, VisibilidadComentario, type EntradaComentarCliente } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { nombreDeUsuario, registrarEvento } from '../../pedidos';
import { cargarPedidoCliente } from './alcance';

/** Safety cap of the list (an order carries tens of comments). */
const MAXIMO = 500;

/** Comments visible to the client (visibilidad 0) of an order the client sees, newest first, author by name. */
export async function listarComentariosCliente(em: EntityManager, usuario: UsuarioSesion, pedidoId: number) {
  const pedido = await cargarPedidoCliente(em, usuario.alcance, pedidoId);
  const comentarios = await em.find(
    ComentarioPedido,
    { pedido: pedido.id, visibilidad: VisibilidadComentario.VISIBLE_CLIENTE },
    { populate: ['usuario'], orderBy: [{ fecha: 'desc' }, { id: 'desc' }], limit: MAXIMO },
  );
  return comentarios.map((c) => ({
    id: c.id,
    texto: c.texto,
    fecha: c.fecha,
    autor: nombreDeUsuario(c.usuario) ?? '',
  }));
}

/** A client comment: stored visible to the client (visibilidad 0) so staff and client see it; event type 7; one transaction. */
export async function comentarCliente(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaComentarCliente,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedidoCliente(tx, usuario.alcance, entrada.pedidoId);
    const comentario = tx.create(ComentarioPedido, {
      pedido,
      usuario: tx.getReference(Usuario, usuario.id),
      fecha: ahora,
      texto: entrada.texto,
      visibilidad: VisibilidadComentario.VISIBLE_CLIENTE,
    });
    registrarEvento(tx, pedido, {
      tipoEvento: TipoEventoPedido.NUEVO_COMENTARIO,
      actorId: usuario.id,
      fecha: ahora,
    });
    await tx.flush();
    return { id: comentario.id };
  });
}
