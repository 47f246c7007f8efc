/**
 * Bulk actions on the candidates of one order (issue 13): Seleccionar, Enviar a cliente and Descartar on
 * several candidates at once. Each candidate travels with the version the screen had; the server applies the
 * same transition as the single action to each, in one transaction, all or nothing.
 */
import { z } from 'zod';
import { Id } from '../esquemas';
import { CamposDescarte, EntradaCandidatoVersion, refinarDescarte } from './seleccion';

/** Most candidates one bulk action takes (an order carries tens). */
export const MAXIMO_LOTE = 100;

export const MENSAJES_LOTE = {
  vacio: 'Seleccione al menos un candidato.',
  maximo: `Puede aplicar la acción a máximo ${MAXIMO_LOTE} candidatos a la vez.`,
  repetido: 'Un candidato aparece más de una vez en la selección.',
  ajeno: 'Uno de los candidatos seleccionados no pertenece a este pedido.',
  seleccionados: (n: number) => (n === 1 ? 'Se seleccionó 1 candidato' : `Se seleccionaron ${n} candidatos`),
  descartados: (n: number) => (n === 1 ? 'Se descartó 1 candidato' : `Se descartaron ${n} candidatos`),
  validados: (n: number) => (n === 1 ? 'Se validó 1 candidato' : `Se validaron ${n} candidatos`),
  /** A refusal of one candidate refuses the batch: the message says which one. */
  deCandidato: (nombre: string, mensaje: string) => `${nombre}: ${mensaje}`,
  agregados: (n: number) => (n === 1 ? 'Se agregó 1 candidato' : `Se agregaron ${n} candidatos`),
  /** "Agregar seleccionados" refused: nobody was added, and every refused person is named with the reason. */
  noAgregados: (rechazos: readonly string[]) =>
    `No se agregó ningún candidato. ${rechazos.map((r) => r.replace(/\.?$/, '.')).join(' ')}`,
} as const;

/** The candidates of a batch, each with its version; none repeated. */
export const CandidatosLote = z
  .array(EntradaCandidatoVersion, { message: MENSAJES_LOTE.vacio })
  .min(1, MENSAJES_LOTE.vacio)
  .max(MAXIMO_LOTE, MENSAJES_LOTE.maximo)
  .refine((cs) => new Set(cs.map((c) => c.id)).size === cs.length, MENSAJES_LOTE.repetido);

/** `candidatosPedido.seleccionarVarios`. */
export const EntradaSeleccionarVarios = z.object({ pedidoId: Id, candidatos: CandidatosLote });
export type EntradaSeleccionarVarios = z.infer<typeof EntradaSeleccionarVarios>;

/** `candidatosPedido.validarVarios`: the client's acceptance validated for each (state 1 → 2). */
export const EntradaValidarVarios = EntradaSeleccionarVarios;
export type EntradaValidarVarios = EntradaSeleccionarVarios;

/** `candidatosPedido.descartarVarios`: the discard form, filled once for the whole batch. */
export const EntradaDescartarVarios = z
  .object({ pedidoId: Id, candidatos: CandidatosLote, ...CamposDescarte.shape })
  .superRefine(refinarDescarte);
export type EntradaDescartarVarios = z.infer<typeof EntradaDescartarVarios>;

/** `candidatosPedido.agregarVarios`: registered people (by candidate id) into the order's pre-selected pool. */
export const EntradaAgregarVarios = z.object({
  pedidoId: Id,
  candidatoIds: z
    .array(Id, { message: MENSAJES_LOTE.vacio })
    .min(1, MENSAJES_LOTE.vacio)
    .max(MAXIMO_LOTE, MENSAJES_LOTE.maximo)
    .refine((ids) => new Set(ids).size === ids.length, MENSAJES_LOTE.repetido),
});
export type EntradaAgregarVarios = z.infer<typeof EntradaAgregarVarios>;
