import type { NextFunction, Request, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import {
  appRouter,
  baseNoDisponible,
  COOKIE_SESION,
  createContextInner,
  rechazosAnonimos,
  validarSesion,
  type ConfiguracionApi,
} from '@talento/api';
import { esBaseNoDisponible } from '@talento/db';
import { MENSAJES, type Portal } from '@talento/rules';
import { expressCookies, parseCookies } from './cookies';
import { emDeSolicitud } from './em-de-solicitud';
import { llamadasDe, type LimiteAnonimos } from './limite-anonimos';
import { trpcJson } from './trpc-json';
import type { Logger } from '../logger';

const MAX_BATCH = 10;
/** Multipart uploads (evidence files) may reach 10 MB; JSON bodies are limited to 1 MB by limiteJson. */
const MAX_BODY = 10 * 1024 * 1024;
export const MAX_JSON = 1024 * 1024;

function portalDe(req: Request): Portal {
  return req.get('x-talento-portal') === 'cliente' ? 'cliente' : 'staff';
}

function esMultipart(req: Request): boolean {
  return (req.get('content-type') ?? '').startsWith('multipart/form-data');
}

/**
 * Every tRPC call goes by POST (the clients send queries with methodOverride): a query's input, often personal data
 * (document numbers, names, search words), never sits in a URL, a proxy log or the browser history. Answers are
 * never stored by a browser or proxy cache either.
 */
export function soloPostSinCache(req: Request, res: Response, next: NextFunction) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method === 'POST') return next();
  res.setHeader('Allow', 'POST');
  res.status(405).json({ error: { message: MENSAJES.errores.soloPost, code: 'METHOD_NOT_SUPPORTED' } });
}

/**
 * /trpc: one request context per call (its entity manager, session from the portal's cookie). The body limit
 * depends on the kind of body: 1 MB for JSON (trpc-json.ts), 10 MB for multipart uploads (tRPC's own adapter). Both
 * count the bytes as they arrive and answer 413 past the limit, so a chunked body with no Content-Length (which
 * `limiteJson` cannot see) is cut off instead of being read and parsed whole; the same for anonymous and signed-in
 * callers.
 */
export function trpcMiddleware(
  orm: MikroORM,
  logger: Logger,
  limiteAnonimos: LimiteAnonimos,
  configuracion?: ConfiguracionApi,
) {
  const createContext = crearContexto(orm, limiteAnonimos, configuracion);
  const onError = ({ error, path }: { error: TRPCError; path?: string }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error, path }, 'error en procedimiento');
  };
  const json = trpcJson({
    router: appRouter,
    maxBatchSize: MAX_BATCH,
    maxBodySize: MAX_JSON,
    createContext,
    onError,
  });
  // Uploads: tRPC's own adapter, which hands the multipart body to the procedure as a stream.
  const multipart = createExpressMiddleware({
    router: appRouter,
    maxBatchSize: MAX_BATCH,
    maxBodySize: MAX_BODY,
    allowMethodOverride: true,
    createContext: ({ req, res }: { req: Request; res: Response }) => createContext(req, res),
    onError,
  });
  return (req: Request, res: Response, next: NextFunction) =>
    esMultipart(req) ? multipart(req, res, next) : json(req, res, next);
}

/** One request's context: its entity manager (forked on first use), the session of the portal's cookie, the anonymous limit. */
export function crearContexto(
  orm: MikroORM,
  limiteAnonimos: LimiteAnonimos,
  configuracion?: ConfiguracionApi,
) {
  return async (req: Request, res: Response) => {
    const em = emDeSolicitud(orm);
    const portal = portalDe(req);
    const token = parseCookies(req.headers.cookie)[COOKIE_SESION[portal]];
    const now = new Date();
    // The session is read before any procedure runs: a database that is down is a 503 here too, not a 500.
    const sesion = token
      ? await validarSesion(em, token, portal, now).catch((error: unknown) => {
          throw esBaseNoDisponible(error) ? baseNoDisponible() : error;
        })
      : null;
    if (token && !sesion) expressCookies(req, res).clear(COOKIE_SESION[portal]);
    const ip = req.ip ?? '';
    if (!sesion) await limitarAnonimo(limiteAnonimos, req, res, ip, now);
    return createContextInner({
      em,
      sesion,
      portal,
      ip,
      userAgent: req.get('user-agent') ?? '',
      cookies: expressCookies(req, res),
      configuracion,
    });
  };
}

/** Past the per-address limit for calls without a session: 429 with Retry-After, counted in aggregate, nothing run. */
async function limitarAnonimo(
  limite: LimiteAnonimos,
  req: Request,
  res: Response,
  ip: string,
  now: Date,
): Promise<void> {
  const llamadas = llamadasDe(req);
  const espera = await limite(ip, llamadas);
  if (espera === null) return;
  rechazosAnonimos.contar(ip, 'porLimite', now, llamadas);
  res.setHeader('Retry-After', String(espera));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MENSAJES.errores.demasiadasSolicitudes });
}
