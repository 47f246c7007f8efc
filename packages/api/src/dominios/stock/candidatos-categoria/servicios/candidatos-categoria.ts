import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, CandidatoCategoria, CategoriaStock, Ciudad, Pedido } from '@talento/db';
import {
  ESTADO_PEDIDO,
  ESTADOS_PEDIDO_ACTIVOS,
  EstadoPerfil,
  MENSAJES_CANDIDATOS_CATEGORIA as M,
  MENSAJES_PEDIDOS_STOCK,
  MENSAJES_STOCK_HV,
  type EntradaAgregarCandidatoCategoria,
} from '@talento/rules';
import type { z } from 'zod';
import { filtroCliente } from '../../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError } from '../../../../nucleo/errors';
import {
  cargarPedidoParaGestionar,
  bloquearCandidato,
  ubicarPersonaEnCategoria,
  vincularCandidato,
} from '../../../candidatos-pedido';
import { filtroCompatiblesCon } from '../../../vetados';
import { exigirUbicableEnCategoria, ubicarEnCategoria } from './candidato-categoria';

const rechazo = (mensaje: string) => new AppError('BAD_REQUEST', mensaje);
/** Safety cap of the destination lists of the send-to-order modal. */
const MAXIMO_PEDIDOS = 100;

/**
 * "Agregar candidato" to a category (`add_candidatocategoriastock`): the registered person with that document, free,
 * with digital tests and in no active category (spec 02 §5), for a city. One transaction holding the person's row
 * lock; the partial unique index "one active category per person" still refuses a second placement that slipped
 * through, with the same message.
 */
export async function agregarCandidatoCategoria(
  em: EntityManager,
  usuarioId: number,
  e: z.output<typeof EntradaAgregarCandidatoCategoria>,
  ahora: Date,
) {
  const existente = await em.findOne(Candidato, { numeroDocumento: e.numeroDocumento }, { fields: ['id'] });
  if (!existente) throw new AppError('NOT_FOUND', M.noEncontrado);
  try {
    return await em.transactional(async (tx) => {
      const candidato = await bloquearCandidato(tx, existente.id);
      const [categoria, ciudad] = await Promise.all([
        tx.findOne(CategoriaStock, { id: e.categoriaId, estado: 1 }),
        tx.findOne(Ciudad, { id: e.ciudadId }),
      ]);
      if (!categoria) throw rechazo(M.categoriaInexistente);
      if (!ciudad) throw rechazo(M.ciudadInexistente);
      const ultima = await exigirUbicableEnCategoria(tx, candidato, categoria.id, {
        yaEnCategoria: M.yaAsociado,
        yaEnOtraCategoria: M.enOtraVigente,
        noDisponible: MENSAJES_STOCK_HV.noDisponible,
        sinPruebas: M.sinPruebas,
      });
      const fila = ubicarEnCategoria(tx, {
        candidato,
        ciudad,
        categoria,
        ultimaCalificacion: ultima,
        usuarioId,
        ahora,
      });
      ubicarPersonaEnCategoria(candidato);
      await tx.flush();
      return { id: fila.id, candidatoId: candidato.id, mensaje: M.asociado };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw rechazo(M.yaAsociado);
    throw error;
  }
}

/** The active category row, locked (after the person: the lock order of every placement). */
export async function bloquearFilaActiva(tx: EntityManager, id: number): Promise<CandidatoCategoria> {
  const fila = await tx.findOne(CandidatoCategoria, id, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (!fila) throw new AppError('NOT_FOUND', M.noEncontrado);
  if (fila.estado !== 1) throw rechazo(M.noActivo);
  return fila;
}

/** The person of a category row, read without locking (to lock them before the row). */
export async function personaDeFila(em: EntityManager, id: number): Promise<number> {
  const fila = await em.findOne(CandidatoCategoria, id, { fields: ['candidato'] });
  if (!fila) throw new AppError('NOT_FOUND', M.noEncontrado);
  return fila.candidato.id;
}

/**
 * Removes a person from their category (estado 2). Their stock availability goes back to free only when the
 * category was what held them (3): a person also in an order or a client's stock keeps that availability.
 */
export async function retirarCandidatoCategoria(em: EntityManager, id: number) {
  const candidatoId = await personaDeFila(em, id);
  return em.transactional(async (tx) => {
    const candidato = await bloquearCandidato(tx, candidatoId);
    const fila = await bloquearFilaActiva(tx, id);
    fila.estado = 2;
    if (candidato.disponibilidadStock === 3) candidato.disponibilidadStock = 0;
    await tx.flush();
    return { id, mensaje: M.retirado };
  });
}

/**
 * Where a category candidate can go: the orders of the user's scope (in the query) in states 2–4 with their
 * filter questions defined that the person may join (`filtroCompatiblesCon`: no client that barred them; their city
 * of residence when known), split into current orders and stock orders (these only while their profile is approved).
 */
export async function pedidosCompatibles(em: EntityManager, usuario: UsuarioSesion, id: number) {
  const candidatoId = await personaDeFila(em, id);
  const compatibles = await filtroCompatiblesCon(em, [candidatoId]);
  const pedidos = await em.find(
    Pedido,
    {
      $and: [
        filtroCliente(usuario.alcance),
        { estadoPedido: { $in: [...ESTADOS_PEDIDO_ACTIVOS] }, fac: { $ne: null } },
        { $or: [{ esStock: false }, { perfilSeleccion: { estadoPerfil: EstadoPerfil.APROBADO } }] },
        compatibles,
      ],
    },
    { populate: ['cliente', 'ciudad'], orderBy: { id: 'desc' }, limit: MAXIMO_PEDIDOS },
  );
  const dto = (p: Pedido) => ({
    id: p.id,
    nombreCargo: p.nombreCargo,
    cliente: p.cliente.nombre,
    ciudad: p.ciudad?.nombre ?? null,
    estadoEtiqueta: ESTADO_PEDIDO.etiqueta(p.estadoPedido),
  });
  return {
    pedidosVigentes: pedidos.filter((p) => !p.esStock).map(dto),
    pedidosStock: pedidos.filter((p) => p.esStock).map(dto),
  };
}

/**
 * Sends a category candidate to an order: added like "Agregar" (`vincularCandidato`, so every order rule applies —
 * state, filter questions, availability, the client's bar, removed from that order), and the category row is closed
 * (estado 2): the person is now held by the order. Lock order: order, person, category row.
 */
export async function enviarCandidatoCategoriaAPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: { id: number; pedidoId: number },
  ahora: Date,
) {
  const candidatoId = await personaDeFila(em, e.id);
  return em.transactional(async (tx) => {
    const pedido = await cargarPedidoParaGestionar(tx, usuario.alcance, e.pedidoId);
    if (pedido.esStock) {
      await tx.populate(pedido, ['perfilSeleccion']);
      if (pedido.perfilSeleccion.estadoPerfil !== EstadoPerfil.APROBADO)
        throw rechazo(MENSAJES_PEDIDOS_STOCK.perfilNoAprobado);
    }
    const candidato = await bloquearCandidato(tx, candidatoId);
    const fila = await bloquearFilaActiva(tx, e.id);
    await vincularCandidato(tx, pedido, candidato, usuario.id, ahora);
    fila.estado = 2;
    await tx.flush();
    return { id: e.id, pedidoId: pedido.id, mensaje: M.enviadoAPedido(pedido.id) };
  });
}
