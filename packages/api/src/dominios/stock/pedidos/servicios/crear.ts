import type { EntityManager } from '@mikro-orm/postgresql';
import { Pedido, Usuario } from '@talento/db';
import { EstadoPedido, type CamposPedidoStock } from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { registrarCambioEstado, crearLineaHija, escribirOtrosAuxilios } from '../../../pedidos';
import { cargarPedidoStock } from './cargar';
import { camposComunesStock, camposLineaStock } from './campos';
import { conIndiceUnicoStock, validarReferenciasStock } from './validacion';

/**
 * `pedidosStock.crear` (also duplicate, with `duplicadoDe`): one block → a stock order in state 1; several →
 * a parent in 111 carrying the first block plus one child (112, es_hijo, pedido_padre) per extra block. Every
 * row gets its creation event; one transaction, so a refused input writes nothing.
 */
export async function crearPedidoStock(
  em: EntityManager,
  usuario: UsuarioSesion,
  datos: CamposPedidoStock,
  ahora: Date,
): Promise<{ id: number; estado: number }> {
  return conIndiceUnicoStock(() =>
    em.transactional(async (tx) => {
      // A duplicate must come from a stock order the user can see.
      if (datos.duplicadoDe !== undefined) await cargarPedidoStock(tx, usuario.alcance, datos.duplicadoDe);
      const refs = await validarReferenciasStock(tx, usuario.alcance, datos, ahora);
      const actor = tx.getReference(Usuario, usuario.id);
      const [primera, ...resto] = datos.lineas;
      if (!primera) throw new Error('validated input without lines');
      const estado = resto.length > 0 ? EstadoPedido.SOLICITUD_MULTICIUDAD : EstadoPedido.SOLICITUD;
      const comunes = camposComunesStock(datos, refs);
      const base = {
        ...comunes,
        createdBy: actor,
        encargadoPedido: actor,
        fechaSolicitud: ahora,
        actualizadoEn: ahora,
      };
      const padre = tx.create(Pedido, {
        ...base,
        ...camposLineaStock(tx, primera, refs),
        estadoPedido: estado,
      });
      escribirOtrosAuxilios(tx, padre, primera.otrosAuxilios);
      registrarCambioEstado(tx, padre, usuario.id, null, estado, ahora);
      for (const linea of resto) {
        const hijo = crearLineaHija(
          tx,
          padre,
          { ...comunes, ...camposLineaStock(tx, linea, refs) },
          usuario.id,
          ahora,
        );
        escribirOtrosAuxilios(tx, hijo, linea.otrosAuxilios);
      }
      await tx.flush();
      return { id: padre.id, estado };
    }),
  );
}
