/**
 * The sources the static sweeps read (voz-y-formato, nombre-contiene-texto): every file of the given folders of the
 * repository whose name matches `extension`, tests left out, skipping the folders named in `omitir` at any depth.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RAIZ = path.resolve(import.meta.dirname, '../../../..');

export interface OpcionesFuentes {
  /** .ts and .tsx, or .tsx only. */
  extension: RegExp;
  omitir: readonly string[];
}

function* recorrer(carpeta: string, o: OpcionesFuentes): Generator<string> {
  for (const e of readdirSync(path.join(RAIZ, carpeta), { withFileTypes: true })) {
    const relativa = `${carpeta}/${e.name}`;
    if (e.isDirectory()) {
      if (!o.omitir.includes(e.name)) yield* recorrer(relativa, o);
    } else if (o.extension.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name)) yield relativa;
  }
}

/** Paths relative to the repository's root, folder by folder. */
export function fuentesDe(carpetas: readonly string[], o: OpcionesFuentes): string[] {
  return carpetas.flatMap((c) => [...recorrer(c, o)]);
}

/** The text of a source named by `fuentesDe`. */
export const leerFuente = (archivo: string): string => readFileSync(path.join(RAIZ, archivo), 'utf8');
