import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One throwaway PostgreSQL per run (seeded template); each test file clones its own database. The child-process tests
// start the built server (src/testing/bundle.ts), built first when out of date.
const globalSetup = [
  fileURLToPath(new URL('../../packages/db/src/testing/global-setup.ts', import.meta.url)),
  fileURLToPath(new URL('./src/testing/bundle-setup.ts', import.meta.url)),
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup,
    // The files of a worker share one module graph (importing was 68 of the package's 209 s); the env stubs and the
    // session cache's listener are undone by the files that set them.
    isolate: false,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
