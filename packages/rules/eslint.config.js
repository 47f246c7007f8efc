import { defineConfig } from '@talento/tooling/eslint';

export default defineConfig({
  tsconfigRootDir: import.meta.dirname,
  capa: 'rules',
  esquemasDeEntrada: ['src/**/*.ts'],
});
