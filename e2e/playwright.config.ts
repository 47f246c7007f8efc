import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium';
import { entornoServidorE2e, PUERTO_E2E } from './support/servidor/entorno';

const baseURL = `http://127.0.0.1:${PUERTO_E2E}`;
/**
 * The specs that listen on PUERTO_SMTP_E2E (support/servidor/entorno.ts): one at a time (project `correo`, one worker, first so it runs beside the others).
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
    // `npm test` starts this same wrapper while vitest runs (its migrations and demo seed off the critical path) and
    // says so; anywhere else a server already on the port is an error, never reused by mistake.
    reuseExistingServer: process.env.E2E_SERVIDOR_ADELANTADO === '1',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The server's own log goes to .tiempos/servidor-e2e.log (support/servidor/iniciar.ts); here only the wrapper's.
    stdout: 'ignore',
    stderr: 'pipe',
    env: entornoServidorE2e(),
  },
});
