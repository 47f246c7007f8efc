// `npm run verificar` (and `npm test`'s step of the same name): the typecheck and the lint in one process, over the same
// two TypeScript programs (tsconfig.node.json: the Node packages; tsconfig.web.json: the browser packages and e2e).
// Both spend their time computing types; here each program is built and checked once, and ESLint's typed rules are
// handed those programs (parserOptions.programs, through tooling/eslint.config.js), so they ask an already warm checker
// instead of building and checking everything a second time. Same diagnostics as `npm run typecheck` and `npm run lint`.
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { PROGRAMAS_COMPARTIDOS } from '../eslint.config.js';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const TSCONFIGS = ['tsconfig.node.json', 'tsconfig.web.json'];

const formato = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => RAIZ,
  getNewLine: () => '\n',
};

/** A program as typescript-eslint builds its own (parent pointers set: its AST conversion walks them). */
function crearPrograma(tsconfig) {
  const archivo = path.join(RAIZ, tsconfig);
  const { config } = ts.readConfigFile(archivo, ts.sys.readFile);
  const leido = ts.parseJsonConfigFileContent(config, ts.sys, RAIZ, undefined, archivo);
  return ts.createProgram(leido.fileNames, leido.options, ts.createCompilerHost(leido.options, true));
}

/**
 * The diagnostics of a program, as `getPreEmitDiagnostics`, but each source file is checked once for the whole run: in
 * the program whose tsconfig includes it, or (a file no tsconfig includes) in the first program that imports it. The
 * browser program imports the API's types (AppRouter) and with them the API's sources, which the Node program checks
 * under their own options: checking them again under the browser's options cost about 16 s of CPU for nothing.
 */
const yaRevisados = new Set();
const raicesDeTodos = new Set();
function diagnosticosDe(programa) {
  const propios = new Set(programa.getRootFileNames().map((r) => path.resolve(r)));
  const archivos = programa
    .getSourceFiles()
    .filter((f) => !f.isDeclarationFile && !f.fileName.includes('/node_modules/'))
    .filter((f) => {
      const archivo = path.resolve(f.fileName);
      return !yaRevisados.has(archivo) && (propios.has(archivo) || !raicesDeTodos.has(archivo));
    });
  for (const f of archivos) yaRevisados.add(path.resolve(f.fileName));
  return [
    ...programa.getConfigFileParsingDiagnostics(),
    ...programa.getOptionsDiagnostics(),
    ...programa.getGlobalDiagnostics(),
    ...archivos.flatMap((f) => [
      ...programa.getSyntacticDiagnostics(f),
      ...programa.getSemanticDiagnostics(f),
    ]),
  ];
}

let fallo = false;
const programas = {};
const creados = TSCONFIGS.map((tsconfig) => [tsconfig, crearPrograma(tsconfig)]);
for (const [, programa] of creados)
  for (const r of programa.getRootFileNames()) raicesDeTodos.add(path.resolve(r));
for (const [tsconfig, programa] of creados) {
  const t0 = Date.now();
  const diagnosticos = diagnosticosDe(programa);
  programas[tsconfig] = programa;
  console.log(
    `Tipos de ${tsconfig}: ${programa.getRootFileNames().length} archivos, ${diagnosticos.length} errores (${Math.round((Date.now() - t0) / 1000)} s)`,
  );
  if (diagnosticos.length) {
    fallo = true;
    console.log(
      process.stdout.isTTY
        ? ts.formatDiagnosticsWithColorAndContext(diagnosticos, formato)
        : ts.formatDiagnostics(diagnosticos, formato),
    );
  }
}

// tooling/eslint.config.js gives each package's typed rules the program its files belong to.
globalThis[PROGRAMAS_COMPARTIDOS] = programas;
const t0 = Date.now();
const eslint = new ESLint({ cwd: RAIZ });
const resultados = await eslint.lintFiles(['apps', 'packages', 'e2e']);
const errores = resultados.reduce((s, r) => s + r.errorCount + r.fatalErrorCount, 0);
const avisos = resultados.reduce((s, r) => s + r.warningCount, 0);
console.log(
  `Lint: ${resultados.length} archivos, ${errores} errores, ${avisos} avisos (${Math.round((Date.now() - t0) / 1000)} s)`,
);
if (errores || avisos) {
  const texto = (await eslint.loadFormatter('stylish')).format(resultados);
  if (texto) console.log(texto);
}
if (errores) fallo = true;
process.exit(fallo ? 1 : 0);
