import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, CategoriaStock, MotivoRechazo, Pedido } from '@talento/db';
import { ESTADO_PEDIDO, ESTADOS_PEDIDO_ACTIVOS, EstadoPerfil } from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../nucleo/context';
import { cargarPedido } from '../../pedidos';
import { filtroCompatiblesCon } from '../../vetados';

/** Safety cap of the destination lists of the discard modal. */
const MAXIMO = 100;

/** `candidatosPedido.motivosRechazo`: active rejection reasons, by name. */
export async function listarMotivosRechazo(em: EntityManager) {
  const motivos = await em.find(MotivoRechazo, { activo: true }, { orderBy: { nombre: 'asc' } });
  return motivos.map((m) => ({ id: m.id, nombre: m.nombre }));
}

/**
 * `candidatosPedido.destinosDescarte`: where a discarded candidate of this order can go: active stock
 * categories, and the other orders in scope in states 2–4 compatible with it (same profile or same client),
 * split into current and stock orders; with the people being discarded, only orders they may go to
 * (`filtroCompatiblesCon`: no client that barred them; one person: their city).
 */
export async function listarDestinosDescarte(
  em: EntityManager,
  usuario: UsuarioSesion,
  pedidoId: number,
  candidatoPedidoIds: readonly number[] = [],
) {
  const pedido = await cargarPedido(em, usuario.alcance, pedidoId);
  // The people being discarded, read inside this order only (another order's rows are ignored).
  const personas = candidatoPedidoIds.length
    ? (
        await em.find(
          CandidatoPedido,
          { id: { $in: [...candidatoPedidoIds] }, pedido: pedido.id },
          { fields: ['candidato'] },
        )
      ).map((cp) => cp.candidato.id)
    : [];
  const compatibles = await filtroCompatiblesCon(em, personas);
  const categorias = await em.find(CategoriaStock, { estado: 1 }, { orderBy: { nombre: 'asc' } });
  const pedidos = await em.find(
    Pedido,
    {
      $and: [
        filtroCliente(usuario.alcance),
        { id: { $ne: pedido.id }, estadoPedido: { $in: [...ESTADOS_PEDIDO_ACTIVOS] }, fac: { $ne: null } },
        { $or: [{ perfilSeleccion: pedido.perfilSeleccion.id }, { cliente: pedido.cliente.id }] },
        // A stock order is offered only while its profile is approved (spec 02 §4, issue 15).
        { $or: [{ esStock: false }, { perfilSeleccion: { estadoPerfil: EstadoPerfil.APROBADO } }] },
        compatibles,
      ],
    },
    { populate: ['cliente', 'ciudad'], orderBy: { id: 'desc' }, limit: MAXIMO },
  );
  const dto = (p: Pedido) => ({
    id: p.id,
    nombreCargo: p.nombreCargo,
    cliente: p.cliente.nombre,
    ciudad: p.ciudad?.nombre ?? null,
    estado: p.estadoPedido,
    estadoEtiqueta: ESTADO_PEDIDO.etiqueta(p.estadoPedido),
  });
  return {
    categorias: categorias.map((c) => ({ id: c.id, nombre: c.nombre })),
    pedidosVigentes: pedidos.filter((p) => !p.esStock).map(dto),
    pedidosStock: pedidos.filter((p) => p.esStock).map(dto),
  };
}
