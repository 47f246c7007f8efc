import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests (*.test.tsx, each says `// @vitest-environment jsdom` itself) and node tests of the screen list.
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
