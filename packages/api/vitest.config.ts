import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One throwaway PostgreSQL per run (seeded template); each test file clones its own database.
const globalSetup = fileURLToPath(new URL('../db/src/testing/global-setup.ts', import.meta.url));

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: [globalSetup],
    // The files of a worker share one module graph (importing the API was 225 of the package's 530 s). Each file still
    // has its own database and ORM; the module state there is (the session cache, off unless a file turns it on; env
    // stubs, undone after each test) is put back by the files that change it.
    isolate: false,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
