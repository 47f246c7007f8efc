import type { EntityManager } from '@mikro-orm/postgresql';
import { arregloEnteros } from './arreglos';

/** A single-column foreign key of the public schema: `tabla.columna` → `padre.columnaPadre`. */
interface Referencia {
  tabla: string;
  columna: string;
  padre: string;
  columnaPadre: string;
}

/** A column of a table, as information_schema names its type. */
export interface Columna {
  nombre: string;
  tipo: string;
  nula: boolean;
  largo: number | null;
}

/** Every row that belongs to a person: by table, its ids (tables with an `id`) and its rows as JSON. */
export interface GrafoPersona {
  candidatoId: number;
  tablas: Map<string, { ids: Set<number>; filas: Record<string, unknown>[] }>;
  columnas: Map<string, Columna[]>;
}

/** Columns never exported: password and token hashes, and the search document (derived from the rest). */
export const COLUMNAS_OCULTAS = /(^|_)(hash|busqueda)$/;

async function referencias(em: EntityManager): Promise<Referencia[]> {
  return em.execute<Referencia[]>(
    `select c.conrelid::regclass::text as tabla, a.attname as columna, c.confrelid::regclass::text as padre,
            af.attname as "columnaPadre"
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
      where c.contype = 'f' and cardinality(c.conkey) = 1 and c.connamespace = 'public'::regnamespace
      order by 1, 2`,
  );
}

export async function columnasDelEsquema(em: EntityManager): Promise<Map<string, Columna[]>> {
  const filas = await em.execute<(Columna & { tabla: string })[]>(
    `select table_name as tabla, column_name as nombre, data_type as tipo, is_nullable = 'YES' as nula,
            character_maximum_length as largo
       from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const m = new Map<string, Columna[]>();
  for (const { tabla, ...c } of filas) m.set(tabla, [...(m.get(tabla) ?? []), c]);
  return m;
}

const q = (nombre: string) => `"${nombre.replaceAll('"', '""')}"`;

/** The select list of an exported row: files as their size in bytes, hidden columns left out. */
function listaExportada(columnas: readonly Columna[]): string {
  return columnas
    .filter((c) => !COLUMNAS_OCULTAS.test(c.nombre) && c.tipo !== 'tsvector')
    .map((c) =>
      c.tipo === 'bytea' ? `octet_length(t.${q(c.nombre)}) as ${q(c.nombre)}` : `t.${q(c.nombre)}`,
    )
    .join(', ');
}

/**
 * Walks the foreign keys of the database from the person's `candidato` row down: every row of every table that
 * references one of the person's rows (their CV, its lists, requirements and files, orders they were in, tests,
 * appointments, authorisations…) is theirs, however deep. Read from the catalogue, so a table added later is found
 * without changing this code. Parents are not followed (an order the person was in is not theirs).
 */
export async function grafoPersona(em: EntityManager, candidatoId: number): Promise<GrafoPersona> {
  const [refs, columnas] = await Promise.all([referencias(em), columnasDelEsquema(em)]);
  const tablas: GrafoPersona['tablas'] = new Map();
  const agregar = (tabla: string, filas: Record<string, unknown>[]): boolean => {
    let t = tablas.get(tabla);
    if (!t) tablas.set(tabla, (t = { ids: new Set(), filas: [] }));
    let nuevas = false;
    for (const f of filas) {
      const id = typeof f.id === 'number' ? f.id : null;
      if (id !== null && t.ids.has(id)) continue;
      if (id === null && t.filas.some((g) => JSON.stringify(g) === JSON.stringify(f))) continue;
      if (id !== null) t.ids.add(id);
      t.filas.push(f);
      nuevas = true;
    }
    return nuevas;
  };
  const leer = async (tabla: string, columna: string, valores: number[]) => {
    const cols = columnas.get(tabla) ?? [];
    const filas = await em.execute<{ fila: Record<string, unknown> }[]>(
      `select to_jsonb(x) as fila from (select ${listaExportada(cols)} from ${q(tabla)} t
        where t.${q(columna)} = any(?::int[]) order by 1) x`,
      [arregloEnteros(valores)],
    );
    return filas.map((f) => f.fila);
  };
  agregar('candidato', await leer('candidato', 'id', [candidatoId]));
  // Level by level until no table gains a row (the catalogue has no cycle deeper than a self-reference).
  let cambio = true;
  for (let nivel = 0; cambio && nivel < 12; nivel++) {
    cambio = false;
    for (const r of refs) {
      if (r.columnaPadre !== 'id') continue;
      const padre = tablas.get(r.padre);
      if (!padre?.ids.size) continue;
      const tipo = columnas.get(r.tabla)?.find((c) => c.nombre === r.columna)?.tipo;
      if (tipo !== 'integer' && tipo !== 'bigint' && tipo !== 'smallint') continue;
      if (agregar(r.tabla, await leer(r.tabla, r.columna, [...padre.ids]))) cambio = true;
    }
  }
  return { candidatoId, tablas, columnas };
}
