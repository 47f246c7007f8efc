import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Pure rules, no module state: the files of a worker share one module graph instead of importing it each
    // (importing was 62 of the package's 76 s).
    isolate: false,
    // Property tests: a fixed seed and their size from the environment (tooling/vitest/propiedades.js).
    setupFiles: ['../../tooling/vitest/propiedades.js'],
    // The property and table tests run thousands of cases; beside the database tests and lint on two cores they can
    // take longer than vitest's default 5 s (a safety limit, like the other packages' 30 s).
    testTimeout: 30_000,
  },
});
