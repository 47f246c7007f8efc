// Initial-load budget (issue 13): the JS and CSS each portal's built index.html loads before anything else
// (its <script src>, <link rel="modulepreload"> and <link rel="stylesheet">), gzipped as the server sends them,
// must stay within the budget. Run after the build; exits 1 past a budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const PRESUPUESTOS = [
  { portal: 'staff', dist: 'apps/staff/dist', base: '/', kb: 200 },
  { portal: 'cliente', dist: 'apps/cliente/dist', base: '/cliente/', kb: 130 },
];

/** Paths of the scripts, preloaded modules and stylesheets named by index.html. */
export function recursosIniciales(html) {
  const rutas = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) rutas.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const etiqueta = m[0];
    if (!/\brel="(modulepreload|stylesheet)"/.test(etiqueta)) continue;
    const href = /\bhref="([^"]+)"/.exec(etiqueta);
    if (href) rutas.add(href[1]);
  }
  return [...rutas];
}

let excedido = false;
for (const { portal, dist, base, kb } of PRESUPUESTOS) {
  const carpeta = path.join(RAIZ, dist);
  const html = readFileSync(path.join(carpeta, 'index.html'), 'utf8');
  let total = 0;
  const detalle = [];
  for (const ruta of recursosIniciales(html)) {
    const relativa = ruta.startsWith(base) ? ruta.slice(base.length) : ruta.replace(/^\//, '');
    const bytes = gzipSync(readFileSync(path.join(carpeta, relativa))).length;
    total += bytes;
    detalle.push(`${relativa} ${(bytes / 1024).toFixed(1)} KB`);
  }
  const totalKb = total / 1024;
  const ok = totalKb <= kb;
  if (!ok) excedido = true;
  console.log(
    `${ok ? '✓' : '✗'} ${portal}: carga inicial ${totalKb.toFixed(1)} KB gzip (presupuesto ${kb} KB)`,
  );
  for (const linea of detalle) console.log(`    ${linea}`);
}
process.exit(excedido ? 1 : 0);
