import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests of the portal's own modules (the screen list); each file says `// @vitest-environment jsdom` itself.
  // A component test waits on the screen's state; 20 s is room for the machine npm test loads, not a wait.
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], testTimeout: 20_000 },
});
