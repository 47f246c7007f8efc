/**
 * Around a bulk load of CVs: triggers off (session_replication_role, or ALTER TABLE … DISABLE TRIGGER USER
 * when the role may not set it) and, on a fresh database, secondary indexes dropped before COPY and
 * rebuilt afterwards from their own definitions (pg_get_indexdef), so the schema ends exactly as migrated.
 */
import type pg from 'pg';

export const TABLAS_HV = [
  'candidato',
  'hoja_de_vida',
  'experiencia',
  'educacion_superior',
  'otro_estudio',
  'habilidad',
] as const;

export interface IndiceGuardado {
  nombre: string;
  definicion: string;
}

/** Turns user triggers off for this transaction; returns how to turn them back on. */
export async function apagarTriggers(c: pg.ClientBase): Promise<() => Promise<void>> {
  await c.query('savepoint triggers');
  try {
    await c.query('set local session_replication_role = replica');
    await c.query('release savepoint triggers');
    return async () => {
      await c.query('set local session_replication_role = origin');
    };
  } catch {
    await c.query('rollback to savepoint triggers');
    for (const t of TABLAS_HV) await c.query(`alter table "${t}" disable trigger user`);
    return async () => {
      for (const t of TABLAS_HV) await c.query(`alter table "${t}" enable trigger user`);
    };
  }
}

/** Drops the secondary (non-constraint) indexes of the CV tables and returns their definitions. */
export async function quitarIndices(c: pg.ClientBase): Promise<IndiceGuardado[]> {
  const r = await c.query<{ nombre: string; definicion: string }>(
    `select ic.relname as nombre, pg_get_indexdef(i.indexrelid) as definicion
       from pg_index i join pg_class t on t.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname = any($1::text[])
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by t.relname, ic.relname`,
    [TABLAS_HV],
  );
  for (const i of r.rows) await c.query(`drop index "${i.nombre.replace(/"/g, '""')}"`);
  return r.rows;
}

/** Rebuilds the dropped indexes with generous memory for the sorts. */
export async function reponerIndices(
  c: pg.ClientBase,
  indices: IndiceGuardado[],
  log: (m: string) => void,
): Promise<void> {
  await c.query(`set local maintenance_work_mem = '1GB'`);
  for (const i of indices) {
    const t0 = Date.now();
    await c.query(i.definicion);
    log(`  índice ${i.nombre}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}
