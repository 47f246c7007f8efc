import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido } from '@talento/db';
import {
  EstadoPedido,
  MENSAJES_FORMULARIO_PEDIDO,
  MENSAJES_PEDIDOS,
  maquinaPedido,
  type EntradaEditarPedido,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError, errorDeCampos } from '../../../nucleo/errors';
import { cargarPedidoParaEscribir, exigirOrdinario } from './cargar';
import { crearLineaHija, ponerEstadoMulticiudad } from './lineas-multiciudad';
import { camposComunes, camposLinea, escribirOtrosAuxilios } from './formulario-campos';
import { validarReferencias } from './formulario-validacion';

export interface PedidoGuardado {
  id: number;
  estado: number;
  version: number;
}

/** Only drafts 1 and 111 can be edited; closed orders answer the closed message. */
export function exigirEditable(estado: number): void {
  if (maquinaPedido.esCerrado(estado)) throw new AppError('CONFLICT', MENSAJES_PEDIDOS.cerrado);
  if (estado !== EstadoPedido.SOLICITUD && estado !== EstadoPedido.SOLICITUD_MULTICIUDAD) {
    throw new AppError('CONFLICT', MENSAJES_PEDIDOS.estadoNoPermite);
  }
}

/**
 * `pedidos.editar`: the first line stays on the parent row; other lines are 112 children (matched by
 * id, new ones created, missing ones removed). One line → state 1, several → 111 (with an event when
 * that changes). A stale version is refused before anything changes, and the ORM's version check
 * refuses a concurrent write that slipped in after the read (both → CONFLICT, nothing written).
 */
export async function editarPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  datos: EntradaEditarPedido,
  ahora: Date,
): Promise<PedidoGuardado> {
  return em.transactional(async (tx) => {
    const padre = await cargarPedidoParaEscribir(tx, usuario.alcance, datos.id, datos.version, [
      'pedidosHijos',
      'otrosAuxilios',
      'pedidosHijos.otrosAuxilios',
    ]);
    exigirOrdinario(padre);
    exigirEditable(padre.estadoPedido);
    const refs = await validarReferencias(tx, usuario.alcance, datos, ahora, padre.fechaSolicitud);

    const hijos = new Map(padre.pedidosHijos.getItems().map((h) => [h.id, h]));
    const [primera, ...resto] = datos.lineas;
    if (!primera) throw new Error('validated input without lines');
    const campos: Record<string, string> = {};
    if (primera.id !== undefined && primera.id !== padre.id)
      campos['lineas.0.id'] = MENSAJES_FORMULARIO_PEDIDO.lineaNoExiste;
    resto.forEach((l, i) => {
      const hijo = l.id === undefined ? undefined : hijos.get(l.id);
      if (l.id !== undefined && hijo?.estadoPedido !== EstadoPedido.CREADO)
        campos[`lineas.${i + 1}.id`] = MENSAJES_FORMULARIO_PEDIDO.lineaNoExiste;
    });
    if (Object.keys(campos).length > 0) throw errorDeCampos(campos);

    const comunes = camposComunes(datos, refs);
    // Always touch the parent, so its version is checked (and bumped) by this write.
    tx.assign(padre, { ...comunes, ...camposLinea(tx, primera), actualizadoEn: ahora });
    escribirOtrosAuxilios(tx, padre, datos.otrosAuxilios, padre.otrosAuxilios.getItems());

    const conservados = new Set<number>();
    for (const linea of resto) {
      const existente = linea.id === undefined ? undefined : hijos.get(linea.id);
      if (existente) {
        conservados.add(existente.id);
        tx.assign(existente, { ...comunes, ...camposLinea(tx, linea), actualizadoEn: ahora });
        escribirOtrosAuxilios(tx, existente, datos.otrosAuxilios, existente.otrosAuxilios.getItems());
      } else {
        const hijo = crearLineaHija(tx, padre, { ...comunes, ...camposLinea(tx, linea) }, usuario.id, ahora);
        escribirOtrosAuxilios(tx, hijo, datos.otrosAuxilios);
      }
    }
    const quitados = [...hijos.values()].filter((h) => !conservados.has(h.id));
    if (quitados.length > 0) {
      const conCandidatos = await tx.count(CandidatoPedido, { pedido: { $in: quitados.map((h) => h.id) } });
      if (conCandidatos > 0) throw new AppError('CONFLICT', MENSAJES_PEDIDOS.estadoNoPermite);
      for (const h of quitados) {
        for (const o of h.otrosAuxilios.getItems()) tx.remove(o);
        tx.remove(h);
      }
    }

    ponerEstadoMulticiudad(tx, padre, resto.length > 0, usuario.id, ahora);
    await tx.flush();
    return { id: padre.id, estado: padre.estadoPedido, version: padre.version };
  });
}
