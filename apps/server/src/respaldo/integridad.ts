/**
 * The quick integrity check of a restored cluster: the migrations table, the exact row count of every table of the
 * application, and a digest of every stored file (the bytea columns: uploaded files live in the database), which also
 * reads every file back from TOAST.
 */
import { conClientePg } from '@talento/db';
import type pg from 'pg';

export interface Integridad {
  ultimaMigracion: string | null;
  migraciones: number;
  filas: Record<string, number>;
  /** Per `tabla.columna` of type bytea: how many files and an order-independent MD5 of their contents. */
  archivos: Record<string, { cantidad: number; md5: string | null }>;
}

const id = (nombre: string) => `"${nombre.replaceAll('"', '""')}"`;

/** How long a restored cluster may take to finish replaying its WAL and promote before the check gives up. */
const LIMITE_RECUPERACION_MS = 120_000;

/**
 * A restored cluster accepts connections while it still replays WAL (hot standby) and, until it is promoted, refuses to
 * read unlogged tables ("cannot access temporary or unlogged relations during recovery"): the check starts once
 * recovery has ended (its state, asked twice a second), never on a guess of how long that takes.
 */
async function esperarFinDeRecuperacion(c: pg.Client): Promise<void> {
  const limite = Date.now() + LIMITE_RECUPERACION_MS;
  for (;;) {
    const r = await c.query<{ en: boolean }>('select pg_is_in_recovery() en');
    if (!r.rows[0]!.en) return;
    if (Date.now() > limite) throw new Error('el clúster restaurado no terminó de recuperarse');
    await new Promise((listo) => setTimeout(listo, 500));
  }
}

export async function comprobarIntegridad(url: string): Promise<Integridad> {
  return conClientePg(url, async (c) => {
    await esperarFinDeRecuperacion(c);
    const migraciones = await c.query<{ name: string }>('select name from mikro_orm_migrations order by id');
    const tablas = await c.query<{ tabla: string }>(
      `select tablename tabla from pg_tables where schemaname = 'public' order by tablename`,
    );
    const filas: Record<string, number> = {};
    for (const { tabla } of tablas.rows) {
      const r = await c.query<{ n: string }>(`select count(*) n from public.${id(tabla)}`);
      filas[tabla] = Number(r.rows[0]!.n);
    }
    const columnas = await c.query<{ tabla: string; columna: string }>(
      `select c.table_name tabla, c.column_name columna from information_schema.columns c
         join pg_tables t on t.schemaname = c.table_schema and t.tablename = c.table_name
        where c.table_schema = 'public' and c.data_type = 'bytea' order by 1, 2`,
    );
    const archivos: Integridad['archivos'] = {};
    for (const { tabla, columna } of columnas.rows) {
      const r = await c.query<{ n: string; md5: string | null }>(
        `select count(${id(columna)}) n, md5(string_agg(h, '' order by h)) md5
           from (select ${id(columna)}, md5(${id(columna)}) h from public.${id(tabla)}) x`,
      );
      archivos[`${tabla}.${columna}`] = { cantidad: Number(r.rows[0]!.n), md5: r.rows[0]!.md5 };
    }
    return {
      ultimaMigracion: migraciones.rows.at(-1)?.name ?? null,
      migraciones: migraciones.rowCount ?? 0,
      filas,
      archivos,
    };
  });
}
