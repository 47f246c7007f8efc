import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Calls per minute and address without a session unless TALENTO_ANONIMOS_POR_MINUTO says otherwise. */
export const ANONIMOS_POR_MINUTO = 300;

/** Seconds to wait before calling again, or null when the calls are admitted. */
export type LimiteAnonimos = (ip: string, llamadas: number) => Promise<number | null>;

/**
 * Calls without a session, per address: at most `porMinuto` in a rolling minute, each call of a batch counted
 * (issue 12 §4). The counters live in this process (rate-limiter-flexible's memory store): nothing is written per
 * request, which is the point under a flood. With several instances each keeps its own count, so an address gets
 * up to `porMinuto` per instance; signed-in users are never limited here (their refusals are audited per row).
 */
export function crearLimiteAnonimos(porMinuto: number): LimiteAnonimos {
  const limitador = new RateLimiterMemory({ points: porMinuto, duration: 60 });
  return async (ip, llamadas) => {
    try {
      await limitador.consume(ip, llamadas);
      return null;
    } catch (rechazo) {
      if (rechazo instanceof RateLimiterRes) return Math.max(1, Math.ceil(rechazo.msBeforeNext / 1000));
      throw rechazo;
    }
  };
}

/** Calls in a tRPC request: `/a,b,c?batch=1` → 3. */
export function llamadasDe(req: Request): number {
  return Math.max(1, req.path.slice(1).split(',').length);
}
