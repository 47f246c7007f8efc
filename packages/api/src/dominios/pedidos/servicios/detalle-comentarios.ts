import type { EntityManager } from '@mikro-orm/postgresql';
import { ComentarioPedido } from '@talento/db';
import { TipoEventoPedido, VISIBILIDAD_COMENTARIO, visibilidadDeComentario } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { consultaPreparada } from '../../../nucleo/sql/consulta-preparada';
import { noEncontrado } from '../../../nucleo/errors';
import { cargarPedido } from './cargar';
import { sqlAlcance } from '../../../nucleo/sql/alcance';
import { Parametros } from '../../../nucleo/sql/parametros';
import { nombreDeUsuario } from './detalle';

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

/**
 * Writes the comment (visibilidad 0 when visible to the client, else 2) and its event (type 7) in one
 * statement, so both or neither are stored; the order must be in the caller's scope (inside the same
 * statement: nothing is written otherwise, NOT_FOUND). No entity is loaded: the comment needs only the
 * order's id.
 */
export async function comentarPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaComentar,
  ahora: Date,
) {
  const q = new Parametros();
  const sql = `with p as (select p.id from pedido p where p.id = ${q.v(Math.trunc(entrada.id))}${sqlAlcance(q, usuario.alcance)}),
    c as (
      insert into comentario_pedido (usuario_id, pedido_id, fecha, texto, visibilidad)
      select ${q.v(usuario.id)}::int, p.id, ${q.v(ahora)}::timestamptz, ${q.v(entrada.texto)}, ${q.v(visibilidadDeComentario(entrada.visibleCliente))}::smallint from p
      returning id
    ),
    e as (
      insert into evento_pedido (pedido_id, tipo_evento, actor_id, fecha)
      select p.id, ${Math.trunc(TipoEventoPedido.NUEVO_COMENTARIO)}, ${q.v(usuario.id)}::int, ${q.v(ahora)}::timestamptz from p
    )
  select id from c`;
  const [fila] = await consultaPreparada<{ id: number }>(em, sql, q.valores);
  if (!fila) throw noEncontrado();
  return { id: fila.id };
}
