import { defineConfig } from 'vitest/config';
import DesglosePorProyecto from './tooling/vitest/desglose.mjs';
import OrdenLargosPrimero from './tooling/vitest/orden.mjs';

/**
 * The whole repository's vitest run (`npm test`, `npx vitest run`): every package is a project with its own config,
 * all of them in one process with one pool of workers, so the throwaway PostgreSQL and its seeded template
 * (packages/db/src/testing/global-setup.ts, declared by the database projects) are built once. Two workers: the
 * machine has two cores, and a database test spends much of its time waiting on PostgreSQL.
 * `VITEST_TRABAJADORES` overrides the count; the JSON report (per-file and per-test durations) and where each file's time goes, per project
 * (tooling/vitest/desglose.mjs), go to `.tiempos/`.
 */
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/staff', 'apps/cliente', 'bench', 'e2e'],
    maxWorkers: Number(process.env.VITEST_TRABAJADORES ?? 2),
    // Projects with the long files first, those files first (tooling/vitest/orden.mjs): no idle worker at the end.
    sequence: { sequencer: OrdenLargosPrimero },
    reporters: ['default', ['json', { outputFile: '.tiempos/vitest.json' }], new DesglosePorProyecto()],
  },
});
