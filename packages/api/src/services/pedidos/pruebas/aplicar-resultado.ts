/**
 * Applies one result posted by the test platform (signature already verified by the server route), in one
 * transaction: the candidate's digital-test rating for the order (tests, report links, video interviews), the
 * scheduled candidate's statuses of the reported tests → 2 Presentada (+ fecha_informa_prueba), and on the
 * candidate's active row in the order the overall score and the discard of the **union** of every result stored for
 * the order (a platform may post the tests in several partial results; `recalcularCalificacionEnPedido`) — which
 * reorders the pre-selected list and, since the rating belongs to the order, clears "No ha realizado X". Idempotent per `idResultado`: a result already applied
 * changes nothing (also when two copies race: the unique id makes the second one a no-op).
 */
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CalificacionPruebaDigital, Candidato, CandidatoProgramado, EntrevistaVideo, ResultadoPruebaDigital } from '@talento/db';
import { EstadoPruebaProgramada, MENSAJES_RESULTADO_PLATAFORMA as M, type ResultadoPlataforma } from '@talento/rules';
import { AppError } from '../../../errors';
import { recalcularCalificacionEnPedido } from './calificacion-del-pedido';
import { COLUMNA_DE_PRUEBA } from './programados';

export type ResultadoAplicacion =
  | { estado: 'aplicado'; calificacionId: number; puntajeGlobal: number | null }
  | { estado: 'ya_aplicado' }
  /** Nothing written: the result does not match an invitation we can apply it to (Spanish message). */
  | { estado: 'rechazado'; mensaje: string };

const yaAplicado = { estado: 'ya_aplicado' } as const;

async function aplicarEn(tx: EntityManager, r: ResultadoPlataforma, ahora: Date): Promise<ResultadoAplicacion> {
  if (await tx.count(CalificacionPruebaDigital, { idResultadoPlataforma: r.idResultado })) return yaAplicado;
  const programado = await tx.findOne(CandidatoProgramado, { pedido: r.pedidoId, correo: r.correo }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!programado) throw new AppError('BAD_REQUEST', M.noInvitado);
  const candidato = programado.candidato ?? (await tx.findOne(Candidato, { email: r.correo }, { orderBy: { id: 'asc' } }));
  if (!candidato) throw new AppError('BAD_REQUEST', M.sinHojaDeVida);
  programado.candidato = candidato;

  const calificacion = tx.create(CalificacionPruebaDigital, {
    candidato,
    pedido: programado.pedido,
    puntajeGlobalReportado: r.puntajeGlobal,
    descartado: r.descartado,
    urlInforme: r.urlInforme,
    urlInformeLite: r.urlInformeLite,
    fecha: ahora,
    idResultadoPlataforma: r.idResultado,
  });
  for (const p of r.pruebas) tx.create(ResultadoPruebaDigital, { calificacion, codigo: p.codigo, puntaje: p.puntaje, descartado: p.descartado });
  for (const e of r.entrevistas) tx.create(EntrevistaVideo, { calificacion, orden: e.orden, pregunta: e.pregunta, video: e.video });

  for (const p of r.pruebas) programado[COLUMNA_DE_PRUEBA[p.codigo]] = EstadoPruebaProgramada.PRESENTADA;
  programado.fechaInformaPrueba = ahora;

  await tx.flush();
  const final = await recalcularCalificacionEnPedido(tx, candidato.id, r.pedidoId);
  await tx.flush();
  return { estado: 'aplicado', calificacionId: calificacion.id, puntajeGlobal: final };
}

export async function aplicarResultadoPlataforma(em: EntityManager, resultado: ResultadoPlataforma, ahora: Date): Promise<ResultadoAplicacion> {
  try {
    return await em.fork().transactional((tx) => aplicarEn(tx, resultado, ahora));
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return yaAplicado;
    if (error instanceof AppError && error.code === 'BAD_REQUEST') return { estado: 'rechazado', mensaje: error.message };
    throw error;
  }
}
