import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests (*.test.tsx) say `// @vitest-environment jsdom` themselves; the rest run in node.
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], setupFiles: ['./src/pruebas/preparar.ts'] },
});
