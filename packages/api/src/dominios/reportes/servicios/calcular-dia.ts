/**
 * Computes the indicators table for days: each day's rows (branch × client × psychologist) are replaced in one
 * transaction by the result of one aggregate query (contribuciones-sql.ts), with the day's agency total
 * (indicador_operaciones_total, what a report over everything reads), and the day is recorded as computed.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FechaIso } from '@talento/rules';
import { Parametros } from '../../../nucleo/sql/parametros';
import { COLUMNAS_EMBUDO, COLUMNAS_TERMINO, PREFIJO_MES, PREFIJO_SEMANA } from './columnas-sql';
import { periodosDelDia, sqlContribuciones } from './contribuciones-sql';

const COLUMNAS = [
  ...Object.values(COLUMNAS_EMBUDO),
  ...[PREFIJO_SEMANA, PREFIJO_MES].flatMap((p) => Object.values(COLUMNAS_TERMINO).map((t) => p + t)),
];

/** Replaces the rows of `dia` (a Bogotá calendar day) and marks it computed at `ahora`. Returns the rows written. */
export async function calcularDia(em: EntityManager, dia: FechaIso, ahora: Date): Promise<number> {
  return em.transactional(async (tx) => {
    // Two runs of the same day (two instances, or the job and a test) wait for each other instead of colliding.
    await tx.execute(
      `select pg_advisory_xact_lock(hashtext('indicador_operaciones'), (?::date - date '2000-01-01'))`,
      [dia],
    );
    await tx.execute('delete from indicador_operaciones where fecha = ?', [dia], 'run');
    const q = new Parametros();
    q.v(dia);
    const consulta = sqlContribuciones(q, {
      desde: dia,
      hasta: dia,
      periodos: periodosDelDia(dia),
      filtro: () => '',
    });
    const resultado = await tx.execute(
      `insert into indicador_operaciones (fecha, sucursal_id, cliente_id, psicologo_id, ${COLUMNAS.join(', ')})
       select ?::date, c.sucursal_id, c.cliente_id, c.psicologo_id, ${COLUMNAS.map((col) => `c.${col}`).join(', ')}
       from (${consulta}) c where ${COLUMNAS.map((col) => `c.${col}`).join(' + ')} > 0`,
      q.valores,
      'run',
    );
    await tx.execute('delete from indicador_operaciones_total where fecha = ?', [dia], 'run');
    await tx.execute(
      `insert into indicador_operaciones_total (fecha, ${COLUMNAS.join(', ')})
       select fecha, ${COLUMNAS.map((col) => `sum(${col})`).join(', ')} from indicador_operaciones where fecha = ? group by fecha`,
      [dia],
      'run',
    );
    await tx.execute(
      `insert into dia_indicador_calculado (fecha, calculado_en) values (?, ?) on conflict (fecha) do update set calculado_en = excluded.calculado_en`,
      [dia, ahora],
      'run',
    );
    return (resultado as { affectedRows?: number }).affectedRows ?? 0;
  });
}
