/**
 * Reception (/citas/recepcion, issue 39 point 5): undoing a check-in and the day the desk looks at. The screen offers
 * "Deshacer" from the check-in's toast and `citas.deshacerLlegada` applies the same rule on the server.
 */
import { CodigoEstadoCita } from '../enums/citas';
import { hoyIso, sumarDias, sumarMinutos, type FechaIso } from '../fechas';
import { MENSAJES_CITAS as M } from './mensajes';
import { textoComparable } from '../texto';

/** A check-in can be taken back for this long (the toast lasts seconds; the margin covers a slow network). */
export const MINUTOS_DESHACER_LLEGADA = 2;

interface EstadoConCodigo {
  codigo: string | null;
}

/** "Llegó" or "Se presentó y no trajo documentos": the statuses that record an arrival. */
export function esEstadoDeLlegada(estado: EstadoConCodigo | null): boolean {
  return estado?.codigo === CodigoEstadoCita.LLEGO || estado?.codigo === CodigoEstadoCita.NO_TRAJO_DOCUMENTOS;
}

/**
 * Whether the check-in just made can be undone; the refusal's message otherwise. Only a first arrival is undone (the
 * state before it recorded none), only while the appointment still shows it (any later change moves its version, which
 * the server checks too) and only for a couple of minutes: later, the detail of the appointment is the place.
 */
export function rechazoDeshacerLlegada(
  cita: { estado1: EstadoConCodigo | null; llegada: Date | null },
  estadoAnterior: EstadoConCodigo | null,
  ahora: Date,
): string | null {
  if (!esEstadoDeLlegada(cita.estado1) || !cita.llegada || esEstadoDeLlegada(estadoAnterior))
    return M.llegadaNoDeshacible;
  if (sumarMinutos(cita.llegada, MINUTOS_DESHACER_LLEGADA) < ahora) return M.llegadaDeshacerVencido;
  return null;
}

/** The toast of a check-in from reception: what was recorded and for whom. */
export function textoLlegadaRegistrada(estado: EstadoConCodigo | null, candidato: string): string {
  return estado?.codigo === CodigoEstadoCita.NO_TRAJO_DOCUMENTOS
    ? `${candidato}: llegó sin documentos`
    : `${candidato}: llegada registrada`;
}

/** The days reception offers besides today: tomorrow, or any other day picked in the date field. */
export type DiaRecepcion = 'hoy' | 'manana' | 'otro';

/** The Bogotá day that a choice of reception means (`otro` uses the picked day, today while none is picked). */
export function diaDeRecepcion(eleccion: DiaRecepcion, ahora: Date, otro?: FechaIso | null): FechaIso {
  const hoy = hoyIso(ahora);
  if (eleccion === 'manana') return sumarDias(hoy, 1);
  if (eleccion === 'otro' && otro) return otro;
  return hoy;
}

/**
 * Reception's search box: digits look for the document (any part of it), words for the name (every word, without
 * accents or capitals). An empty box keeps everyone.
 */
export function coincideEnRecepcion(
  busqueda: string,
  cita: { candidato: string; documento: string },
): boolean {
  const texto = busqueda.trim();
  if (texto === '') return true;
  if (/^[\d.\s]+$/.test(texto)) return cita.documento.includes(texto.replace(/[.\s]/g, ''));
  const nombre = textoComparable(cita.candidato);
  return textoComparable(texto)
    .split(/\s+/)
    .every((palabra) => nombre.includes(palabra));
}
