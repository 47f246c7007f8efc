// Shared ESLint flat config: typescript-eslint type-checked rules, type-only imports,
// and environment access only through env.ts files.
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Procedure inputs build their text, number and date leaves with `campo.*` of @talento/rules
 * (esquemas/primitivos.ts: no control characters, numbers within their column's range; issue 12). Output
 * shapes (`.output(...)`, dto files) describe what the server writes and may use zod directly.
 */
const HOJA_CRUDA =
  'MemberExpression[object.name="z"][property.name=/^(string|number|int|int32|uint32|float32|float64|bigint|date|coerce)$/]';
/**
 * A URL or an e-mail is first a `campo.texto` (length, no control characters: a NUL passes `z.url` and PostgreSQL refuses
 * it in a text column) piped into the format check: `campo.texto({ max }).pipe(z.email(…))`. Alone it is refused.
 */
const FORMATO_CRUDO = 'MemberExpression[object.name="z"][property.name=/^(url|email|httpUrl)$/]';
const HOJAS_CRUDAS = [
  {
    selector: `${HOJA_CRUDA}:not(CallExpression[callee.property.name="output"] *)`,
    message:
      'En esquemas de entrada use campo.texto/id/entero/decimal/dinero/fechaIso/fechaHora/formato/codigo de @talento/rules (sin caracteres de control, números dentro del rango de su columna).',
  },
  {
    selector: `${FORMATO_CRUDO}:not(CallExpression[callee.property.name=/^(output|pipe)$/] *)`,
    message:
      'En esquemas de entrada un correo o una URL es primero texto: campo.texto({ max }).pipe(z.email(…)) o .pipe(z.url(…)) (sin caracteres de control, con su largo).',
  },
];

/**
 * Date arithmetic lives in one module, packages/rules/src/fechas (docs/estilo.md §1: date-fns with the Bogotá zone explicit).
 * Elsewhere these shapes are refused: mutating or building a Date from local/UTC fields, the time-zone offset trick,
 * day counts in milliseconds, `toISOString().slice(0, 10)` (a UTC day, not Bogotá's) and locale date strings.
 * Reading a Date (getTime, comparisons) and `new Date(text | ms)` stay allowed.
 */
const MENSAJE_FECHAS =
  'Cálculo de fechas fuera del módulo de fechas: use sumarDias/sumarMeses/fechaEnZonaNegocio/hoyIso/formatoFecha… de @talento/rules (packages/rules/src/fechas, zona America/Bogota).';
const FECHAS_SOLO_EN_SU_MODULO = [
  'CallExpression[callee.property.name=/^(set(UTC)?(Date|Month|FullYear|Hours|Minutes|Seconds)|setTime|setYear|getTimezoneOffset|toLocaleDateString|toLocaleTimeString)$/]',
  'BinaryExpression > CallExpression[callee.property.name=/^get(UTC)?(Date|Day|Month|FullYear|Hours|Minutes)$/]',
  'NewExpression[callee.name="Date"][arguments.length>1]',
  'CallExpression[callee.object.name="Date"][callee.property.name="UTC"]',
  'CallExpression[callee.property.name="slice"][callee.object.callee.property.name="toISOString"]',
  'Literal[value=86400000]',
  'MemberExpression[object.name="Intl"][property.name="DateTimeFormat"]',
].map((selector) => ({ selector, message: MENSAJE_FECHAS }));

/**
 * Inside `em.transactional(async (tx) => …)`, `tx.getConnection().execute(…)` takes another connection from the pool:
 * the statement runs outside the transaction (it neither rolls back with it nor sees its uncommitted rows) and ten
 * such writes at once can exhaust the pool waiting for a second connection each. `tx.execute(…)` runs in it.
 */
const SQL_EN_SU_TRANSACCION = [
  {
    selector:
      'CallExpression[callee.property.name="execute"][callee.object.callee.property.name="getConnection"][callee.object.callee.object.name=/^(tx|trx|tem)$/]',
    message:
      'Dentro de una transacción use tx.execute(sql, params): tx.getConnection().execute corre fuera de ella, en otra conexión.',
  },
];

/**
 * The layering of docs/estilo.md §1, enforced: the portals and packages/ui never import the database nor
 * runtime values of the API (its types only: the router's shape for the tRPC client), packages/ui knows no server
 * at all (no tRPC, no React Query: packages/conexion holds them), and packages/rules imports no I/O at all (it runs
 * in the browser and on the server alike).
 */
const SIN_SERVIDOR = [
  {
    group: ['@talento/db', '@talento/db/*'],
    message: 'El navegador no usa la base de datos (docs/estilo.md §1): pida los datos por tRPC.',
  },
  {
    group: ['@talento/api', '@talento/api/*'],
    allowTypeImports: true,
    message: 'Del API solo se importan tipos (docs/estilo.md §1).',
  },
  {
    group: ['@trpc/server', '@trpc/server/*'],
    allowTypeImports: true,
    message: 'Del servidor tRPC solo se importan tipos.',
  },
];
const CAPAS = {
  app: SIN_SERVIDOR,
  ui: [
    ...SIN_SERVIDOR,
    {
      group: [
        '@trpc/*',
        '@tanstack/react-query',
        '@tanstack/react-query/*',
        '@talento/conexion',
        '@talento/conexion/*',
        'superjson',
      ],
      message:
        'packages/ui no conoce el servidor (docs/estilo.md §1): el cliente tRPC y el de React Query están en @talento/conexion, que usan los portales.',
    },
  ],
  rules: [
    ...SIN_SERVIDOR,
    {
      group: ['@talento/ui', '@talento/ui/*', 'react', 'react-dom'],
      message: 'rules no depende de la interfaz (docs/estilo.md §1).',
    },
    {
      group: ['pg', '@mikro-orm/*', 'express', 'nodemailer', 'node:*'],
      message: 'rules no hace E/S (docs/estilo.md §1): solo reglas puras.',
    },
  ],
};

const RAIZ = path.resolve(import.meta.dirname, '..');
/**
 * Type information comes from the two programs of the typecheck (tsconfig.web.json: the browser packages and e2e;
 * tsconfig.node.json: the rest), each built once per ESLint process: `npm run lint` lints every package in one process,
 * so the API's types are not checked again for each package that imports them (per package, 560 CPU seconds; so, 240).
 */
const DEL_NAVEGADOR = ['apps/staff', 'apps/cliente', 'packages/ui', 'packages/conexion', 'e2e'];
/**
 * Where tooling/scripts/tipos-y-lint.mjs leaves the two programs it has already type-checked ({ [tsconfig]: Program }):
 * when present, the typed rules use them instead of building their own (the checker's work is not done twice).
 */
export const PROGRAMAS_COMPARTIDOS = Symbol.for('talento.eslint.programas');
function programaCompartido(tsconfigRootDir) {
  const paquete = path.relative(RAIZ, tsconfigRootDir);
  const tsconfig = DEL_NAVEGADOR.includes(paquete) ? 'tsconfig.web.json' : 'tsconfig.node.json';
  const ya = globalThis[PROGRAMAS_COMPARTIDOS]?.[tsconfig];
  if (ya) return { programs: [ya], tsconfigRootDir: RAIZ };
  return { project: [path.join(RAIZ, tsconfig)], tsconfigRootDir: RAIZ };
}

/** @param {{ tsconfigRootDir: string, browser?: boolean, esquemasDeEntrada?: string[], capa?: 'app' | 'ui' | 'rules' }} options */
export function defineConfig({ tsconfigRootDir, browser = false, esquemasDeEntrada = [], capa }) {
  return tseslint.config(
    { linterOptions: { reportUnusedDisableDirectives: 'error' } },
    {
      ignores: [
        'dist/**',
        'node_modules/**',
        '.turbo/**',
        'test-results/**',
        'playwright-report/**',
        '**/*.js',
        '**/*.mjs',
        '**/migrations/Migration*.ts',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        globals: browser ? { ...globals.browser } : { ...globals.node },
        parserOptions: programaCompartido(tsconfigRootDir),
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
        ],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        'no-restricted-properties': [
          'error',
          {
            object: 'process',
            property: 'env',
            message: 'Lee la configuración desde env.ts (validada con zod).',
          },
        ],
        'no-restricted-syntax': ['error', ...FECHAS_SOLO_EN_SU_MODULO, ...SQL_EN_SU_TRANSACCION],
      },
    },
    {
      files: [
        '**/env.ts',
        '**/*.test.ts',
        '**/*.spec.ts',
        '**/testing/**',
        '**/vitest.config.ts',
        '**/playwright.config.ts',
        '**/cli/**',
        '**/global-setup.ts',
        'src/run.ts',
      ],
      rules: { 'no-restricted-properties': 'off' },
    },
    ...(capa
      ? [
          {
            ignores: ['**/*.test.ts', '**/*.test.tsx'],
            rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: CAPAS[capa] }] },
          },
          // Tests of the browser packages may simulate the server (a TRPCClientError) but never import the database
          // or the API's values: checks that need a portal's code and the server's belong to the e2e package.
          ...(capa === 'rules'
            ? []
            : [
                {
                  files: ['**/*.test.ts', '**/*.test.tsx'],
                  rules: {
                    '@typescript-eslint/no-restricted-imports': ['error', { patterns: SIN_SERVIDOR }],
                  },
                },
              ]),
        ]
      : []),
    ...(browser
      ? [
          {
            plugins: { 'react-hooks': reactHooks },
            rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
          },
        ]
      : []),
    ...(esquemasDeEntrada.length
      ? [
          {
            files: esquemasDeEntrada,
            ignores: [
              '**/dto.ts',
              '**/*-dto.ts',
              '**/*.test.ts',
              '**/testing/**',
              '**/servicios/**',
              '**/servicio.ts',
              '**/esquemas/primitivos.ts',
            ],
            rules: {
              'no-restricted-syntax': [
                'error',
                ...HOJAS_CRUDAS,
                ...FECHAS_SOLO_EN_SU_MODULO,
                ...SQL_EN_SU_TRANSACCION,
              ],
            },
          },
        ]
      : []),
    // The date module itself, and test code (unit tests, their helpers, the e2e package's support files), which
    // may build fixed instants by hand; the schema rule above ignores these files as well.
    {
      files: ['**/fechas/**', '**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', '**/testing/**', 'support/**'],
      rules: { 'no-restricted-syntax': 'off' },
    },
  );
}
