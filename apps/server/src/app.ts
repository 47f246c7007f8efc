import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EstadoPostgres } from '@talento/db';
import { checkOrigin } from './http/origin';
import { salud } from './http/salud';
import { securityHeaders } from './http/security-headers';
import { spa } from './http/spa';
import { limiteJson, trpcMiddleware } from './http/trpc';
import type { Logger } from './logger';

export interface AppOptions {
  orm: MikroORM;
  logger: Logger;
  staffDist: string;
  clienteDist: string;
  publicUrl?: string;
  trustProxy?: boolean;
  /** State of the embedded PostgreSQL (null with DATABASE_URL), reported by /healthz. */
  estadoPostgres?: () => EstadoPostgres | null;
}

/** The HTTP application: headers → /healthz → /trpc → client portal → staff portal. */
export function createApp(options: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  if (options.trustProxy) app.set('trust proxy', 1);
  app.use(securityHeaders);

  app.get('/healthz', salud(options.orm, options.estadoPostgres));

  app.use('/trpc', checkOrigin(options.publicUrl), limiteJson, trpcMiddleware(options.orm, options.logger));
  app.use('/cliente', spa(options.clienteDist));
  app.use('/', spa(options.staffDist));

  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    options.logger.error({ err }, 'error http');
    res.status(500).json({ error: { message: 'Ocurrio un error al realizar la acción' } });
  });
  return app;
}
