/**
 * Applies one result posted by the test platform (signature already verified by the server route), in one
 * transaction, through `registrarCalificacionEnPedido` (the same mechanism as the FAC answered through our link):
 * the result's rating (tests, report links, video interviews with their dates), the invited person's statuses →
 * Presentada, and the order's score and discard from the union of every stored result — which reorders the
 * pre-selected list and clears "No ha realizado X". Idempotent per `idResultado`: a result already applied changes
 * nothing (also when two copies race: the unique id makes the second one a no-op).
 */
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CalificacionPruebaDigital, Candidato, CandidatoProgramado } from '@talento/db';
import { MENSAJES_RESULTADO_PLATAFORMA as M, type ResultadoPlataforma } from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';
import { registrarCalificacionEnPedido } from './registrar-calificacion';

export type ResultadoAplicacion =
  | { estado: 'aplicado'; calificacionId: number; puntajeGlobal: number | null }
  | { estado: 'ya_aplicado' }
  /** Nothing written: the result does not match an invitation we can apply it to (Spanish message). */
  | { estado: 'rechazado'; mensaje: string };

const yaAplicado = { estado: 'ya_aplicado' } as const;

async function aplicarEn(
  tx: EntityManager,
  r: ResultadoPlataforma,
  ahora: Date,
): Promise<ResultadoAplicacion> {
  if (await tx.count(CalificacionPruebaDigital, { idResultadoPlataforma: r.idResultado })) return yaAplicado;
  const programado = await tx.findOne(
    CandidatoProgramado,
    { pedido: r.pedidoId, correo: r.correo },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!programado) throw new AppError('BAD_REQUEST', M.noInvitado);
  const candidato =
    programado.candidato ?? (await tx.findOne(Candidato, { email: r.correo }, { orderBy: { id: 'asc' } }));
  if (!candidato) throw new AppError('BAD_REQUEST', M.sinHojaDeVida);

  const registrada = await registrarCalificacionEnPedido(
    tx,
    {
      candidato,
      pedido: programado.pedido,
      programado,
      pruebas: r.pruebas,
      puntajeGlobalReportado: r.puntajeGlobal,
      descartado: r.descartado,
      urlInforme: r.urlInforme,
      urlInformeLite: r.urlInformeLite,
      idResultadoPlataforma: r.idResultado,
      entrevistas: r.entrevistas.map((e) => ({ ...e, fecha: e.fecha === null ? null : new Date(e.fecha) })),
    },
    ahora,
  );
  return { estado: 'aplicado', ...registrada };
}

export async function aplicarResultadoPlataforma(
  em: EntityManager,
  resultado: ResultadoPlataforma,
  ahora: Date,
): Promise<ResultadoAplicacion> {
  try {
    return await em.fork().transactional((tx) => aplicarEn(tx, resultado, ahora));
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return yaAplicado;
    if (error instanceof AppError && error.code === 'BAD_REQUEST')
      return { estado: 'rechazado', mensaje: error.message };
    throw error;
  }
}
