import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests (*.test.tsx, each says `// @vitest-environment jsdom` itself) and node tests of the screen list.
  // A component test waits on the screen's state; 20 s is room for the machine npm test loads, not a wait.
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], testTimeout: 20_000 },
});
