import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests (*.test.tsx) say `// @vitest-environment jsdom` themselves; the rest run in node.
  // The files of a worker share one module graph (importing was 23 of the package's 43 s); preparar.ts unmounts what
  // each test rendered.
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/testing/preparar.ts'],
    isolate: false,
    // A component test waits on the screen's state; 20 s is room for the machine npm test loads, not a wait.
    testTimeout: 20_000,
  },
});
