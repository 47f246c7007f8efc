import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';
import { migrationsList } from './migrations';
import { soltarConexionesMuertas } from './postgres/pool';

export interface OrmConfigOptions {
  clientUrl: string;
  debug?: boolean;
  poolMax?: number;
}

/** MikroORM configuration shared by the server, the CLI commands and the tests. */
export function ormConfig({ clientUrl, debug = false, poolMax = 10 }: OrmConfigOptions): Options {
  return defineConfig({
    clientUrl,
    entities,
    debug,
    extensions: [Migrator],
    pool: { min: 0, max: poolMax },
    // A server that does not answer (host down, network cut) fails the query after 5 s instead of holding the
    // request until the OS gives up; keepAlive lets the OS notice a dead peer of an idle pooled connection;
    // connections that die while lent go back to the pool (see soltarConexionesMuertas).
    driverOptions: { connectionTimeoutMillis: 5000, keepAlive: true, onPoolCreated: soltarConexionesMuertas },
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    // Tables no entity maps: the devices' rate-limit counters (rate-limiter-flexible) and the import's batches, staging
    // rows and undo log (SQL only, migration …000046_importacion).
    schemaGenerator: {
      skipTables: ['limite_dispositivo', 'lote_importacion', 'fila_importacion', 'registro_importacion'],
    },
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
  });
}
