/**
 * The layers inside a domain (docs/architecture.md §3), swept over every file of `dominios/`: procedures and routers
 * use services; a service (`servicios/**`) uses, within its domain, only other services and the domain's output
 * contracts (`dto.ts`); a `dto.ts` is a leaf contract: zod schemas of rules, `nucleo`, other contracts and the column
 * declarations they are derived from (`servicios/*-columnas.ts`), never a service's logic or a procedure. So a service's
 * return type lives below it and no arrow runs back up. (Between domains and towards `nucleo`, eslint's zones.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname);
const DOMINIOS = path.join(SRC, 'dominios');

function archivos(carpeta: string): string[] {
  return readdirSync(carpeta, { withFileTypes: true }).flatMap((e) => {
    const ruta = path.join(carpeta, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : archivos(ruta);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [ruta] : [];
  });
}

/** Relative imports of a source (static `from '…'` and `import('…')`), resolved to paths under src/ without extension. */
export function importacionesRelativas(ruta: string, texto: string): string[] {
  const especificadores = [...texto.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return especificadores.map((e) =>
    path.relative(SRC, path.resolve(path.dirname(ruta), e)).replace(/\.js$/, ''),
  );
}

const dominioDe = (relativa: string) => relativa.split(path.sep)[1];
const enServicios = (relativa: string) => relativa.split(path.sep).includes('servicios');
const base = (relativa: string) => path.basename(relativa);

/** What is wrong with one file's relative imports under the rules above ([] when nothing). */
export function faltasDeCapa(relativa: string, importaciones: readonly string[]): string[] {
  const dominio = dominioDe(relativa);
  const propias = importaciones.filter(
    (i) => i.startsWith(`dominios${path.sep}`) && dominioDe(i) === dominio,
  );
  if (base(relativa) === 'dto.ts')
    return [
      ...propias.filter((i) => !(base(i) === 'dto' || (enServicios(i) && base(i).endsWith('-columnas')))),
    ].map((i) => `${relativa} (un contrato) importa ${i}`);
  if (enServicios(relativa))
    return propias
      .filter((i) => !enServicios(i) && base(i) !== 'dto')
      .map((i) => `${relativa} (un servicio) importa ${i}, que no es un servicio ni un dto`);
  return [];
}

describe('the layers inside each domain', () => {
  it('services import, within their domain, only services and dto.ts; a dto.ts only contracts and column lists', () => {
    const faltas = archivos(DOMINIOS).flatMap((ruta) =>
      faltasDeCapa(path.relative(SRC, ruta), importacionesRelativas(ruta, readFileSync(ruta, 'utf8'))),
    );
    expect(faltas).toEqual([]);
  });

  it('the check itself finds a service importing a procedure and a contract importing a service', () => {
    const servicio = path.join('dominios', 'perfiles', 'servicios', 'crear.ts');
    expect(faltasDeCapa(servicio, [path.join('dominios', 'perfiles', 'router')])).toHaveLength(1);
    expect(faltasDeCapa(servicio, [path.join('dominios', 'perfiles', 'dto')])).toEqual([]);
    expect(faltasDeCapa(servicio, [path.join('nucleo', 'errors')])).toEqual([]);
    const contrato = path.join('dominios', 'citas', 'dto.ts');
    expect(faltasDeCapa(contrato, [path.join('dominios', 'citas', 'servicios', 'listar')])).toHaveLength(1);
    expect(faltasDeCapa(contrato, [path.join('dominios', 'citas', 'servicios', 'listar-columnas')])).toEqual(
      [],
    );
    // And the resolution of a real import line.
    expect(
      importacionesRelativas(
        path.join(SRC, servicio),
        "import { X } from '../router';\nconst y = import('./z');",
      ),
    ).toEqual([
      path.join('dominios', 'perfiles', 'router'),
      path.join('dominios', 'perfiles', 'servicios', 'z'),
    ]);
  });
});
