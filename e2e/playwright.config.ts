import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium';
import { SECRETO_PRUEBAS_E2E } from './support/plataforma-pruebas';
import { origenReportesE2e } from './support/servidor/reportes';

const PORT = Number(process.env.E2E_PORT ?? 3110);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The real SMTP server the mail specs start (support/smtp.ts); other specs' mails just stay pending. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2531);
/**
 * The specs that listen on SMTP_PORT: one at a time (project `correo`, one worker, first so it runs beside the others).
 * Every other spec builds its own data and runs on two workers against the one server.
 */
const CON_SMTP = ['staff/fac.spec.ts', 'cross/correos-pedido.spec.ts', 'cross/portales.spec.ts'];
/**
 * Tests tagged `@exclusiva` read agency-wide lists (counts of every current order, an empty state) that another
 * worker's data would change: they run alone, after every other project (project `exclusivas`).
 */
const EXCLUSIVA = /@exclusiva/;

export default defineConfig({
  testDir: '.',
  testMatch: ['staff/**/*.spec.ts', 'cliente/**/*.spec.ts', 'cross/**/*.spec.ts'],
  fullyParallel: false,
  // Two workers (two cores); E2E_TRABAJADORES overrides it. A test retried once under CI and passing then is reported
  // as a flake by `npm test` (the JSON report), never counted silently.
  workers: Number(process.env.E2E_TRABAJADORES ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../.tiempos/playwright.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Under CI a trace is recorded only on the retry of a failed test (recording every test cost about a quarter of
    // the step's CPU); locally, every test's trace is kept when it fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // Buttons fade their colours when enabled; with reduced motion (which the product honours) axe never measures a
    // colour half-way through a transition (a re-enabled primary button read as #6ba6a1 on white).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath(process.env.CHROMIUM_PATH),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'correo', testMatch: CON_SMTP, grepInvert: EXCLUSIVA, workers: 1 },
    { name: 'staff', testMatch: 'staff/**/*.spec.ts', testIgnore: CON_SMTP, grepInvert: EXCLUSIVA },
    { name: 'cliente', testMatch: 'cliente/**/*.spec.ts', testIgnore: CON_SMTP, grepInvert: EXCLUSIVA },
    { name: 'cross', testMatch: 'cross/**/*.spec.ts', testIgnore: CON_SMTP, grepInvert: EXCLUSIVA },
    {
      name: 'exclusivas',
      testMatch: ['staff/**/*.spec.ts', 'cliente/**/*.spec.ts', 'cross/**/*.spec.ts'],
      grep: EXCLUSIVA,
      workers: 1,
      dependencies: ['correo', 'staff', 'cliente', 'cross'],
    },
  ],
  webServer: {
    // The built server on a throwaway embedded PostgreSQL that the wrapper starts (deleted when it stops) and whose
    // URL it leaves to the workers' data factories; never touches .data/.
    command: '../node_modules/.bin/tsx support/servidor/iniciar.ts',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The server's own log goes to .tiempos/servidor-e2e.log (support/servidor/iniciar.ts); here only the wrapper's.
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      TALENTO_SEED_DEMO: 'always',
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // The outbox worker looks for pending e-mails twice a second (500 ms is the minimum env.ts accepts).
      OUTBOX_INTERVALO_MS: '500',
      // One attempt: an e-mail the SMTP server refuses shows Error at once (the retry is the user's, from the order's panel).
      OUTBOX_INTENTOS: '1',
      // The daily stock job would raise draft stock orders in the middle of a run that crosses 05:00 Bogotá.
      STOCK_MANTENIMIENTO: 'false',
      // Results of the test platform are accepted when signed with this secret (support/plataforma-pruebas.ts).
      PRUEBAS_SECRETO: SECRETO_PRUEBAS_E2E,
      // Named reports are framed from the fake report host only (support/servidor/reportes.ts).
      REPORTES_ORIGENES: origenReportesE2e(PORT),
    },
  },
});
