/**
 * Suppression of a person's data (Ley 1581 de 2012 art. 8 lit. e, art. 15; Decreto 1377 de 2013 art. 9): when it is
 * refused and what replaces the data. One rule for the CV's button and the server.
 */
import { z } from 'zod';
import { Disponibilidad } from '../enums/hv';
import { campo } from '../esquemas';

/** What the rule needs to know of the person. */
export interface EstadoParaSupresion {
  disponibilidad: number;
  disponibilidadStock: number;
  /** Appointments not yet held (today or later, not cancelled). */
  citasPendientes: number;
  /** Hired at some time: state 8 in an order, a hiring order, an ERP employee record or payroll's "Contratado". */
  contratado: boolean;
  yaSuprimida: boolean;
}

export const MENSAJES_SUPRESION = {
  yaSuprimida: 'Los datos de esta persona ya fueron suprimidos.',
  procesoActivo: (detalle: string) =>
    `No se pueden suprimir los datos: la persona está en un proceso activo (${detalle}). Termine o retírela del proceso primero.`,
  deberLegal:
    'No se pueden suprimir los datos: existe un deber legal de conservarlos (la persona fue contratada; sus registros laborales se conservan según el Código Sustantivo del Trabajo y las normas de seguridad social).',
  confirmacion:
    'Se reemplazarán de forma definitiva el nombre, el documento, los datos de contacto, la dirección, la familia, los archivos y los textos sobre esta persona. Los pedidos y sus eventos se conservan sin sus datos. Esta acción no se puede deshacer.',
  hecha: 'Los datos personales fueron suprimidos.',
} as const;

/** Why the person's data cannot be suppressed now, in Spanish; null when it can. */
export function motivoNoSuprimible(e: EstadoParaSupresion): string | null {
  if (e.yaSuprimida) return MENSAJES_SUPRESION.yaSuprimida;
  const activos: string[] = [];
  // disponibilidad_stock 1 and 4 are a current or stock order; 2 and 3 the pools of a client or a category.
  const enPedido =
    e.disponibilidad === Disponibilidad.EN_PROCESO_PEDIDO ||
    e.disponibilidadStock === 1 ||
    e.disponibilidadStock === 4;
  if (enPedido) activos.push('en un pedido');
  if (e.disponibilidadStock === 2 || e.disponibilidadStock === 3) activos.push('en stock');
  if (e.citasPendientes > 0)
    activos.push(e.citasPendientes === 1 ? 'con una cita pendiente' : 'con citas pendientes');
  if (activos.length) return MENSAJES_SUPRESION.procesoActivo(activos.join(', '));
  if (e.contratado || e.disponibilidad === Disponibilidad.CONTRATADO) return MENSAJES_SUPRESION.deberLegal;
  return null;
}

/** What replaces the person's name, document and e-mail (unique per person, no trace of the original). */
export const ANONIMO = {
  nombre: 'Persona',
  apellido: 'suprimida',
  documento: (candidatoId: number) => `SUP-${candidatoId}`,
  email: (candidatoId: number) => `suprimido-${candidatoId}@anonimo.invalid`,
  /** Written in free texts where the person was named. */
  texto: '[dato suprimido]',
  nombreCompleto: 'Persona suprimida',
} as const;

export const EntradaSupresion = z.object({ candidatoId: campo.id() });
export type EntradaSupresion = z.input<typeof EntradaSupresion>;
