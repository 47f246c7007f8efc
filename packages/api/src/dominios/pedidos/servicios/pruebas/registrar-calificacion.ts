/**
 * The one mechanism that records a candidate's test results for an order, whatever their source (issue 17): a
 * result posted by the test platform (`aplicar-resultado.ts`) and the FAC answered through our own link
 * (`fac/responder.ts`). Each source's result is stored as its own rating (never merged into another source's row);
 * the invited person's status of each reported test → 2 Presentada (+ fecha_informa_prueba); then the order's rating
 * is recomputed from the union of every stored result (`recalcularCalificacionEnPedido`).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CalificacionPruebaDigital,
  EntrevistaVideo,
  ResultadoPruebaDigital,
  type Candidato,
  type CandidatoProgramado,
  type Pedido,
} from '@talento/db';
import { EstadoPruebaProgramada, type ResultadoPrueba } from '@talento/rules';
import { recalcularCalificacionEnPedido } from './calificacion-del-pedido';
import { COLUMNA_DE_PRUEBA, esCodigoProgramado } from './programados';

export interface CalificacionRecibida {
  candidato: Candidato;
  pedido: Pedido;
  /** The invitation of the person to the order's tests, when there is one. */
  programado: CandidatoProgramado | null;
  pruebas: readonly ResultadoPrueba[];
  puntajeGlobalReportado?: number | null;
  descartado?: boolean;
  urlInforme?: string | null;
  urlInformeLite?: string | null;
  idResultadoPlataforma?: string | null;
  vigenteHasta?: string | null;
  entrevistas?: readonly {
    orden: number;
    pregunta: string | null;
    video: string | null;
    fecha: Date | null;
  }[];
}

export async function registrarCalificacionEnPedido(tx: EntityManager, c: CalificacionRecibida, ahora: Date) {
  const calificacion = tx.create(CalificacionPruebaDigital, {
    candidato: c.candidato,
    pedido: c.pedido,
    puntajeGlobalReportado: c.puntajeGlobalReportado ?? null,
    descartado: c.descartado ?? false,
    urlInforme: c.urlInforme ?? null,
    urlInformeLite: c.urlInformeLite ?? null,
    fecha: ahora,
    vigenteHasta: c.vigenteHasta ?? null,
    idResultadoPlataforma: c.idResultadoPlataforma ?? null,
  });
  for (const p of c.pruebas)
    tx.create(ResultadoPruebaDigital, {
      calificacion,
      codigo: p.codigo,
      puntaje: p.puntaje,
      descartado: p.descartado,
    });
  for (const e of c.entrevistas ?? [])
    tx.create(EntrevistaVideo, {
      calificacion,
      orden: e.orden,
      pregunta: e.pregunta,
      video: e.video,
      fecha: e.fecha,
    });

  if (c.programado) {
    c.programado.candidato = c.candidato;
    for (const p of c.pruebas)
      if (esCodigoProgramado(p.codigo))
        c.programado[COLUMNA_DE_PRUEBA[p.codigo]] = EstadoPruebaProgramada.PRESENTADA;
    c.programado.fechaInformaPrueba = ahora;
  }
  await tx.flush();
  const final = await recalcularCalificacionEnPedido(tx, c.candidato.id, c.pedido.id);
  await tx.flush();
  return { calificacionId: calificacion.id, puntajeGlobal: final };
}
