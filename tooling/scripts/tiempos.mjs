// Reading the JSON reports of vitest and Playwright that `npm test` leaves in .tiempos/ (gitignored): the slowest
// test files and the flaky tests, printed at the end of the run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function leer(archivo) {
  if (!existsSync(archivo)) return null;
  try {
    return JSON.parse(readFileSync(archivo, 'utf8'));
  } catch {
    return null;
  }
}

/** Every Playwright test of the report (suites nest: file > describe > …), with its file. */
function* pruebasDePlaywright(suite, archivo = suite.file) {
  for (const spec of suite.specs ?? [])
    for (const prueba of spec.tests ?? [])
      yield { archivo: spec.file ?? archivo, titulo: spec.title, prueba };
  for (const hija of suite.suites ?? []) yield* pruebasDePlaywright(hija, hija.file ?? archivo);
}

/** Seconds per test file (sum of its tests' durations, retries included), the `cuantos` slowest first. */
export function archivosMasLentos(archivo, tipo, raiz, cuantos = 10) {
  const informe = leer(archivo);
  if (!informe) return [];
  const porArchivo = new Map();
  const sumar = (a, ms) => porArchivo.set(a, (porArchivo.get(a) ?? 0) + ms);
  if (tipo === 'vitest') {
    for (const r of informe.testResults ?? [])
      sumar(path.relative(raiz, r.name), (r.endTime ?? 0) - (r.startTime ?? 0));
  } else {
    for (const suite of informe.suites ?? [])
      for (const { archivo: a, prueba } of pruebasDePlaywright(suite))
        for (const r of prueba.results ?? []) sumar(path.join('e2e', a), r.duration ?? 0);
  }
  return [...porArchivo]
    .sort((x, y) => y[1] - x[1])
    .slice(0, cuantos)
    .map(([a, ms]) => ({ archivo: a, segundos: ms / 1000 }));
}

/** "file › title" of every Playwright test that failed first and passed on a retry. */
export function flakesDePlaywright(archivo) {
  const informe = leer(archivo);
  if (!informe) return [];
  const flakes = [];
  for (const suite of informe.suites ?? [])
    for (const { archivo: a, titulo, prueba } of pruebasDePlaywright(suite))
      if (prueba.status === 'flaky') flakes.push(`${a} › ${titulo}`);
  return flakes;
}

/**
 * The warnings and errors (pino level 40 and up) of the e2e server's log, the last `cuantos`, one line each: what the
 * server said while a spec failed (a job that failed, a mail refused), printed by `npm test` when the e2e step fails.
 */
export function avisosDelServidor(archivo, cuantos = 40) {
  if (!existsSync(archivo)) return [];
  const lineas = [];
  for (const linea of readFileSync(archivo, 'utf8').split('\n')) {
    let registro;
    try {
      registro = JSON.parse(linea);
    } catch {
      continue;
    }
    if (typeof registro.level !== 'number' || registro.level < 40) continue;
    const { level, time, msg, pid: _pid, hostname: _hostname, ...resto } = registro;
    const hora = new Date(time).toISOString().slice(11, 23);
    lineas.push(`${hora} ${level >= 50 ? 'ERROR' : 'AVISO'} ${msg} ${JSON.stringify(resto)}`.slice(0, 600));
  }
  return lineas.slice(-cuantos);
}

/**
 * axe's part of the e2e step, from the lines the e2e fixture leaves in .tiempos/axe.jsonl: how many analyses ran, their
 * seconds, and the screens analysed most often (a screen analysed again shows a kind of element not seen before).
 */
export function resumenDeAxe(archivo, cuantas = 5) {
  if (!existsSync(archivo)) return null;
  const porPantalla = new Map();
  let analisis = 0;
  let ms = 0;
  for (const linea of readFileSync(archivo, 'utf8').split('\n')) {
    if (!linea.trim()) continue;
    for (const a of JSON.parse(linea).analisis ?? []) {
      analisis++;
      ms += a.ms;
      const p = porPantalla.get(a.pantalla) ?? { veces: 0, ms: 0 };
      p.veces++;
      p.ms += a.ms;
      porPantalla.set(a.pantalla, p);
    }
  }
  const masVistas = [...porPantalla]
    .sort((x, y) => y[1].ms - x[1].ms)
    .slice(0, cuantas)
    .map(([pantalla, p]) => ({ pantalla, veces: p.veces, segundos: p.ms / 1000 }));
  return { analisis, segundos: ms / 1000, pantallas: porPantalla.size, masVistas };
}
