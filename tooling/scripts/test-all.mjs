// `npm test`: lint, typecheck, unit + integration (throwaway PostgreSQL per package), build, e2e (Chromium).
// Never touches .data/: every database here is a temporary embedded cluster deleted at the end.
import { spawn } from 'node:child_process';

const pasos = [
  ['Lint', 'npx', ['turbo', 'run', 'lint', '--concurrency=2', '--output-logs=errors-only']],
  ['Typecheck', 'npx', ['turbo', 'run', 'typecheck', '--concurrency=2', '--output-logs=errors-only']],
  ['Pruebas unitarias e integración', 'npx', ['turbo', 'run', 'test', '--concurrency=1', '--filter=!@talento/e2e']],
  ['Build', 'npx', ['turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']],
  ['Presupuesto de carga inicial (JS+CSS gzip)', 'node', ['tooling/scripts/presupuesto-carga.mjs']],
  ['Pruebas e2e (Playwright, Chromium)', 'npm', ['run', 'test', '-w', '@talento/e2e']],
];

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', NO_COLOR: '1' };
const conteo = { passed: 0, failed: 0 };

/** Runs a step, echoing its output, and adds up the vitest ("Tests  N passed | M failed") and Playwright counts. */
function correr(cmd, args) {
  return new Promise((resolve) => {
    const hijo = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const leer = (stream, destino) => {
      let resto = '';
      stream.on('data', (chunk) => {
        destino.write(chunk);
        const texto = resto + chunk.toString();
        const lineas = texto.split('\n');
        resto = lineas.pop() ?? '';
        for (const linea of lineas) contar(linea.replace(/\x1b\[[0-9;]*m/g, ''));
      });
    };
    leer(hijo.stdout, process.stdout);
    leer(hijo.stderr, process.stderr);
    hijo.on('close', (code) => resolve(code ?? 1));
  });
}

function contar(linea) {
  const vitest = /^\S*\s*Tests\s+(?:(\d+) failed \| )?(\d+) passed/.exec(linea.replace(/^@talento\/\S+:\s*/, ''));
  if (vitest) {
    conteo.failed += Number(vitest[1] ?? 0);
    conteo.passed += Number(vitest[2]);
    return;
  }
  const pw = /^\s+(\d+) (passed|failed|flaky)( \(|$)/.exec(linea);
  if (pw) conteo[pw[2] === 'failed' ? 'failed' : 'passed'] += Number(pw[1]);
}

const inicio = Date.now();
let fallo = null;
for (const [nombre, cmd, args] of pasos) {
  const t0 = Date.now();
  console.log(`\n=== ${nombre} ===`);
  const codigo = await correr(cmd, args);
  const seg = ((Date.now() - t0) / 1000).toFixed(0);
  if (codigo !== 0) {
    fallo = nombre;
    console.error(`✗ ${nombre} falló (${seg} s)`);
    break;
  }
  console.log(`✓ ${nombre} (${seg} s)`);
}
const total = ((Date.now() - inicio) / 1000).toFixed(0);
console.log(`\nnpm test: ${fallo ? `falló en "${fallo}"` : 'todo correcto'} en ${total} s`);
if (fallo && conteo.failed === 0) conteo.failed = 1;
console.log(`tests: ${conteo.passed} passed, ${conteo.failed} failed`);
process.exit(fallo ? 1 : 0);
