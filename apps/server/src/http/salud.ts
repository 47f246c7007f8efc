import type { Request, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EstadoPostgres } from '@talento/db';
import { VERSION_APP } from '@talento/rules';
import { estadoRespaldos } from '../respaldo/estado';

/** A health check never waits longer than this for PostgreSQL (a hung server must still read as down). */
const ESPERA_MAXIMA_MS = 2000;

/**
 * GET /healthz: 200 when PostgreSQL answers `select 1`, 503 otherwise, so a load balancer or a supervisor
 * stops sending traffic while the database is down or being restarted. The body says which, in Spanish.
 */
export function salud(
  orm: MikroORM,
  estadoPostgres: () => EstadoPostgres | null = () => null,
  /** With the embedded PostgreSQL, the backups folder: the body adds `respaldo` (last verified one, whether late). */
  respaldos?: string,
) {
  return async (_req: Request, res: Response) => {
    let temporizador: NodeJS.Timeout | undefined;
    const limite = new Promise<never>((_, reject) => {
      temporizador = setTimeout(() => reject(new Error('sin respuesta')), ESPERA_MAXIMA_MS);
    });
    let ok = true;
    try {
      await Promise.race([orm.em.getConnection().execute('select 1'), limite]);
    } catch {
      ok = false;
    } finally {
      clearTimeout(temporizador);
    }
    res.set('cache-control', 'no-store');
    const respaldo = respaldos ? { respaldo: await estadoRespaldos(respaldos) } : {};
    if (ok) {
      res.status(200).json({ status: 'ok', db: 'ok', version: VERSION_APP, ...respaldo });
      return;
    }
    const reiniciando = estadoPostgres() === 'reiniciando';
    res.status(503).json({
      status: reiniciando ? 'la base de datos se está reiniciando' : 'la base de datos no responde',
      db: reiniciando ? 'reiniciando' : 'error',
      version: VERSION_APP,
      ...respaldo,
    });
  };
}
