import type { EntityManager } from '@mikro-orm/postgresql';
import { Pedido, Usuario } from '@talento/db';
import { EstadoPedido, type CamposPedido } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { cargarPedido } from './cargar';
import { registrarCambioEstado } from './eventos';
import { crearLineaHija } from './lineas-multiciudad';
import { camposComunes, camposLinea, escribirOtrosAuxilios } from './formulario-campos';
import { validarReferencias } from './formulario-validacion';

export interface PedidoCreado {
  id: number;
  estado: number;
}

/**
 * `pedidos.crear`: one city line → an order in state 1; several → a parent in 111 carrying the first
 * line plus one child (112, es_hijo, pedido_padre) per extra line. Every row gets its creation event
 * (type 0, null → new state); all in one transaction: a refused input writes nothing.
 */
export async function crearPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  datos: CamposPedido,
  ahora: Date,
): Promise<PedidoCreado> {
  return em.transactional(async (tx) => {
    const refs = await validarReferencias(tx, usuario.alcance, datos, ahora);
    // A duplicate must come from an order the user can see; a cancelled source is recorded as the
    // cancelled order this one replaces (pedido_padre_oc).
    const origen =
      datos.duplicadoDe === undefined ? null : await cargarPedido(tx, usuario.alcance, datos.duplicadoDe);
    const actor = tx.getReference(Usuario, usuario.id);
    const comunes = camposComunes(datos, refs);
    const [primera, ...resto] = datos.lineas;
    if (!primera) throw new Error('validated input without lines');

    const estado = resto.length > 0 ? EstadoPedido.SOLICITUD_MULTICIUDAD : EstadoPedido.SOLICITUD;
    const base = {
      ...comunes,
      createdBy: actor,
      encargadoPedido: actor,
      fechaSolicitud: ahora,
      actualizadoEn: ahora,
    };
    const padre = tx.create(Pedido, {
      ...base,
      ...camposLinea(tx, primera),
      estadoPedido: estado,
      pedidoPadreOc: origen?.estadoPedido === EstadoPedido.CANCELADO ? origen : null,
    });
    escribirOtrosAuxilios(tx, padre, datos.otrosAuxilios);
    registrarCambioEstado(tx, padre, usuario.id, null, estado, ahora);

    for (const linea of resto) {
      const hijo = crearLineaHija(tx, padre, { ...comunes, ...camposLinea(tx, linea) }, usuario.id, ahora);
      escribirOtrosAuxilios(tx, hijo, datos.otrosAuxilios);
    }
    await tx.flush();
    return { id: padre.id, estado };
  });
}
