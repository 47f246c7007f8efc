import type { EntityManager } from '@mikro-orm/postgresql';
import { nombreDeArchivoDe, TIPOS_ARCHIVO } from '@talento/rules';
import type { Columna, GrafoPersona } from './grafo';
import { seccionDe } from './secciones';

/** One file of the person (a `bytea` cell of one of their rows) and its name in the ZIP. */
export interface ArchivoDatos {
  /** Its path in the ZIP: `archivos/<section>/<row id>-<name>`. */
  archivo: string;
  tabla: string;
  /** The row's id. */
  id: number;
  columna: string;
  bytes: number;
  tipoMime: string | null;
}

/** How a file cell reads in the JSON and the PDF: its size and the file's name in the ZIP. */
export interface ReferenciaArchivo {
  bytes: number;
  archivo: string;
}

const CARPETA_ARCHIVOS = 'archivos';

/**
 * A file name as stored (typed by whoever uploaded it) made safe for a ZIP entry: no path separators, control
 * characters, invisible direction marks or runs of dots, at most 100 characters keeping the extension.
 */
function nombreSeguro(nombre: string): string {
  const limpio = nombre
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .replace(/^[\s._]+|\s+$/g, '');
  if (limpio.length <= 100) return limpio;
  const punto = limpio.lastIndexOf('.');
  const extension = punto > 0 && limpio.length - punto <= 10 ? limpio.slice(punto) : '';
  return limpio.slice(0, 100 - extension.length) + extension;
}

/** The extension of a MIME type among the upload types (pdf, jpg, png, doc, docx), or none. */
function extensionDe(tipoMime: string | null): string {
  const tipo = Object.values(TIPOS_ARCHIVO).find((t) => t.mime === tipoMime);
  return tipo ? `.${tipo.extensiones[0]}` : '';
}

/** A text column of the row that names the file of `columna`, if the table has one. */
const columnaHermana = (columnas: readonly Columna[], candidatas: string[]): string | null =>
  candidatas.find((c) => columnas.some((x) => x.nombre === c)) ?? null;

const texto = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/**
 * Every file among the person's rows, in the order of the tables and rows: each `bytea` cell that is not empty (the
 * walk read it as its size). Its name in the ZIP comes from the row's name column (`<columna>_nombre`, or `nombre`
 * next to a `contenido`), else from the column and the MIME type; names never repeat.
 */
export function archivosDe(g: GrafoPersona): ArchivoDatos[] {
  const archivos: ArchivoDatos[] = [];
  const usados = new Set<string>();
  for (const [tabla, { filas }] of g.tablas) {
    const columnas = g.columnas.get(tabla) ?? [];
    const binarias = columnas.filter((c) => c.tipo === 'bytea');
    if (!binarias.length) continue;
    const carpeta = `${CARPETA_ARCHIVOS}/${nombreDeArchivoDe(seccionDe(tabla).titulo) || 'otros'}`;
    for (const fila of filas) {
      if (typeof fila.id !== 'number') continue;
      for (const b of binarias) {
        const bytes = fila[b.nombre];
        if (typeof bytes !== 'number') continue;
        const nombreCol = columnaHermana(columnas, [
          `${b.nombre}_nombre`,
          ...(b.nombre === 'contenido' ? ['nombre'] : []),
        ]);
        const mimeCol = columnaHermana(columnas, [
          `${b.nombre}_tipo_mime`,
          ...(b.nombre === 'contenido' ? ['tipo_mime'] : []),
        ]);
        const tipoMime = mimeCol ? texto(fila[mimeCol]) : null;
        const propio = nombreCol ? texto(fila[nombreCol]) : null;
        const porDefecto = `${b.nombre.replaceAll('_', '-')}${extensionDe(tipoMime)}`;
        const nombre = (propio && nombreSeguro(propio)) || porDefecto;
        let archivo = `${carpeta}/${fila.id}-${nombre}`;
        for (let n = 2; usados.has(archivo); n++) archivo = `${carpeta}/${fila.id}-${n}-${nombre}`;
        usados.add(archivo);
        archivos.push({ archivo, tabla, id: fila.id, columna: b.nombre, bytes, tipoMime });
      }
    }
  }
  return archivos;
}

/** The rows' file cells as their reference (size and name in the ZIP) instead of the bare size. */
export function referenciarArchivos(g: GrafoPersona, archivos: readonly ArchivoDatos[]): void {
  for (const a of archivos) {
    const fila = g.tablas.get(a.tabla)?.filas.find((f) => f.id === a.id);
    if (fila) fila[a.columna] = { bytes: a.bytes, archivo: a.archivo } satisfies ReferenciaArchivo;
  }
}

const q = (nombre: string) => `"${nombre.replaceAll('"', '""')}"`;

/** The content of one file (table and column come from the catalogue, never from the request). */
export async function contenidoDe(em: EntityManager, a: ArchivoDatos): Promise<Buffer> {
  const [fila] = await em.execute<{ contenido: Buffer | null }[]>(
    `select ${q(a.columna)} as contenido from ${q(a.tabla)} where id = ?`,
    [a.id],
  );
  return fila?.contenido ?? Buffer.alloc(0);
}
