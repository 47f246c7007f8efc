import { defineConfig } from 'vitest/config';

/**
 * The node tests of the e2e package (not Playwright's specs): checks that read both a portal's screen records and the
 * server's policy and demo users, which the portals themselves may not import (only `type AppRouter` of the API).
 */
export default defineConfig({
  test: { include: ['acceso/**/*.test.ts'] },
});
