import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests (*.test.tsx) of the staff screens; each file says `// @vitest-environment jsdom` itself.
  test: { include: ['src/**/*.test.tsx'] },
});
