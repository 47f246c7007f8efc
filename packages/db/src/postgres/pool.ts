import type { Pool, PoolClient } from 'pg';

/**
 * Gives back to the pool every checked-out connection that dies (PostgreSQL restarted, network cut).
 * Kysely, under MikroORM, releases a transaction's connection only after its COMMIT or ROLLBACK succeeds:
 * when the server goes away mid-transaction both fail and the connection stays checked out forever. Each
 * outage would leak the connections of the transactions in flight until the pool is exhausted (every
 * request then waits for a connection) and `orm.close()` never ends. On 'end' or 'error' of a connection
 * still lent, it is released with the error (pg-pool then destroys it) and its holder's own later
 * release becomes a no-op, so a normal release after the failure does not throw "released twice".
 */
export function soltarConexionesMuertas(pool: Pool): void {
  const prestadas = new Set<PoolClient>();
  pool.on('acquire', (cliente) => prestadas.add(cliente));
  pool.on('release', (_error, cliente) => prestadas.delete(cliente));
  pool.on('remove', (cliente) => prestadas.delete(cliente));
  pool.on('connect', (cliente) => {
    const soltar = (motivo: string) => {
      if (!prestadas.delete(cliente)) return; // idle: pg-pool removes it by itself
      const liberar = cliente.release.bind(cliente);
      cliente.release = () => undefined;
      liberar(new Error(`conexión con PostgreSQL perdida: ${motivo}`));
    };
    cliente.on('end', () => soltar('cerrada'));
    cliente.on('error', (error) => soltar(error.message));
  });
}
