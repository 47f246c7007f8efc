/** The bench's suites by name, and the names that stand for several (`npm run bench -- mercaderistas`). */
export const SUITES: Record<string, () => Promise<{ ejecutar(): Promise<void> }>> = {
  sesion: () => import('./suites/sesion'),
  pedidos: () => import('./suites/pedidos-dashboard'),
  busqueda: () => import('./suites/busqueda'),
  sugeridos: () => import('./suites/sugeridos'),
  citas: () => import('./suites/citas'),
  'mercaderistas-mapa': () => import('./suites/mercaderistas-mapa'),
  reportes: () => import('./suites/reportes'),
  'mercaderistas-ingesta': () => import('./suites/mercaderistas-ingesta'),
  mezcla: () => import('./suites/mezcla'),
  'mezcla-cpu': () => import('./suites/mezcla-cpu'),
  'mezcla-sql': () => import('./suites/mezcla-sql'),
  lighthouse: () => import('./suites/lighthouse'),
  importar: () => import('./suites/importar'),
};

/** Issue 20 names the merchandising bench `npm run bench -- mercaderistas`: ingestion, then the map query. */
export const GRUPOS: Record<string, readonly string[]> = {
  mercaderistas: ['mercaderistas-ingesta', 'mercaderistas-mapa'],
};

/** Diagnostics, the audit of the built portals and the import (it needs the built CLI): only run when named. */
const SOLO_NOMBRADAS = new Set(['mezcla-cpu', 'mezcla-sql', 'lighthouse', 'importar']);

/** The suites to run for these arguments (flags ignored): every one but the diagnostics when none is named; groups expanded, each suite once. */
export function elegirSuites(argumentos: readonly string[]): { suites: string[]; desconocidas: string[] } {
  const pedidas = argumentos.filter((a) => !a.startsWith('-'));
  if (pedidas.length === 0)
    return { suites: Object.keys(SUITES).filter((s) => !SOLO_NOMBRADAS.has(s)), desconocidas: [] };
  const desconocidas = pedidas.filter((s) => !(s in SUITES) && !(s in GRUPOS));
  const suites = [...new Set(pedidas.flatMap((s) => GRUPOS[s] ?? [s]))].filter((s) => s in SUITES);
  return { suites, desconocidas };
}
