// `npm test`: lint, typecheck, unit + integration (throwaway PostgreSQL per package), build, e2e (Chromium).
// Never touches .data/: every database here is a temporary embedded cluster deleted at the end.
import { spawnSync } from 'node:child_process';

const pasos = [
  ['Lint', 'npx', ['turbo', 'run', 'lint', '--concurrency=2', '--output-logs=errors-only']],
  ['Typecheck', 'npx', ['turbo', 'run', 'typecheck', '--concurrency=2', '--output-logs=errors-only']],
  ['Pruebas unitarias e integración', 'npx', ['turbo', 'run', 'test', '--concurrency=1']],
  ['Build', 'npx', ['turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']],
  ['Pruebas e2e (Playwright, Chromium)', 'npm', ['run', 'test', '-w', '@talento/e2e']],
];

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' };
const inicio = Date.now();
let fallidos = 0;
for (const [nombre, cmd, args] of pasos) {
  const t0 = Date.now();
  console.log(`\n=== ${nombre} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seg = ((Date.now() - t0) / 1000).toFixed(0);
  if (r.status !== 0) {
    fallidos++;
    console.error(`✗ ${nombre} falló (${seg} s)`);
    break;
  }
  console.log(`✓ ${nombre} (${seg} s)`);
}
const total = ((Date.now() - inicio) / 1000).toFixed(0);
console.log(`\nnpm test: ${pasos.length - fallidos} pasos correctos, ${fallidos} con fallas, ${total} s`);
process.exit(fallidos ? 1 : 0);
