/**
 * Create and edit a hiring order (spec 01 §4 lifecycle, §5 rules, §6 add/change_ordencontratacion): one
 * transaction each, scope inside the queries, version check, event 8 in the same transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, Cliente, OrdenContratacion, Usuario } from '@talento/db';
import {
  camposCambiados,
  EstadoCandidatoPedido,
  esquemaOrdenContratacion,
  MENSAJES_CONTRATACION as M,
  puedeCrearOrden,
  puedeEditar,
  type CamposOrdenContratacion,
  type EntradaCrearOrden,
  type EntradaEditarOrden,
} from '@talento/rules';
import { TRPCError } from '@trpc/server';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError, noEncontrado } from '../../../nucleo/errors';
import { cargarPedidoParaEscribir } from '../../pedidos';
import { camposDe, valoresEntidad } from './campos';
import { cargarOrdenParaEscribir, estadoDe, reglasDeCliente } from './cargar';
import { registrarOrdenModificada } from './eventos';
import { verificarReferencias } from './referencias';

/** The client's conditional rules applied on the server with the same schema as the form. */
async function validarConReglas(
  tx: EntityManager,
  clienteId: number,
  orden: CamposOrdenContratacion,
  conReferencias = true,
  cargoActual?: number,
): Promise<CamposOrdenContratacion> {
  const r = esquemaOrdenContratacion(await reglasDeCliente(tx, clienteId)).safeParse(orden);
  if (!r.success) {
    const error = r.error;
    error.issues.forEach((i) => i.path.unshift('orden'));
    throw new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause: error });
  }
  if (conReferencias) await verificarReferencias(tx, r.data, cargoActual);
  return r.data;
}

/** Next consecutivo of the client, under a lock of the client row (two saves never take the same number). */
async function siguienteConsecutivo(tx: EntityManager, clienteId: number): Promise<number> {
  await tx.execute('select id from cliente where id = ? for update', [clienteId]);
  const [fila] = await tx.execute<{ n: number }[]>(
    'select coalesce(max(consecutivo), 0)::int + 1 as n from orden_contratacion where cliente_id = ?',
    [clienteId],
  );
  return fila?.n ?? 1;
}

export interface OpcionesCrear {
  /** Started from the client portal: only candidates the client approved (state 6). */
  porCliente: boolean;
}

export async function crearOrden(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaCrearOrden,
  { porCliente }: OpcionesCrear,
) {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedidoParaEscribir(tx, usuario.alcance, entrada.pedidoId, undefined);
    const ids = [...new Set(entrada.candidatoPedidoIds)];
    const cps = await tx.find(
      CandidatoPedido,
      {
        $and: [
          { id: { $in: ids }, pedido: pedido.id, activo: true },
          filtroCliente(usuario.alcance, 'pedido.cliente'),
        ],
      },
      { populate: ['candidato'] },
    );
    if (cps.length !== ids.length) throw noEncontrado();
    const estados = cps.map((cp) => cp.estadoCandidatoPedido);
    const r = puedeCrearOrden(estados, pedido.estadoPedido);
    if (!r.ok) throw new AppError('BAD_REQUEST', r.mensaje);
    if (porCliente && estados.some((e) => e !== EstadoCandidatoPedido.EN_CONTRATACION))
      throw new AppError('BAD_REQUEST', M.candidatoNoPermite);
    const [conOrden] = await tx.execute<{ n: number }[]>(
      'select count(*)::int as n from orden_contratacion_candidato where candidato_pedido_id in (?)',
      [ids],
    );
    if ((conOrden?.n ?? 0) > 0) throw new AppError('CONFLICT', M.candidatoConOrden);
    const clienteId = pedido.cliente.id;
    const datos = await validarConReglas(tx, clienteId, entrada.orden);
    const consecutivo = await siguienteConsecutivo(tx, clienteId);
    const orden = tx.create(OrdenContratacion, {
      pedido,
      cliente: tx.getReference(Cliente, clienteId),
      consecutivo,
      consecutivoCliente: String(consecutivo),
      creadoPorCliente: porCliente,
      creadoPor: tx.getReference(Usuario, usuario.id),
      ...valoresEntidad(tx, datos),
    });
    for (const cp of cps) orden.candidatos.add(cp);
    registrarOrdenModificada(tx, pedido, orden, usuario.id);
    await tx.flush();
    return { id: orden.id, version: orden.version, consecutivo, mensaje: M.guardada };
  });
}

export async function editarOrden(em: EntityManager, usuario: UsuarioSesion, entrada: EntradaEditarOrden) {
  return em.transactional(async (tx) => {
    const orden = await cargarOrdenParaEscribir(tx, usuario.alcance, entrada.id, entrada.version);
    const estado = await estadoDe(tx, orden);
    // A filed order only changes its observations (checked below): masters deactivated since filing must not block that.
    const datos = await validarConReglas(
      tx,
      orden.cliente.id,
      entrada.orden,
      estado !== 'radicada',
      orden.cargo.id,
    );
    const cambiados = camposCambiados(camposDe(orden), datos);
    const r = puedeEditar(estado, cambiados);
    if (!r.ok) throw new AppError('BAD_REQUEST', r.mensaje);
    if (!cambiados.length)
      return { id: orden.id, version: orden.version, consecutivo: orden.consecutivo, mensaje: M.guardada };
    tx.assign(orden, valoresEntidad(tx, datos));
    registrarOrdenModificada(tx, orden.pedido, orden, usuario.id);
    await tx.flush();
    return { id: orden.id, version: orden.version, consecutivo: orden.consecutivo, mensaje: M.guardada };
  });
}
