import type { MensajeSaliente } from '@talento/db';
import { EstadoMensajeSaliente } from '@talento/rules';

/**
 * What one delivery attempt of an outbox row ended in, the same for every kind (mail, push, payroll, ERP, test
 * platform): sent; skipped (the row was no longer Pendiente, or not of this kind); refused for good by the other
 * system; failed and kept Pendiente for another attempt; failed for the last time (Error).
 */
export type ResultadoEntrega =
  | { resultado: 'enviado' }
  | { resultado: 'omitido' }
  | { resultado: 'rechazado'; mensaje: string }
  | { resultado: 'reintentar'; intentos: number; error: string }
  | { resultado: 'error'; intentos: number; error: string };

/** What an external system answered one outbox call (ERP, test platform): accepted, refused for good, or failed. */
export type RespuestaExterna =
  | { resultado: 'aceptado' }
  | { resultado: 'rechazado'; mensaje: string }
  | { resultado: 'reintentar'; error: string };

/**
 * Writes the answer of an external call on its outbox row, the same for every adapter: accepted → Enviado; refused →
 * Error with the system's message; failed → kept Pendiente to retry until `intentosMaximos`, then Error.
 */
export function aplicarRespuesta(
  fila: MensajeSaliente,
  r: RespuestaExterna,
  intentosMaximos: number,
  ahora: Date,
) {
  if (r.resultado === 'aceptado') {
    fila.estado = EstadoMensajeSaliente.ENVIADO;
    fila.enviadoEn = ahora;
    fila.ultimoError = null;
    return { resultado: 'enviado' } as const;
  }
  if (r.resultado === 'rechazado') {
    fila.estado = EstadoMensajeSaliente.ERROR;
    fila.ultimoError = r.mensaje.slice(0, 1000);
    return { resultado: 'rechazado', mensaje: r.mensaje } as const;
  }
  fila.ultimoError = r.error.slice(0, 1000);
  if (fila.intentos >= intentosMaximos) {
    fila.estado = EstadoMensajeSaliente.ERROR;
    return { resultado: 'error', intentos: fila.intentos, error: r.error } as const;
  }
  return { resultado: 'reintentar', intentos: fila.intentos, error: r.error } as const;
}
