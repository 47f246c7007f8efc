import { BaseSequencer } from 'vitest/node';

/**
 * The order in which the repository's vitest run hands files to its two workers. CI runs on a clean clone, so vitest has
 * no durations of earlier runs and would go project by project in name order, largest file first: the server's two
 * long files (a backup restored under load, a crash recovery: a minute and more each) started after every other
 * project and left one worker idle at the end. Longest first is the classic fix for a tail: the projects holding the
 * long files go first and, inside a project, the files known to be long (measured in `.tiempos/vitest.json`; the list
 * only orders, it never skips) before the rest, which keeps vitest's own order (its durations when it has them, size
 * otherwise). Files of one project stay together, so a non-isolated worker keeps its loaded modules between them.
 */
const PROYECTOS_PRIMERO = ['@talento/server', '@talento/db', '@talento/api'];
const LENTOS = [
  'apps/server/src/respaldo.test.ts',
  'apps/server/src/respaldo-pitr.test.ts',
  'apps/server/src/recuperacion.test.ts',
  'packages/db/src/seeders/demo/seed-demo.test.ts',
  'packages/api/src/dominios/hv/servicios/resumen/completitud.test.ts',
  'apps/server/src/cli/stock-mantener.test.ts',
];

const rango = (lista, valor) => {
  const i = lista.indexOf(valor);
  return i === -1 ? lista.length : i;
};

export default class OrdenLargosPrimero extends BaseSequencer {
  async sort(archivos) {
    const base = await super.sort(archivos);
    const raiz = this.ctx.config.root.replace(/\/$/, '');
    const relativo = (spec) => spec.moduleId.slice(raiz.length + 1);
    const posicion = new Map(base.map((spec, i) => [spec, i]));
    return [...base].sort(
      (a, b) =>
        rango(PROYECTOS_PRIMERO, a.project.name) - rango(PROYECTOS_PRIMERO, b.project.name) ||
        (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1) ||
        rango(LENTOS, relativo(a)) - rango(LENTOS, relativo(b)) ||
        posicion.get(a) - posicion.get(b),
    );
  }
}
