/**
 * Signature of the results the test platform posts to us: HMAC-SHA256 with the shared secret (PRUEBAS_SECRETO)
 * over `<timestamp>.<raw body>`, hex, sent as `X-Pruebas-Firma: sha256=<hex>` with `X-Pruebas-Timestamp: <unix
 * seconds>`. The timestamp is inside the signed text, so an old request cannot be re-dated; a timestamp more
 * than 5 minutes away from our clock is refused (stale or replayed later). Same scheme as Stripe/GitHub webhooks.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CABECERA_FIRMA = 'x-pruebas-firma';
export const CABECERA_TIMESTAMP = 'x-pruebas-timestamp';
export const TOLERANCIA_SEGUNDOS = 5 * 60;

export function firmarResultado(secreto: string, timestamp: string, cuerpo: string | Buffer): string {
  return `sha256=${createHmac('sha256', secreto).update(`${timestamp}.`).update(cuerpo).digest('hex')}`;
}

export type VerificacionFirma = 'valida' | 'sin_firma' | 'vencida' | 'invalida';

export function verificarFirma(
  secreto: string,
  cabeceras: { firma: string | undefined; timestamp: string | undefined },
  cuerpo: Buffer,
  ahora: Date,
): VerificacionFirma {
  const { firma, timestamp } = cabeceras;
  if (!firma || !timestamp) return 'sin_firma';
  if (!/^\d{1,12}$/.test(timestamp)) return 'invalida';
  if (Math.abs(ahora.getTime() / 1000 - Number(timestamp)) > TOLERANCIA_SEGUNDOS) return 'vencida';
  const esperada = Buffer.from(firmarResultado(secreto, timestamp, cuerpo));
  const recibida = Buffer.from(firma);
  return recibida.length === esperada.length && timingSafeEqual(recibida, esperada) ? 'valida' : 'invalida';
}
