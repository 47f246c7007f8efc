/**
 * "Agregar a pedido de stock" from the candidates by category (issue 35): several category people onto one city
 * line of a stock order, in ONE transaction, each exactly as "Enviar a pedido" (vincularCandidato, the category row
 * closed). When any person is refused nobody is added, and the message names each refused person with the reason.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Pedido } from '@talento/db';
import {
  ESTADO_PEDIDO,
  ESTADOS_PEDIDO_ACTIVOS,
  EstadoPerfil,
  MENSAJES_CANDIDATOS_CATEGORIA as M,
  MENSAJES_LOTE,
  MENSAJES_PEDIDOS_STOCK,
  nombreCompleto,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError } from '../../../../nucleo/errors';
import { filtroCliente } from '../../../../nucleo/sql/alcance';
import { bloquearCandidato, cargarPedidoParaGestionar, vincularCandidato } from '../../../candidatos-pedido';
import { bloquearFilaActiva, personaDeFila } from './candidatos-categoria';

/** Safety cap of the destination list. */
const MAXIMO_LINEAS = 100;

/**
 * The city lines of current stock orders (states 2–4, filter questions defined, profile approved) of the user's
 * clients (in the query), newest first: where the marked category people can go.
 */
export async function lineasStockDestino(em: EntityManager, usuario: UsuarioSesion) {
  const lineas = await em.find(
    Pedido,
    {
      $and: [
        filtroCliente(usuario.alcance),
        {
          esStock: true,
          ciudad: { $ne: null },
          estadoPedido: { $in: [...ESTADOS_PEDIDO_ACTIVOS] },
          fac: { $ne: null },
          perfilSeleccion: { estadoPerfil: EstadoPerfil.APROBADO },
        },
      ],
    },
    { populate: ['cliente', 'ciudad'], orderBy: { id: 'desc' }, limit: MAXIMO_LINEAS },
  );
  return lineas.map((p) => ({
    id: p.id,
    nombreCargo: p.nombreCargo,
    cliente: p.cliente.nombre,
    ciudad: p.ciudad?.nombre ?? null,
    estadoEtiqueta: ESTADO_PEDIDO.etiqueta(p.estadoPedido),
  }));
}

export async function enviarVariosAPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: { ids: readonly number[]; pedidoId: number },
  ahora: Date,
) {
  // The people of the rows, read before locking (lock order: the person, then their category row).
  const personas = new Map<number, number>();
  for (const id of e.ids) personas.set(id, await personaDeFila(em, id));
  return em.transactional(async (tx) => {
    const pedido = await cargarPedidoParaGestionar(tx, usuario.alcance, e.pedidoId);
    if (pedido.esStock) {
      await tx.populate(pedido, ['perfilSeleccion']);
      if (pedido.perfilSeleccion.estadoPerfil !== EstadoPerfil.APROBADO)
        throw new AppError('BAD_REQUEST', MENSAJES_PEDIDOS_STOCK.perfilNoAprobado);
    }
    const rechazos: string[] = [];
    const filas = [...personas].sort((a, b) => a[1] - b[1]);
    for (const [id, candidatoId] of filas) {
      const candidato = await bloquearCandidato(tx, candidatoId);
      try {
        const fila = await bloquearFilaActiva(tx, id);
        await vincularCandidato(tx, pedido, candidato, usuario.id, ahora);
        fila.estado = 2;
        await tx.flush();
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'BAD_REQUEST') throw error;
        rechazos.push(MENSAJES_LOTE.deCandidato(nombreCompleto(candidato), error.message));
      }
    }
    // Rolls the whole transaction back: nobody already linked in it is added, no category row is closed.
    if (rechazos.length) throw new AppError('BAD_REQUEST', MENSAJES_LOTE.noAgregados(rechazos));
    return { pedidoId: pedido.id, mensaje: M.enviadosAPedido(filas.length, pedido.id) };
  });
}
