// Shared ESLint flat config: typescript-eslint type-checked rules, type-only imports,
// and environment access only through env.ts files.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** @param {{ tsconfigRootDir: string, browser?: boolean }} options */
export function defineConfig({ tsconfigRootDir, browser = false }) {
  return tseslint.config(
    { ignores: ['dist/**', 'node_modules/**', '.turbo/**', 'test-results/**', 'playwright-report/**', '**/*.js', '**/*.mjs', '**/migrations/Migration*.ts'] },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        globals: browser ? { ...globals.browser } : { ...globals.node },
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        'no-restricted-properties': [
          'error',
          { object: 'process', property: 'env', message: 'Lee la configuración desde env.ts (validada con zod).' },
        ],
      },
    },
    {
      files: ['**/env.ts', '**/*.test.ts', '**/*.spec.ts', '**/testing/**', '**/vitest.config.ts', '**/playwright.config.ts', '**/cli/**', '**/global-setup.ts', 'src/run.ts'],
      rules: { 'no-restricted-properties': 'off' },
    },
  );
}
