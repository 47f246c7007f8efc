import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, Pedido, type CandidatoPedido } from '@talento/db';
import type { ResultadoCandidato, SituacionCandidato } from '@talento/rules';
import { AppError, noEncontrado } from '../../../nucleo/errors';

/** What the state machine needs to know about a candidate-in-order. */
export function situacionDe(cp: CandidatoPedido): SituacionCandidato {
  return {
    estado: cp.estadoCandidatoPedido,
    pool: cp.pool,
    activo: cp.activo,
    etapaPedido: cp.pedido.estadoPedido,
    esStock: cp.pedido.esStock,
  };
}

/** A refused move: the machine's Spanish message as BAD_REQUEST, nothing written. */
export function exigirTransicion(
  r: ResultadoCandidato,
): asserts r is Extract<ResultadoCandidato, { ok: true }> {
  if (!r.ok) throw new AppError('BAD_REQUEST', r.mensaje);
}

/**
 * Locks the person's row (SELECT … FOR UPDATE) and reloads it, so availability is read and written by one
 * writer at a time (two orders adding the same person at once: the second sees "en proceso").
 * Lock order everywhere: candidate-in-order, then orders, then the person.
 */
export async function bloquearCandidato(tx: EntityManager, id: number): Promise<Candidato> {
  const candidato = await tx.findOne(Candidato, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!candidato) throw noEncontrado();
  return candidato;
}

/** Locks and reloads an order already loaded in scope (its counters are about to change). */
export async function bloquearPedido(tx: EntityManager, id: number): Promise<Pedido> {
  const pedido = await tx.findOne(Pedido, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!pedido) throw noEncontrado();
  return pedido;
}

/** Answer of every candidate write: the row's new state and version, and the toast to show. */
export interface ResultadoAccionCandidato {
  id: number;
  version: number;
  estado: number;
  pool: number;
  activo: boolean;
  mensaje: string;
}

export function resultadoDe(cp: CandidatoPedido, mensaje: string): ResultadoAccionCandidato {
  return {
    id: cp.id,
    version: cp.version,
    estado: cp.estadoCandidatoPedido,
    pool: cp.pool,
    activo: cp.activo,
    mensaje,
  };
}

/** `%`/`_` of user text are matched literally in ILIKE patterns. */
export function patronBusqueda(termino: string): string {
  return `%${termino.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
