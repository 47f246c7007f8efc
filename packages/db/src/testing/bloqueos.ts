/**
 * Waiting on PostgreSQL's state instead of a time: a test that holds a row or index lock in one transaction and
 * starts a second statement that must wait for it goes on once PostgreSQL shows that statement waiting (pg_locks,
 * a lock not granted in this database), never after a sleep that a loaded machine could outrun.
 */
import type { MikroORM } from '@mikro-orm/postgresql';

/** Resolves once `cuantos` backends of the ORM's database wait for a lock (fails after `limiteMs`, a safety net). */
export async function esperarBloqueo(orm: MikroORM, cuantos = 1, limiteMs = 15_000): Promise<void> {
  const limite = Date.now() + limiteMs;
  for (;;) {
    const [fila] = await orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(distinct l.pid)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where not l.granted and a.datname = current_database()`,
      );
    if ((fila?.n ?? 0) >= cuantos) return;
    if (Date.now() > limite) throw new Error(`Ninguna sentencia esperó un bloqueo en ${limiteMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
