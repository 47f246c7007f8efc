// `npm test`: build, then the unit + integration tests (one vitest run for the whole repository, a throwaway
// PostgreSQL), then the e2e tests (Playwright, Chromium) against the built server; the format check, lint and typecheck
// run beside them at the lowest CPU priority (nice 19), so they use what the tests leave idle and never slow a test
// down (a test that waits on a loaded machine is a flake). Never touches .data/: every database here is a temporary
// embedded cluster deleted at the end.
//
// Each step starts when the steps it waits for have passed; a failed step stops those not started yet, the running ones
// end and print. The steps marked `enVivo` print as they go, the others print their output when they end. At the end:
// each step's time, the ten slowest test files of vitest and of Playwright (from their JSON reports in .tiempos/), and
// the flakes (tests that failed and then passed on their retry), which are reported, never hidden.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  conTiempos,
  muestreoPorPaso,
  porcentajeOcioso,
  segundosDeCpu,
  segundosDeHijos,
  ticksDeMaquina,
} from './cpu.mjs';
import { adelantarServidorE2e } from './servidor-e2e.mjs';
import { archivosMasLentos, avisosDelServidor, flakesDePlaywright, resumenDeAxe } from './tiempos.mjs';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const TIEMPOS = path.join(RAIZ, '.tiempos');
const turbo = (tareas, concurrencia) => [
  'npx',
  ['turbo', 'run', ...tareas, `--concurrency=${concurrencia}`, '--output-logs=errors-only'],
];
const PASO_BUILD = 'Build';
const PASO_VITEST = 'Pruebas unitarias e integración (vitest)';
const PASO_PRESUPUESTO = 'Presupuesto de carga inicial (JS+CSS gzip)';
const PASO_SERVIDOR_E2E = 'Servidor de e2e (arranca mientras corre vitest)';
const PASO_E2E = 'Pruebas e2e (Playwright, Chromium)';

/**
 * A step: its commands run one after another and it stops at the first that fails. `tras`: the steps that must pass
 * before it starts; `prioridadBaja`: runs under `nice -n 19`; `enVivo`: prints as it goes; `tarea`: instead of
 * commands, a function resolving to `{ codigo, salida }`.
 */
const paso = (nombre, { tras = [], prioridadBaja = false, enVivo = false, tarea }, ...comandos) => ({
  nombre,
  tras,
  prioridadBaja,
  enVivo,
  tarea,
  comandos,
});

/** The e2e server started ahead (tooling/scripts/servidor-e2e.mjs); stopped when every step has ended. */
let servidorE2e = null;

const pasos = [
  paso(PASO_BUILD, { enVivo: true }, turbo(['build'], 2)),
  paso('Formato (prettier --check)', { prioridadBaja: true }, [
    'npx',
    ['prettier', '--check', '--log-level', 'warn', '.'],
  ]),
  paso(PASO_VITEST, { tras: [PASO_BUILD], enVivo: true }, ['npx', ['vitest', 'run']]),
  // The typecheck and the lint in one process over the same two programs (tooling/scripts/tipos-y-lint.mjs): the types
  // are computed once for both. After vitest, beside the e2e: vitest keeps both cores busy, the e2e leaves about a
  // quarter of them idle (a browser waiting on the server), which this single-threaded, niced step fills.
  paso('Tipos y lint', { tras: [PASO_VITEST], prioridadBaja: true }, ['npm', ['run', 'verificar']]),
  paso(PASO_PRESUPUESTO, { tras: [PASO_BUILD] }, ['node', ['tooling/scripts/presupuesto-carga.mjs']]),
  // Its migrations and demo seed run beside vitest; the e2e step finds it up (E2E_SERVIDOR_ADELANTADO).
  paso(PASO_SERVIDOR_E2E, {
    tras: [PASO_BUILD],
    tarea: async () => {
      servidorE2e = adelantarServidorE2e(RAIZ, env);
      muestreo.registrar(SERVIDOR_E2E, servidorE2e.pid);
      const listo = await servidorE2e.listo;
      return { codigo: listo ? 0 : 1, salida: listo ? '' : servidorE2e.salida() };
    },
  }),
  paso(PASO_E2E, { tras: [PASO_VITEST, PASO_PRESUPUESTO, PASO_SERVIDOR_E2E], enVivo: true }, [
    'npm',
    ['run', 'test', '-w', '@talento/e2e'],
  ]),
];

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  FORCE_COLOR: '0',
  NO_COLOR: '1',
  E2E_SERVIDOR_ADELANTADO: '1',
};
const conteo = { passed: 0, failed: 0, flaky: 0 };
let comandosCorridos = 0;

/** Runs a step; `enVivo` echoes its output as it comes, otherwise it is returned to print at the end. */
function correr(paso, cmd, args, enVivo, prioridadBaja) {
  const archivoCpu = path.join(TIEMPOS, `cpu-${++comandosCorridos}.txt`);
  return new Promise((resolve) => {
    const [programa, argumentos] = conTiempos(
      ...(prioridadBaja ? ['nice', ['-n', '19', cmd, ...args]] : [cmd, args]),
      archivoCpu,
    );
    const hijo = spawn(programa, argumentos, { cwd: RAIZ, env, stdio: ['ignore', 'pipe', 'pipe'] });
    muestreo.registrar(paso, hijo.pid);
    let guardado = '';
    const leer = (stream, destino) => {
      let resto = '';
      stream.on('data', (chunk) => {
        if (enVivo) destino.write(chunk);
        else guardado += chunk.toString();
        const lineas = (resto + chunk.toString()).split('\n');
        resto = lineas.pop() ?? '';
        for (const linea of lineas) contar(linea.replace(/\x1b\[[0-9;]*m/g, ''));
      });
    };
    leer(hijo.stdout, process.stdout);
    leer(hijo.stderr, process.stderr);
    hijo.on('close', (code) =>
      resolve({ codigo: code ?? 1, salida: guardado, cpu: segundosDeCpu(archivoCpu) }),
    );
  });
}

/** Adds up vitest's summary ("Tests  N failed | M passed") and Playwright's ("N passed", "N flaky", "N failed"). */
function contar(linea) {
  const vitest = /^\s*Tests\s+(?:(\d+) failed \| )?(\d+) passed/.exec(linea);
  if (vitest) {
    conteo.failed += Number(vitest[1] ?? 0);
    conteo.passed += Number(vitest[2]);
    return;
  }
  const pw = /^\s+(\d+) (passed|failed|flaky)( \(|$)/.exec(linea);
  if (!pw) return;
  // A flaky test passed on its retry: it counts as passed and is reported as a flake.
  conteo[pw[2] === 'failed' ? 'failed' : 'passed'] += Number(pw[1]);
  if (pw[2] === 'flaky') conteo.flaky += Number(pw[1]);
}

/** CPU per step sampled from /proc (cpu.mjs): counts Chromium's renderers, which `times` does not see. */
const muestreo = muestreoPorPaso();
const SERVIDOR_E2E = 'el servidor de e2e';
rmSync(TIEMPOS, { recursive: true, force: true });
mkdirSync(TIEMPOS, { recursive: true });
const inicio = Date.now();
const ticksInicio = ticksDeMaquina();
const tiempos = [];
let fallo = null;
/** The running steps' promises, by name; a step starts once every step in its `tras` has passed. */
const corriendo = new Map();
const terminados = new Map();

async function ejecutar({ nombre, comandos, enVivo, prioridadBaja, tarea }) {
  const t0 = Date.now();
  const ticks0 = ticksDeMaquina();
  console.log(`\n=== ${nombre} ===${enVivo ? '' : ' (en segundo plano; su salida al terminar)'}`);
  let codigo = 0;
  let salida = '';
  let cpu = 0;
  if (tarea) ({ codigo, salida } = await tarea());
  for (const [cmd, args] of tarea ? [] : comandos) {
    const r = await correr(nombre, cmd, args, enVivo, prioridadBaja);
    salida += r.salida;
    codigo = r.codigo;
    cpu += r.cpu;
    if (codigo !== 0) break;
  }
  const seg = Math.round((Date.now() - t0) / 1000);
  // `times` misses what nobody waited for (Chromium's renderers), the sampling what a process spent after its last sample: the larger.
  tiempos.push({
    nombre,
    seg,
    cpu: Math.max(Math.round(cpu), muestreo.cpuDe(nombre) ?? 0),
    ocioso: porcentajeOcioso(ticks0, ticksDeMaquina()),
  });
  if (salida) console.log(`\n=== ${nombre} ===\n${salida}`);
  console.log(codigo === 0 ? `✓ ${nombre} (${seg} s)` : `✗ ${nombre} falló (${seg} s)`);
  if (codigo !== 0) fallo ??= nombre;
  return codigo === 0;
}

/** Starts every step whose dependencies have passed, until none is left to start; waits for the running ones. */
async function correrPasos() {
  for (;;) {
    if (!fallo)
      for (const p of pasos)
        if (!corriendo.has(p.nombre) && p.tras.every((t) => terminados.get(t) === true))
          corriendo.set(
            p.nombre,
            ejecutar(p).then((ok) => {
              terminados.set(p.nombre, ok);
              return p.nombre;
            }),
          );
    const pendientes = [...corriendo].filter(([n]) => !terminados.has(n)).map(([, promesa]) => promesa);
    if (!pendientes.length) return;
    await Promise.race(pendientes);
  }
}
await correrPasos();
await servidorE2e?.detener();
const sinCorrer = pasos.filter((p) => !terminados.has(p.nombre)).map((p) => p.nombre);
if (!fallo && sinCorrer.length) fallo = `pasos sin correr: ${sinCorrer.join(', ')}`;
const total = Math.round((Date.now() - inicio) / 1000);

muestreo.detener();
// The e2e server started ahead is reaped by this process, not by a step: sampled, or what the steps do not account for.
const cpuServidorE2e =
  muestreo.cpuDe(SERVIDOR_E2E) ?? Math.round(segundosDeHijos() - tiempos.reduce((s, t) => s + t.cpu, 0));
const ticksFin = ticksDeMaquina();
const cpuMaquina =
  ticksInicio && ticksFin ? Math.round((ticksFin.ocupados - ticksInicio.ocupados) / 100) : null;
// CPU the host did not give this virtual machine while the run waited for it (steal): the same suite takes longer on a
// busy host, which two runs' totals alone would hide.
const cpuRobada = ticksInicio && ticksFin ? Math.round((ticksFin.robados - ticksInicio.robados) / 100) : null;
console.log('\nTiempo de cada paso (pared; CPU de sus procesos; máquina ociosa mientras corría):');
for (const { nombre, seg, cpu, ocioso } of tiempos)
  console.log(
    `  ${String(seg).padStart(5)} s  ${String(cpu).padStart(5)} s CPU  ${ocioso === null ? '   ' : `${String(ocioso).padStart(2)} %`} ociosa  ${nombre}`,
  );
if (cpuServidorE2e > 0) console.log(`         ${String(cpuServidorE2e).padStart(5)} s CPU  ${SERVIDOR_E2E}`);
if (cpuMaquina !== null) {
  const deLosPasos = tiempos.reduce((s, t) => s + t.cpu, 0) + Math.max(cpuServidorE2e, 0);
  console.log(
    `  ${String(total).padStart(5)} s  ${String(cpuMaquina).padStart(5)} s CPU  la máquina entera (${Math.max(cpuMaquina - deLosPasos, 0)} s fuera de los pasos: el kernel, otros procesos)`,
  );
  if (cpuRobada)
    console.log(
      `         ${String(cpuRobada).padStart(5)} s CPU  robada por el anfitrión (la máquina virtual esperó CPU: ${Math.round((100 * cpuRobada) / (availableParallelism() * total))} % de sus núcleos)`,
    );
}
for (const [titulo, archivo, tipo] of [
  ['vitest', 'vitest.json', 'vitest'],
  ['Playwright', 'playwright.json', 'playwright'],
]) {
  const lentos = archivosMasLentos(path.join(TIEMPOS, archivo), tipo, RAIZ);
  if (!lentos.length) continue;
  console.log(`\nLos 10 archivos más lentos (${titulo}, suma de sus pruebas):`);
  for (const { archivo: a, segundos } of lentos) console.log(`  ${segundos.toFixed(1).padStart(6)} s  ${a}`);
}
const axe = resumenDeAxe(path.join(TIEMPOS, 'axe.jsonl'));
if (axe) {
  console.log(
    `\naxe-core en la e2e: ${axe.analisis} análisis de ${axe.pantallas} pantallas, ${axe.segundos.toFixed(0)} s (los que más suman):`,
  );
  for (const p of axe.masVistas)
    console.log(`  ${p.segundos.toFixed(1).padStart(6)} s  ${String(p.veces).padStart(3)} ×  ${p.pantalla}`);
}
const flakes = flakesDePlaywright(path.join(TIEMPOS, 'playwright.json'));
if (flakes.length) {
  console.log(`\nPruebas inestables (fallaron y pasaron al reintentar): ${flakes.length}`);
  for (const f of flakes) console.log(`  ⚠ ${f}`);
}
// What the server said while a spec failed or was retried (a job that failed, a mail refused).
const avisos = avisosDelServidor(path.join(TIEMPOS, 'servidor-e2e.log'));
if ((fallo === PASO_E2E || flakes.length) && avisos.length) {
  console.log(
    `\nAvisos y errores del servidor de e2e (los últimos ${avisos.length}; todo en .tiempos/servidor-e2e.log):`,
  );
  for (const a of avisos) console.log(`  ${a}`);
}
writeFileSync(
  path.join(TIEMPOS, 'pasos.json'),
  JSON.stringify({ total, tiempos, cpuServidorE2e, cpuMaquina, cpuRobada, conteo }, null, 2),
);

console.log(`\nnpm test: ${fallo ? `falló en "${fallo}"` : 'todo correcto'} en ${total} s`);
if (fallo && conteo.failed === 0) conteo.failed = 1;
console.log(`tests: ${conteo.passed} passed, ${conteo.failed} failed`);
console.log(`flakes: ${conteo.flaky}`);
process.exit(fallo ? 1 : 0);
