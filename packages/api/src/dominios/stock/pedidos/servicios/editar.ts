import type { EntityManager } from '@mikro-orm/postgresql';
import {
  MENSAJES_FORMULARIO_PEDIDO,
  MENSAJES_PEDIDOS_STOCK,
  type EntradaEditarPedidoStock,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { crearLineaHija, ponerEstadoMulticiudad, escribirOtrosAuxilios } from '../../../pedidos';
import { cargarStockEditable } from './cargar';
import { camposComunesStock, camposLineaStock } from './campos';
import { conIndiceUnicoStock, validarReferenciasStock } from './validacion';
import { errorDeCampos } from '../../../../nucleo/errors';

export interface PedidoStockGuardado {
  id: number;
  estado: number;
  version: number;
}

/**
 * `pedidosStock.editar` (change_pedido): saves a stock order in 1/111 and its blocks. The first block stays
 * on the parent row; the others are 112 children matched by id, new ones created (112, with their event).
 * Removing a block is its own action (`eliminarLinea`, delete_pedido): every existing block must come back.
 * The duplicate check excludes the order's own rows. Stale version → CONFLICT, nothing written.
 */
export async function editarPedidoStock(
  em: EntityManager,
  usuario: UsuarioSesion,
  datos: EntradaEditarPedidoStock,
  ahora: Date,
): Promise<PedidoStockGuardado> {
  return conIndiceUnicoStock(() =>
    em.transactional(async (tx) => {
      const padre = await cargarStockEditable(tx, usuario.alcance, datos.id, datos.version, [
        'pedidosHijos',
        'otrosAuxilios',
        'pedidosHijos.otrosAuxilios',
      ]);
      const hijos = new Map(padre.pedidosHijos.getItems().map((h) => [h.id, h]));
      const [primera, ...resto] = datos.lineas;
      if (!primera) throw new Error('validated input without lines');
      const campos: Record<string, string> = {};
      if (primera.id !== undefined && primera.id !== padre.id)
        campos['lineas.0.id'] = MENSAJES_FORMULARIO_PEDIDO.lineaNoExiste;
      resto.forEach((l, i) => {
        if (l.id !== undefined && !hijos.has(l.id))
          campos[`lineas.${i + 1}.id`] = MENSAJES_FORMULARIO_PEDIDO.lineaNoExiste;
      });
      const enviados = new Set(resto.map((l) => l.id));
      if ([...hijos.keys()].some((id) => !enviados.has(id)))
        campos.lineas = MENSAJES_PEDIDOS_STOCK.lineaFaltante;
      if (Object.keys(campos).length > 0) throw errorDeCampos(campos);
      const refs = await validarReferenciasStock(
        tx,
        usuario.alcance,
        datos,
        ahora,
        [padre.id, ...hijos.keys()],
        padre.fechaSolicitud,
      );

      const comunes = camposComunesStock(datos, refs);
      // Always touch the parent, so its version is checked (and bumped) by this write.
      tx.assign(padre, { ...comunes, ...camposLineaStock(tx, primera, refs), actualizadoEn: ahora });
      escribirOtrosAuxilios(tx, padre, primera.otrosAuxilios, padre.otrosAuxilios.getItems());
      for (const linea of resto) {
        const existente = linea.id === undefined ? undefined : hijos.get(linea.id);
        if (existente) {
          tx.assign(existente, { ...comunes, ...camposLineaStock(tx, linea, refs), actualizadoEn: ahora });
          escribirOtrosAuxilios(tx, existente, linea.otrosAuxilios, existente.otrosAuxilios.getItems());
          continue;
        }
        const hijo = crearLineaHija(
          tx,
          padre,
          { ...comunes, ...camposLineaStock(tx, linea, refs) },
          usuario.id,
          ahora,
        );
        escribirOtrosAuxilios(tx, hijo, linea.otrosAuxilios);
      }
      ponerEstadoMulticiudad(tx, padre, resto.length > 0, usuario.id, ahora);
      await tx.flush();
      return { id: padre.id, estado: padre.estadoPedido, version: padre.version };
    }),
  );
}
