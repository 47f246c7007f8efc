// npm run bench [-- suite ...]: runs every suite, or only the named ones (sesion, pedidos, busqueda, sugeridos, citas, reportes, mercaderistas-ingesta, mercaderistas-mapa, mezcla; the
// diagnostic mezcla-cpu and lighthouse, which needs `npm run build` first, only when named).
// Each suite starts its own throwaway PostgreSQL and prints RESULT lines.
const SUITES: Record<string, () => Promise<{ ejecutar(): Promise<void> }>> = {
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
  lighthouse: () => import('./suites/lighthouse'),
};
/** Diagnostics and the audit of the built portals: only run when named. */
const SOLO_NOMBRADAS = new Set(['mezcla-cpu', 'lighthouse']);

const pedidas = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const desconocidas = pedidas.filter((s) => !(s in SUITES));
if (desconocidas.length) {
  console.error(`Suites desconocidas: ${desconocidas.join(', ')}. Disponibles: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
for (const nombre of pedidas.length ? pedidas : Object.keys(SUITES).filter((s) => !SOLO_NOMBRADAS.has(s))) {
  console.log(`\n== bench ${nombre} ==`);
  const suite = await SUITES[nombre]!();
  await suite.ejecutar();
}
