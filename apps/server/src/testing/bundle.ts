/**
 * The built server (`npm run build -w @talento/server`: dist/main.js and the CLIs, esbuild) that the tests start as
 * child processes, as `npm start` runs it: no TypeScript compiled at each start. `npm test` builds before the tests;
 * when the tests run alone, the global setup (bundle-setup.ts) builds it first if a source is newer than the bundle.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CARPETA_SERVIDOR = fileURLToPath(new URL('../..', import.meta.url));
const RAIZ = path.resolve(CARPETA_SERVIDOR, '../..');
const DIST = path.join(CARPETA_SERVIDOR, 'dist');

/** The bundle of an entry point of build.mjs (main, user-create, stock-mantener…). */
export const compilado = (
  entrada: 'main' | 'user-create' | 'stock-mantener' | 'respaldo' | 'restaurar' | 'importar',
) => path.join(DIST, `${entrada}.js`);

/** What the bundle is built from: the server and the workspace packages it bundles. */
const FUENTES = [
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/api/src',
  'packages/db/src',
  'packages/rules/src',
];

function masReciente(ruta: string): number {
  const info = statSync(ruta);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = 0;
  for (const e of readdirSync(ruta, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.endsWith('.test.ts')) continue;
    max = Math.max(max, masReciente(path.join(ruta, e.name)));
  }
  return max;
}

/** True when every entry point exists and is newer than every source it is built from. */
export function bundleAlDia(): boolean {
  const entradas = (
    ['main', 'user-create', 'stock-mantener', 'respaldo', 'restaurar', 'importar'] as const
  ).map(compilado);
  if (!entradas.every((e) => existsSync(e))) return false;
  const construido = Math.min(...entradas.map((e) => statSync(e).mtimeMs));
  return FUENTES.every((f) => masReciente(path.join(RAIZ, f)) <= construido);
}

/** Builds the bundle unless it is up to date. */
export function asegurarBundle(): void {
  if (bundleAlDia()) return;
  const r = spawnSync(process.execPath, ['build.mjs'], { cwd: CARPETA_SERVIDOR, stdio: 'inherit' });
  if (r.status !== 0)
    throw new Error('No se pudo compilar el servidor (apps/server/build.mjs) para las pruebas');
}

/** What a built CLI printed and how it ended. */
export interface SalidaCli {
  codigo: number | null;
  salida: string;
  errores: string;
}

/** Runs the built entry point `entrada` with `args` in `env` (exactly that environment), collecting its output. */
export function correrCompilado(
  entrada: Parameters<typeof compilado>[0],
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<SalidaCli> {
  return new Promise((resolve, reject) => {
    const proceso = spawn(process.execPath, [compilado(entrada), ...args], {
      cwd: CARPETA_SERVIDOR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let salida = '';
    let errores = '';
    proceso.stdout.on('data', (d: Buffer) => (salida += d.toString()));
    proceso.stderr.on('data', (d: Buffer) => (errores += d.toString()));
    proceso.on('error', reject);
    proceso.on('exit', (codigo) => resolve({ codigo, salida, errores }));
  });
}
