import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { defineConfig } from '@talento/tooling/eslint';
import talento from '@talento/tooling/eslint-reglas';

/**
 * The API's layers (docs/architecture.md): `nucleo/` imports no domain; a domain uses another only through that
 * domain's `index.ts`; no import cycle anywhere. The domain list is read from the folder, so a new domain is covered.
 */
const dominios = fs
  .readdirSync(path.join(import.meta.dirname, 'src/dominios'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const zonas = [
  {
    target: './src/nucleo',
    from: './src/dominios',
    message: 'nucleo/ no importa ningún dominio: lo compartido vive en nucleo y los dominios lo usan.',
  },
  ...dominios.flatMap((d) =>
    dominios
      .filter((e) => e !== d)
      .map((e) => ({
        target: `./src/dominios/${d}`,
        from: `./src/dominios/${e}`,
        except: ['./index.ts'],
        message: `Use lo que el dominio ${e} ofrece en dominios/${e}/index.ts, no sus archivos internos.`,
      })),
  ),
];

// exportacion/ and root.ts compose the domains (they read each list's service, wire each router): they sit above every
// domain and nucleo, so nothing below imports them. Tests are exempt: they may check an export end to end.
const composicion = [
  {
    target: './src/dominios',
    from: ['./src/exportacion', './src/root.ts'],
    message: 'Un dominio no importa exportacion/ ni root.ts: esos componen los dominios desde arriba.',
  },
  {
    target: './src/nucleo',
    from: ['./src/exportacion', './src/root.ts'],
    message: 'nucleo/ no importa exportacion/ ni root.ts: esos componen los dominios desde arriba.',
  },
];

export default [
  ...defineConfig({ tsconfigRootDir: import.meta.dirname, esquemasDeEntrada: ['src/dominios/**/*.ts'] }),
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zonas, ...composicion] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: ['src/**/*.test.ts'], rules: { 'import-x/no-restricted-paths': ['error', { zones: zonas }] } },
  // A client scope is read only by nucleo/sql/alcance.ts (tooling/eslint-reglas/alcance-en-su-modulo.js); tests may
  // build and inspect scopes.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/nucleo/sql/alcance.ts', 'src/**/*.test.ts', 'src/testing/**'],
    plugins: { talento },
    rules: { 'talento/alcance-en-su-modulo': 'error' },
  },
];
