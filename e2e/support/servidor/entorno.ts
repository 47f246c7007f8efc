import { SECRETO_PRUEBAS_E2E } from '../plataforma-pruebas';
import { PUERTO_E2E, PUERTO_SMTP_E2E } from './env';
import { origenReportesE2e } from './reportes';

export { PUERTO_E2E, PUERTO_SMTP_E2E };

/**
 * The environment of the built server under e2e, in one place: Playwright's webServer and `npm test` (which starts the
 * same wrapper, support/servidor/iniciar.ts, while vitest runs) both give it this.
 */
export const entornoServidorE2e = (): Record<string, string> => ({
  PORT: String(PUERTO_E2E),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  // Every answer of a frequent read must match its output schema exactly (packages/api salida-de-lectura-frecuente.ts).
  TALENTO_VERIFICAR_SALIDAS: 'true',
  TALENTO_SEED_DEMO: 'always',
  LOG_LEVEL: 'info',
  SMTP_URL: `smtp://127.0.0.1:${PUERTO_SMTP_E2E}`,
  // The outbox worker looks for pending e-mails twice a second (500 ms is the minimum env.ts accepts).
  OUTBOX_INTERVALO_MS: '500',
  // One attempt: an e-mail the SMTP server refuses shows Error at once (the retry is the user's, from the order's panel).
  OUTBOX_INTENTOS: '1',
  // The daily stock job would raise draft stock orders in the middle of a run that crosses 05:00 Bogotá.
  STOCK_MANTENIMIENTO: 'false',
  // Results of the test platform are accepted when signed with this secret (support/plataforma-pruebas.ts).
  PRUEBAS_SECRETO: SECRETO_PRUEBAS_E2E,
  // Named reports are framed from the fake report host only (support/servidor/reportes.ts).
  REPORTES_ORIGENES: origenReportesE2e(PUERTO_E2E),
});
