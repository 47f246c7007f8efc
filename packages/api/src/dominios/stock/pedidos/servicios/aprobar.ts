import type { EntityManager } from '@mikro-orm/postgresql';
import { camposPorCompletar, EstadoPerfil, MENSAJES_PEDIDOS_STOCK, maquinaPedidoStock } from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError, errorDeCampos } from '../../../../nucleo/errors';
import { valoresVigentes } from '../../../administracion';
import { aprobarLineas } from '../../../pedidos';
import { cargarStockEditable } from './cargar';
import type { PedidoStockGuardado } from './editar';

/**
 * `pedidosStock.aprobar` (add_pedido, spec 01 §4/§6): a stock order in 1/111 goes to 2 with its 112 lines,
 * only with its profile approved ("El perfil debe estar aprobado"). Approval date and actor, fecha_estado2,
 * negotiated date, one state-change event per row; afterwards the order is read-only. An automatic draft (daily stock
 * job) is refused, with a message under each field, while a line still has what the job could not know.
 */
export async function aprobarPedidoStock(
  em: EntityManager,
  usuario: UsuarioSesion,
  datos: { id: number; version: number },
  ahora: Date,
): Promise<PedidoStockGuardado> {
  return em.transactional(async (tx) => {
    const padre = await cargarStockEditable(tx, usuario.alcance, datos.id, datos.version, [
      'perfilSeleccion',
      'pedidosHijos',
    ]);
    const transicion = maquinaPedidoStock.aprobarStock(padre.estadoPedido);
    if (!transicion.ok) throw new AppError('CONFLICT', transicion.mensaje);
    // A draft of the daily stock job is approved only once a person completed what the job could not know.
    if (padre.nivelAutomatico !== null && padre.nivelAutomatico !== undefined) {
      const lineas = [padre, ...padre.pedidosHijos.getItems().sort((a, b) => a.id - b.id)].filter(
        (l) => l.ciudad,
      );
      const { smmlv } = await valoresVigentes(tx, ahora);
      const campos = camposPorCompletar(
        lineas.map((l) => ({
          centroCosto: l.centroCosto ?? null,
          direccionPresentarse: l.direccionPresentarse ?? null,
          personaAutorizaIngreso: l.personaAutorizaIngreso ?? null,
          salario: l.salario === null || l.salario === undefined ? null : Number(l.salario),
          tieneRuta: l.tieneRuta,
          auxilioTransporteExtra: Number(l.auxilioTransporteExtra),
        })),
        smmlv,
      );
      if (Object.keys(campos).length > 0) throw errorDeCampos(campos);
    }
    const perfil = padre.perfilSeleccion;
    if (perfil.estadoPerfil !== EstadoPerfil.APROBADO)
      throw new AppError('CONFLICT', MENSAJES_PEDIDOS_STOCK.perfilNoAprobado);
    // A stock order has no filter-question step of its own and, without FAC, admits no candidates: each line
    // takes the approved profile's FAC (approving a profile requires one) unless it already has one.
    aprobarLineas(tx, padre, transicion.estadoNuevo, usuario.id, ahora, (pedido) => ({
      fac: pedido.fac ?? perfil.fac ?? null,
    }));
    await tx.flush();
    return { id: padre.id, estado: padre.estadoPedido, version: padre.version };
  });
}
