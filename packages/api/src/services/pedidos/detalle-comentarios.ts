import type { EntityManager } from '@mikro-orm/postgresql';
import { ComentarioPedido, Usuario } from '@talento/db';
import { TipoEventoPedido, VISIBILIDAD_COMENTARIO, visibilidadDeComentario } from '@talento/rules';
import type { UsuarioSesion } from '../../context';
import { cargarPedido } from './cargar';
import { nombreDeUsuario } from './detalle';
import { registrarEvento } from './eventos';

/** Safety cap of the list (an order carries tens of comments). */
const MAXIMO = 500;

/** Comments of an order in scope, newest first, with author and visibility. */
export async function listarComentarios(em: EntityManager, usuario: UsuarioSesion, pedidoId: number) {
  const pedido = await cargarPedido(em, usuario.alcance, pedidoId);
  const comentarios = await em.find(
    ComentarioPedido,
    { pedido: pedido.id },
    { populate: ['usuario'], orderBy: [{ fecha: 'desc' }, { id: 'desc' }], limit: MAXIMO },
  );
  return comentarios.map((c) => ({
    id: c.id,
    texto: c.texto,
    fecha: c.fecha,
    visibilidad: c.visibilidad,
    visibilidadEtiqueta: VISIBILIDAD_COMENTARIO.etiqueta(c.visibilidad),
    autor: nombreDeUsuario(c.usuario) ?? '',
  }));
}

export interface EntradaComentar {
  id: number;
  texto: string;
  visibleCliente: boolean;
}

/** Writes the comment (visibilidad 0 when visible to the client, else 2) and its event (type 7) in one transaction. */
export async function comentarPedido(em: EntityManager, usuario: UsuarioSesion, entrada: EntradaComentar, ahora: Date) {
  return em.transactional(async (tem) => {
    const pedido = await cargarPedido(tem, usuario.alcance, entrada.id);
    const comentario = tem.create(ComentarioPedido, {
      pedido,
      usuario: tem.getReference(Usuario, usuario.id),
      fecha: ahora,
      texto: entrada.texto,
      visibilidad: visibilidadDeComentario(entrada.visibleCliente),
    });
    registrarEvento(tem, pedido, { tipoEvento: TipoEventoPedido.NUEVO_COMENTARIO, actorId: usuario.id, fecha: ahora });
    await tem.flush();
    return { id: comentario.id };
  });
}
