import { COLUMNAS_IMPORTACION, TIPOS_IMPORTACION, type TipoImportacion } from './columnas';
import { claveComparable } from './normalizar';

/** How a file's headers map onto a kind's columns: one column key (or null: ignored) per header position. */
export interface Emparejamiento {
  columnas: (string | null)[];
  /** Headers no column recognised (the user maps or ignores them). */
  sinEmparejar: string[];
  /** Required columns the file does not bring. */
  faltantes: string[];
}

function indiceDe(tipo: TipoImportacion): Map<string, string> {
  const indice = new Map<string, string>();
  for (const c of COLUMNAS_IMPORTACION[tipo]) {
    indice.set(claveComparable(c.clave), c.clave);
    for (const s of c.sinonimos) if (!indice.has(claveComparable(s))) indice.set(claveComparable(s), c.clave);
  }
  return indice;
}

/**
 * Matches headers to the kind's columns by name or synonym; `mapeo` (header → column key, or '' to ignore) is what
 * the user chose for the headers left over. A column is taken once: a second header for it is left unmatched.
 */
export function emparejarEncabezados(
  tipo: TipoImportacion,
  encabezados: readonly string[],
  mapeo: Readonly<Record<string, string>> = {},
): Emparejamiento {
  const indice = indiceDe(tipo);
  const validas = new Set(COLUMNAS_IMPORTACION[tipo].map((c) => c.clave));
  const tomadas = new Set<string>();
  const sinEmparejar: string[] = [];
  const columnas = encabezados.map((h) => {
    const elegida = mapeo[h];
    const clave =
      elegida !== undefined
        ? validas.has(elegida)
          ? elegida
          : null
        : (indice.get(claveComparable(h)) ?? null);
    if (clave === null || tomadas.has(clave)) {
      if (elegida === undefined && h.trim() !== '') sinEmparejar.push(h);
      return null;
    }
    tomadas.add(clave);
    return clave;
  });
  const faltantes = COLUMNAS_IMPORTACION[tipo]
    .filter((c) => c.requerida && !tomadas.has(c.clave))
    .map((c) => c.clave);
  return { columnas, sinEmparejar, faltantes };
}

/** The kind a sheet or CSV holds: its name when it names one, else the kind whose columns its headers match best. */
export function detectarTipo(nombre: string, encabezados: readonly string[]): TipoImportacion | null {
  const porNombre = TIPOS_IMPORTACION.find((t) => claveComparable(nombre).includes(t));
  if (porNombre) return porNombre;
  let mejor: TipoImportacion | null = null;
  let puntaje = 0;
  for (const t of TIPOS_IMPORTACION) {
    const e = emparejarEncabezados(t, encabezados);
    const p = e.columnas.filter((c) => c !== null).length - e.faltantes.length * 2;
    if (p > puntaje) [mejor, puntaje] = [t, p];
  }
  return mejor;
}
