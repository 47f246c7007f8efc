import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests of the portal's own modules (the screen list); each file says `// @vitest-environment jsdom` itself.
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
