import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** Seconds to wait before calling again, or null when the call is admitted. */
export type LimiteDispositivos = (clave: string) => Promise<number | null>;

const VENTANA_S = 60;

/**
 * Requests per minute per device (key `d:<id>`), and per address for enrolment and made-up tokens (`ip:<address>`:
 * it also slows down guessing codes). Counted in PostgreSQL (table limite_dispositivo, rate-limiter-flexible's store,
 * one upsert per request), so the limit holds across the HTTP processes of TALENTO_PROCESOS and across instances;
 * counted in memory each process would admit its own `porMinuto`. If PostgreSQL cannot count, the process's memory
 * does meanwhile (the library's insurance limiter), so the limit never falls away.
 */
export function crearLimiteDispositivos(porMinuto: number, orm: MikroORM): LimiteDispositivos {
  // The ORM's own pg pool, reached when counting (the server builds the app before the pool is first asked for).
  const pool = {
    query: async (consulta: unknown) =>
      ((await orm.em.getConnection().getNativeClient()) as { query(c: unknown): Promise<unknown> }).query(
        consulta,
      ),
  };
  const limitador = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'limite_dispositivo',
    tableCreated: true, // by the migration
    points: porMinuto,
    duration: VENTANA_S,
    insuranceLimiter: new RateLimiterMemory({ points: porMinuto, duration: VENTANA_S }),
  });
  return async (clave) => {
    try {
      await limitador.consume(clave, 1);
      return null;
    } catch (rechazo) {
      if (rechazo instanceof RateLimiterRes) return Math.max(1, Math.ceil(rechazo.msBeforeNext / 1000));
      throw rechazo;
    }
  };
}
