import { defineConfig } from '@talento/tooling/eslint';

export default defineConfig({ tsconfigRootDir: import.meta.dirname, esquemasDeEntrada: ['src/dominios/**/*.ts'] });
