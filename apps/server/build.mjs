// Bundles the server (and the workspace packages it imports) into dist/main.js.
// Third-party packages stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const externals = new Set();
for (const file of [
  'package.json',
  '../../packages/api/package.json',
  '../../packages/db/package.json',
  '../../packages/rules/package.json',
]) {
  const pkg = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
  for (const dep of Object.keys(pkg.dependencies ?? {})) if (!dep.startsWith('@talento/')) externals.add(dep);
}

const resultado = await build({
  entryPoints: {
    main: 'src/main.ts',
    'user-create': 'src/cli/user-create.ts',
    'stock-mantener': 'src/cli/stock-mantener.ts',
    importar: 'src/cli/importar.ts',
    respaldo: 'src/cli/respaldo.ts',
    restaurar: 'src/cli/restaurar.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: [...externals, '@mikro-orm/*', 'pg-native'],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
// A warning is a defect of the bundle (e.g. a side-effect import dropped: zod's Spanish messages): the build fails.
if (resultado.warnings.length) {
  console.error(`El bundle del servidor tiene ${resultado.warnings.length} advertencia(s): corríjalas.`);
  process.exit(1);
}
