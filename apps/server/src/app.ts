import express from 'express';
import { rechazoDeCuerpo, responderRechazo } from './http/rechazo-cuerpo';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { PuertoRespaldos } from '@talento/api';
import type { EstadoPostgres } from '@talento/db';
import { SOLICITUDES_DISPOSITIVO_POR_MINUTO } from '@talento/rules';
import { compresion } from './http/compresion';
import { checkOrigin } from './http/origin';
import { salud } from './http/salud';
import { securityHeaders } from './http/security-headers';
import { spa } from './http/spa';
import { ANONIMOS_POR_MINUTO, crearLimiteAnonimos } from './http/limite-anonimos';
import { apiDeDispositivos, PREFIJO_DISPOSITIVOS } from './http/dispositivos/router';
import { crearLimiteDispositivos } from './http/dispositivos/limite';
import { resultadosPruebas } from './http/resultados-pruebas';
import { soloPostSinCache, trpcMiddleware } from './http/trpc';
import { PREFIJO_EXPORTAR, rutaExportar } from './http/exportar';
import { PREFIJO_RESPALDOS, rutaRespaldos } from './http/respaldos';
import { PREFIJO_DATOS_PERSONALES, rutaDatosPersonales } from './http/datos-personales';
import type { Logger } from './logger';

export interface AppOptions {
  orm: MikroORM;
  logger: Logger;
  staffDist: string;
  clienteDist: string;
  publicUrl?: string;
  /** Load balancer addresses allowed to set X-Forwarded-For/-Proto (TALENTO_TRUST_PROXY); none by default. */
  trustProxy?: readonly string[];
  /** Calls per minute and address without a session (TALENTO_ANONIMOS_POR_MINUTO). */
  anonimosPorMinuto?: number;
  /** Requests per minute and merchandiser device (DISPOSITIVOS_POR_MINUTO). */
  dispositivosPorMinuto?: number;
  /** GOOGLE_MAPS_API_KEY: opens the CSP to Google Maps and reaches the staff map through mapa.configuracion. */
  mapsKey?: string;
  /** REPORTES_ORIGENES: the only origins a named report may be framed from (CSP frame-src). */
  origenesReportes?: readonly string[];
  /** State of the embedded PostgreSQL (null with DATABASE_URL), reported by /healthz. */
  estadoPostgres?: () => EstadoPostgres | null;
  /** Backups folder of the embedded PostgreSQL: /healthz reports its last verified backup (none with DATABASE_URL). */
  respaldos?: string;
  /** Administración › Respaldos (list, "Respaldar ahora", download); null or omitted with DATABASE_URL. */
  puertoRespaldos?: PuertoRespaldos | null;
}

/** The HTTP application: headers → /healthz → /trpc (POST only, Origin, body limits) → signed test results → devices' API → client portal → staff portal. */
export function createApp(options: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  // Only these addresses may say who the client is (X-Forwarded-For) and whether it came over https; from anyone
  // else the headers are ignored, so a client cannot forge its address past the login and anonymous limits.
  if (options.trustProxy?.length) app.set('trust proxy', [...options.trustProxy]);
  app.use(
    securityHeaders({
      publicUrl: options.publicUrl,
      mapsKey: options.mapsKey,
      origenesReportes: options.origenesReportes,
    }),
  );
  app.use(compresion);

  app.get('/healthz', salud(options.orm, options.estadoPostgres, options.respaldos));

  const limiteAnonimos = crearLimiteAnonimos(options.anonimosPorMinuto ?? ANONIMOS_POR_MINUTO);
  const configuracion = {
    googleMapsApiKey: options.mapsKey ?? null,
    respaldos: options.puertoRespaldos ?? null,
  };
  app.use(
    '/trpc',
    soloPostSinCache,
    checkOrigin(options.publicUrl),
    trpcMiddleware(options.orm, options.logger, limiteAnonimos, configuracion),
  );
  // "Exportar" of every list: an XLSX streamed with the session, Origin check and access of the list's procedure.
  app.use(
    PREFIJO_EXPORTAR,
    soloPostSinCache,
    checkOrigin(options.publicUrl),
    rutaExportar(options.orm, options.logger, limiteAnonimos),
  );
  // A backup file of Administración › Respaldos, streamed after its access check and audit row.
  app.use(
    PREFIJO_RESPALDOS,
    soloPostSinCache,
    checkOrigin(options.publicUrl),
    rutaRespaldos(options.orm, options.logger, limiteAnonimos, configuracion),
  );
  // The access export of a person (Datos personales), a ZIP streamed with the session, Origin check and access.
  app.use(
    PREFIJO_DATOS_PERSONALES,
    soloPostSinCache,
    checkOrigin(options.publicUrl),
    rutaDatosPersonales(options.orm, options.logger, limiteAnonimos),
  );
  // Server-to-server (the test platform), authenticated by its HMAC signature instead of a session and Origin.
  app.use(resultadosPruebas(options.orm, options.logger));
  // The merchandisers' phones (issue 20): bearer token per device instead of a session, no Origin (not browsers).
  const limiteDispositivos = crearLimiteDispositivos(
    options.dispositivosPorMinuto ?? SOLICITUDES_DISPOSITIVO_POR_MINUTO,
    options.orm,
  );
  app.use(
    PREFIJO_DISPOSITIVOS,
    apiDeDispositivos({ orm: options.orm, logger: options.logger, limite: limiteDispositivos }),
  );
  app.use('/cliente', spa(options.clienteDist));
  app.use('/', spa(options.staffDist));

  app.use((err: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    // A body refused by a route's parser (express.json/urlencoded of the export and the backup download): the sender's
    // doing, in Spanish, never a 500.
    const rechazo = rechazoDeCuerpo(err);
    if (rechazo && !res.headersSent)
      return void responderRechazo(req, res, rechazo, (status, message) =>
        res.status(status).json({ error: { message } }),
      );
    options.logger.error({ err }, 'error http');
    res.status(500).json({ error: { message: 'Ocurrio un error al realizar la acción' } });
  });
  return app;
}
