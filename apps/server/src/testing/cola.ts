/**
 * Waiting on the outbox's state instead of a time: a pg-boss queue is settled when none of its jobs is queued,
 * retrying or running. Once every row is in its final state and the queue is settled, nothing more can be delivered
 * (the pumps hand out Pendiente rows only), so a test can assert "exactly once" right then.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { ESQUEMA_PGBOSS } from '../outbox/cola-reintentos';

/** Jobs of `cola` queued, retrying or running. */
export async function trabajosEnCurso(orm: MikroORM, cola: string): Promise<number> {
  const [fila] = await orm.em
    .fork()
    .getConnection()
    .execute<{ n: number }[]>(
      `select count(*)::int as n from ${ESQUEMA_PGBOSS}.job where name = ? and state in ('created', 'retry', 'active')`,
      [cola],
    );
  return fila?.n ?? 0;
}

/** Resolves once `listo()` holds and `cola` has no job in course (fails after `limiteMs`, a safety net). */
export async function esperarAsentado(
  orm: MikroORM,
  cola: string,
  listo: () => Promise<boolean> | boolean,
  limiteMs = 30_000,
): Promise<void> {
  const limite = Date.now() + limiteMs;
  while (!((await listo()) && (await trabajosEnCurso(orm, cola)) === 0)) {
    if (Date.now() > limite) throw new Error(`La cola ${cola} no se asentó en ${limiteMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
