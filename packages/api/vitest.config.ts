import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One throwaway PostgreSQL per run (seeded template); each test file clones its own database.
const globalSetup = fileURLToPath(new URL('../db/src/testing/global-setup.ts', import.meta.url));

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: [globalSetup],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
