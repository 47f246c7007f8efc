import path from 'node:path';
import type { Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { cacheSesiones } from '@talento/api';
import type { EstadoPostgres } from '@talento/db';
import { createApp } from './app';
import { REPO_ROOT, type Env } from './env';
import { escuchar } from './http/escuchar';
import type { Logger } from './logger';
import { iniciarVaciadoRechazos } from './rechazos-vaciado';
import { escucharSesiones } from './sesiones-escucha';
import { puertoRespaldos } from './respaldo/puerto';
import type { RespaldoProgramado } from './respaldo/programado';

export interface ServicioHttp {
  server: Server;
  detener(): Promise<void>;
}

/**
 * What every process that answers HTTP runs: the session-cache listener, the refused-anonymous counts, the
 * express application on PORT. The single process runs it beside the database and the outbox; with
 * TALENTO_PROCESOS > 1 each worker runs only this, on the port the cluster shares.
 */
export async function iniciarServicioHttp(
  orm: MikroORM,
  env: Env,
  logger: Logger,
  estadoPostgres?: () => EstadoPostgres | null,
  /**
   * The backup job's queue (embedded PostgreSQL with TALENTO_RESPALDOS): the one this process runs, or in a web process
   * the primary's (conectarColaRespaldo). "Respaldar ahora" enqueues on it.
   */
  respaldoProgramado?: RespaldoProgramado | null,
): Promise<ServicioHttp> {
  // The embedded cluster's backups, as env.base says (in a web process too: see entornoProcesoWeb).
  const embebida = env.base.tipo === 'embebida' ? env.base : null;
  const vaciadoRechazos = iniciarVaciadoRechazos(orm, logger);
  cacheSesiones.configurar(env.TALENTO_CACHE_SESIONES_MS);
  const escuchaSesiones = await escucharSesiones(orm.config.get('clientUrl') ?? '', logger);
  const app = createApp({
    orm,
    logger,
    staffDist: path.join(REPO_ROOT, 'apps/staff/dist'),
    clienteDist: path.join(REPO_ROOT, 'apps/cliente/dist'),
    publicUrl: env.TALENTO_PUBLIC_URL,
    trustProxy: env.TALENTO_TRUST_PROXY,
    anonimosPorMinuto: env.TALENTO_ANONIMOS_POR_MINUTO,
    dispositivosPorMinuto: env.DISPOSITIVOS_POR_MINUTO,
    mapsKey: env.GOOGLE_MAPS_API_KEY,
    origenesReportes: env.REPORTES_ORIGENES,
    estadoPostgres,
    respaldos: embebida?.respaldos,
    puertoRespaldos: embebida ? puertoRespaldos(embebida.respaldos, respaldoProgramado?.cola ?? null) : null,
  });
  const server = await escuchar(app, env.PORT, env.HOST);
  return {
    server,
    async detener() {
      server.close();
      server.closeAllConnections();
      await escuchaSesiones.cerrar();
      await vaciadoRechazos.detener();
    },
  };
}
