/**
 * Scoring of a candidate's FAC answers (ours; spec 02 §9 only fixes the ratings: 1 to 5, or 6 Descartar).
 * - Any chosen option rated 6 (Descartar) discards the candidate.
 * - The score is the average rating of the chosen options rated 1–5, scaled to 0–100:
 *   ((promedio − 1) / 4) × 100, rounded to 2 decimals; 0 when every answer is a discard.
 */
import { CalificacionOpcion } from '../enums/fac';
import { MENSAJES_FAC } from './mensajes';

export interface ResultadoFac {
  puntaje: number;
  descartado: boolean;
}

export function calcularPuntajeFac(calificaciones: readonly number[]): ResultadoFac {
  if (calificaciones.length === 0) throw new Error('Sin respuestas para calificar');
  for (const c of calificaciones)
    if (!Number.isInteger(c) || c < 1 || c > 6) throw new Error(`Calificación fuera de rango: ${c}`);
  const descartado = calificaciones.includes(CalificacionOpcion.DESCARTAR);
  const validas = calificaciones.filter((c) => c !== CalificacionOpcion.DESCARTAR);
  if (validas.length === 0) return { puntaje: 0, descartado };
  const promedio = validas.reduce((s, c) => s + c, 0) / validas.length;
  return { puntaje: Math.round(((promedio - 1) / 4) * 10000) / 100, descartado };
}

export interface PreguntaParaResponder {
  id: number;
  opciones: readonly { id: number; calificacion: number }[];
}

/**
 * Checks the answers against the group's questions in use: exactly one answer per question and an option
 * of that question. Returns the rating of each answer (in question order) or the Spanish refusal.
 */
export function calificacionesDeRespuestas(
  preguntas: readonly PreguntaParaResponder[],
  respuestas: readonly { preguntaId: number; opcionId: number }[],
):
  | {
      ok: true;
      calificaciones: number[];
      elegidas: { preguntaId: number; opcionId: number; calificacion: number }[];
    }
  | { ok: false; mensaje: string } {
  const porPregunta = new Map<number, number>();
  for (const r of respuestas) {
    if (porPregunta.has(r.preguntaId)) return { ok: false, mensaje: MENSAJES_FAC.respuestaInvalida };
    porPregunta.set(r.preguntaId, r.opcionId);
  }
  const ids = new Set(preguntas.map((p) => p.id));
  for (const preguntaId of porPregunta.keys())
    if (!ids.has(preguntaId)) return { ok: false, mensaje: MENSAJES_FAC.respuestaInvalida };
  const elegidas: { preguntaId: number; opcionId: number; calificacion: number }[] = [];
  for (const p of preguntas) {
    const opcionId = porPregunta.get(p.id);
    if (opcionId === undefined) return { ok: false, mensaje: MENSAJES_FAC.respuestasIncompletas };
    const opcion = p.opciones.find((o) => o.id === opcionId);
    if (!opcion) return { ok: false, mensaje: MENSAJES_FAC.respuestaInvalida };
    elegidas.push({ preguntaId: p.id, opcionId, calificacion: opcion.calificacion });
  }
  return { ok: true, calificaciones: elegidas.map((e) => e.calificacion), elegidas };
}

/** State of an answer link at a moment (spec-less; ours): unknown, used and expired links are refused. */
export function estadoEnlaceFac(
  invitacion: { expiraEn: Date; respondidaEn?: Date | null } | null,
  ahora: Date,
): { ok: true } | { ok: false; mensaje: string } {
  if (!invitacion) return { ok: false, mensaje: MENSAJES_FAC.enlaceInvalido };
  if (invitacion.respondidaEn) return { ok: false, mensaje: MENSAJES_FAC.enlaceUsado };
  if (invitacion.expiraEn.getTime() <= ahora.getTime())
    return { ok: false, mensaje: MENSAJES_FAC.enlaceVencido };
  return { ok: true };
}
