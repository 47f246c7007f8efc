import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Seconds to wait before calling again, or null when the call is admitted. */
export type LimiteDispositivos = (clave: string) => Promise<number | null>;

/**
 * Requests per minute per device (key `d:<id>`), and per address for enrolment (`ip:<address>`, the only call
 * without a token: it also slows down guessing codes). In this process's memory like the anonymous limit: with
 * several instances each counts its own.
 */
export function crearLimiteDispositivos(porMinuto: number): LimiteDispositivos {
  const limitador = new RateLimiterMemory({ points: porMinuto, duration: 60 });
  return async (clave) => {
    try {
      await limitador.consume(clave, 1);
      return null;
    } catch (rechazo) {
      if (rechazo instanceof RateLimiterRes) return Math.max(1, Math.ceil(rechazo.msBeforeNext / 1000));
      throw rechazo;
    }
  };
}
