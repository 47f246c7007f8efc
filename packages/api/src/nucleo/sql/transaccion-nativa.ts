/**
 * A transaction on one connection of the ORM's `pg` pool whose parameters travel to PostgreSQL as values. The ORM's
 * `execute` writes every parameter into the statement's text, escaping it: for a bulk write that sends a block of
 * 1,000 rows as one JSON text, escaping and copying that text was a tenth of the import's dry run. For long bulk
 * writes only (the import's staging); the product's forms write through the ORM.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { aMarcadoresPg } from './consulta-preparada';

export interface ConexionNativa {
  /** Runs `sql` (`?` placeholders only, as the services write them) with `params` as values; answers its rows. */
  consultar<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** Runs `fn` inside BEGIN … COMMIT on one pooled connection; any error rolls everything back and is rethrown. */
export async function enTransaccionNativa<T>(
  em: EntityManager,
  fn: (c: ConexionNativa) => Promise<T>,
): Promise<T> {
  const pool = await em.getConnection().getNativeClient();
  const cliente = await pool.connect();
  let rota = false;
  try {
    await cliente.query('begin');
    const resultado = await fn({
      consultar: async <F>(sql: string, params: readonly unknown[] = []) =>
        (await cliente.query(aMarcadoresPg(sql), params as unknown[])).rows as F[],
    });
    await cliente.query('commit');
    return resultado;
  } catch (error) {
    // A connection that cannot even roll back is not given back to the pool.
    await cliente.query('rollback').catch(() => (rota = true));
    throw error;
  } finally {
    cliente.release(rota);
  }
}
