import type { EntityManager } from '@mikro-orm/postgresql';
import { EventoPedido } from '@talento/db';
import { etiquetasEvento, TIPO_EVENTO_PEDIDO } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { cargarPedido } from './cargar';
import { nombreDeUsuario } from './detalle';

/** Safety cap of the log (an order carries tens of events). */
const MAXIMO = 500;

/** The action log of an order in scope, newest first, with labels, candidate and actor names. */
export async function listarEventos(em: EntityManager, usuario: UsuarioSesion, pedidoId: number) {
  const pedido = await cargarPedido(em, usuario.alcance, pedidoId);
  const eventos = await em.find(
    EventoPedido,
    { pedido: pedido.id },
    { populate: ['actor'], orderBy: [{ fecha: 'desc' }, { id: 'desc' }], limit: MAXIMO },
  );
  return eventos.map((e) => {
    const etiquetas = etiquetasEvento({
      tipo: e.tipoEvento,
      estadoAnterior: e.estadoAnterior ?? null,
      estadoNuevo: e.estadoNuevo ?? null,
      pool: e.pool ?? null,
      poolNuevo: e.poolNuevo ?? null,
    });
    return {
      id: e.id,
      tipo: e.tipoEvento,
      tipoEtiqueta: TIPO_EVENTO_PEDIDO.etiqueta(e.tipoEvento),
      estadoAnterior: e.estadoAnterior ?? null,
      estadoNuevo: e.estadoNuevo ?? null,
      pool: e.pool ?? null,
      poolNuevo: e.poolNuevo ?? null,
      anteriorEtiqueta: etiquetas.anterior,
      nuevoEtiqueta: etiquetas.nuevo,
      candidatoNombre: e.candidatoNombre ?? e.candidatoEspontaneoNombre ?? null,
      actor: nombreDeUsuario(e.actor),
      fecha: e.fecha,
    };
  });
}
