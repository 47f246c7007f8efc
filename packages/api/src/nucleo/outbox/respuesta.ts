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

/**
 * Back-off of the calls to external systems (ERP/payroll, test platform), delivered by the periodic worker: after the
 * n-th failed attempt the row waits `primerRetrasoSegundos · 2^(n-1)` seconds, at most `retrasoMaximoSegundos`, and is
 * marked Error after `intentos` attempts. With these limits the waits are 30 s, 1, 2, 4, 8, 16, 32 min, then hourly:
 * an outage of up to ~15 minutes heals by the 6th attempt, and a row gives up after about 5 h 30 min (12 attempts).
 */
export const REINTENTOS_INTEGRACIONES = {
  intentos: 12,
  primerRetrasoSegundos: 30,
  retrasoMaximoSegundos: 3600,
} as const;

export interface PoliticaReintentos {
  primerRetrasoSegundos: number;
  retrasoMaximoSegundos: number;
}

/** Seconds to wait after the `intentos`-th failed attempt (exponential, capped). */
export function retrasoReintento(intentos: number, p: PoliticaReintentos = REINTENTOS_INTEGRACIONES): number {
  return Math.min(p.primerRetrasoSegundos * 2 ** Math.max(0, intentos - 1), p.retrasoMaximoSegundos);
}

/** Whether a Pendiente row is due: never tried, or its back-off has passed. */
export const vencioEspera = (fila: { proximoIntento?: Date | null }, ahora: Date): boolean =>
  !fila.proximoIntento || fila.proximoIntento.getTime() <= ahora.getTime();

/** ORM filter of the due Pendiente rows (the back-off has passed or there is none). */
export const filtroVencidos = (ahora: Date) => ({
  $or: [{ proximoIntento: null }, { proximoIntento: { $lte: ahora } }],
});

/** What an external system answered one outbox call (ERP, test platform): accepted, refused for good, or failed. */
export type RespuestaExterna =
  | { resultado: 'aceptado' }
  | { resultado: 'rechazado'; mensaje: string }
  | { resultado: 'reintentar'; error: string };

/**
 * Writes the answer of an external call on its outbox row, the same for every adapter: accepted → Enviado; refused →
 * Error with the system's message; failed → kept Pendiente to retry after its back-off (`retrasoReintento`) until
 * `intentosMaximos`, then Error.
 */
export function aplicarRespuesta(
  fila: MensajeSaliente,
  r: RespuestaExterna,
  intentosMaximos: number,
  ahora: Date,
  politica: PoliticaReintentos = REINTENTOS_INTEGRACIONES,
) {
  if (r.resultado === 'aceptado') {
    fila.estado = EstadoMensajeSaliente.ENVIADO;
    fila.enviadoEn = ahora;
    fila.ultimoError = null;
    fila.proximoIntento = null;
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
    fila.proximoIntento = null;
    return { resultado: 'error', intentos: fila.intentos, error: r.error } as const;
  }
  fila.proximoIntento = new Date(ahora.getTime() + retrasoReintento(fila.intentos, politica) * 1000);
  return { resultado: 'reintentar', intentos: fila.intentos, error: r.error } as const;
}
