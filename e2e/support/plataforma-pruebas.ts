/**
 * The test platform's side of the results endpoint, for e2e: signs a result with the shared secret the e2e server
 * gets in PRUEBAS_SECRETO (playwright.config.ts) exactly as the platform must (HMAC-SHA256 over `<timestamp>.<body>`)
 * and posts it to the running server.
 */
import { createHmac } from 'node:crypto';

export const SECRETO_PRUEBAS_E2E = 'e2e-secreto-compartido-plataforma-de-pruebas-000';

export async function publicarResultado(
  baseURL: string,
  resultado: unknown,
): Promise<{ status: number; cuerpo: unknown }> {
  const cuerpo = JSON.stringify(resultado);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const firma = `sha256=${createHmac('sha256', SECRETO_PRUEBAS_E2E).update(`${timestamp}.${cuerpo}`).digest('hex')}`;
  const res = await fetch(`${baseURL}/api/integraciones/pruebas/resultados`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-pruebas-timestamp': timestamp,
      'x-pruebas-firma': firma,
    },
    body: cuerpo,
  });
  return { status: res.status, cuerpo: (await res.json()) as unknown };
}
