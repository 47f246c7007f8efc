/**
 * The candidate's digital-test rating for an order as the union of everything stored for that order (each platform
 * result, and the FAC answered through our link), and the one function that writes its consequence on the
 * candidate's active row of the order: the overall score weighted with porcentaje_entrevista (spec 03 §9) and the
 * discard, which order the pre-selected list. Every source of a rating calls `recalcularCalificacionEnPedido`, so
 * the score never depends on which part arrived last.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CalificacionPruebaDigital, CandidatoPedido } from '@talento/db';
import {
  calificacionDescartada,
  ponderarCalificacion,
  unirCalificacionesParciales,
  type CalificacionUnida,
} from '@talento/rules';
import { numeroONulo, porcentajeEntrevista } from '../../../hv';

/** The union of the ratings of the candidate for the order (flushed rows only: flush before calling). */
export async function calificacionUnidaDelPedido(
  em: EntityManager,
  candidatoId: number,
  pedidoId: number,
): Promise<CalificacionUnida> {
  const filas = await em.find(
    CalificacionPruebaDigital,
    { candidato: candidatoId, pedido: pedidoId },
    { populate: ['pruebas'], refresh: true },
  );
  return unirCalificacionesParciales(
    filas.map((c) => ({
      id: c.id,
      fecha: c.fecha,
      puntajeGlobalReportado: numeroONulo(c.puntajeGlobalReportado),
      descartado: c.descartado,
      pruebas: c.pruebas
        .getItems()
        .sort((a, b) => a.id - b.id)
        .map((r) => ({ codigo: r.codigo, puntaje: numeroONulo(r.puntaje), descartado: r.descartado })),
    })),
  );
}

/** Writes the union's weighted score and discard on the candidate's active row of the order; the final score. */
export async function recalcularCalificacionEnPedido(
  tx: EntityManager,
  candidatoId: number,
  pedidoId: number,
): Promise<number | null> {
  const union = await calificacionUnidaDelPedido(tx, candidatoId, pedidoId);
  const final = ponderarCalificacion(
    union.puntajeGlobalReportado,
    union.pruebas,
    await porcentajeEntrevista(tx),
  ).final;
  const enPedido = await tx.findOne(
    CandidatoPedido,
    { pedido: pedidoId, candidato: candidatoId, activo: true },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (enPedido) {
    enPedido.puntajeGlobal = final;
    enPedido.descartado = calificacionDescartada(union.descartado, union.pruebas);
  }
  return final;
}
