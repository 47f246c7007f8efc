import pg from 'pg';

/**
 * Runs `fn` on a PostgreSQL client of its own, for one-off work (an admin statement, a short read, a transaction of a
 * script): the client connects first and is always closed afterwards. An error while closing is ignored, so it never
 * hides what `fn` returned or threw.
 */
export async function conClientePg<T>(
  conexion: string | pg.ClientConfig,
  fn: (c: pg.Client) => Promise<T>,
): Promise<T> {
  const c = new pg.Client(typeof conexion === 'string' ? { connectionString: conexion } : conexion);
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end().catch(() => undefined);
  }
}
