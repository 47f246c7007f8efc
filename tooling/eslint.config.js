// Shared ESLint flat config: typescript-eslint type-checked rules, type-only imports,
// and environment access only through env.ts files.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Procedure inputs build their text, number and date leaves with `campo.*` of @talento/rules
 * (esquemas/primitivos.ts: no control characters, numbers within their column's range; issue 12). Output
 * shapes (`.output(...)`, dto files) describe what the server writes and may use zod directly.
 */
const HOJA_CRUDA = 'MemberExpression[object.name="z"][property.name=/^(string|number|int|int32|uint32|float32|float64|bigint|date|coerce)$/]';
const ESQUEMAS_SIN_HOJAS_CRUDAS = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `${HOJA_CRUDA}:not(CallExpression[callee.property.name="output"] *)`,
      message: 'En esquemas de entrada use campo.texto/id/entero/decimal/dinero/fechaIso/fechaHora/formato/codigo de @talento/rules (sin caracteres de control, números dentro del rango de su columna).',
    },
  ],
};

/** @param {{ tsconfigRootDir: string, browser?: boolean, esquemasDeEntrada?: string[] }} options */
export function defineConfig({ tsconfigRootDir, browser = false, esquemasDeEntrada = [] }) {
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
    ...(esquemasDeEntrada.length
      ? [
          {
            files: esquemasDeEntrada,
            ignores: ['**/dto.ts', '**/*-dto.ts', '**/*.test.ts', '**/pruebas/**', '**/esquemas/primitivos.ts'],
            rules: ESQUEMAS_SIN_HOJAS_CRUDAS,
          },
        ]
      : []),
  );
}
