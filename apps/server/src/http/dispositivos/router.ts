/**
 * The devices' REST API, /api/dispositivos/v1 (issue 20): the merchandisers' phones enrol with a one-time code
 * and then send GPS points, arrivals and incidents in idempotent batches. JSON only, no session, no cookies and
 * no Origin check (phones are not browsers): every call but enrolment and the OpenAPI document carries
 * `Authorization: Bearer <token>`, checked against the database on each request. 401 for a missing, unknown or
 * revoked token; 429 with Retry-After past the per-device limit; 413 for an oversized body; 400 with a Spanish
 * message for anything malformed; `Cache-Control: no-store` on every answer.
 */
import { mensajesRechazoJson, rechazoDeCuerpo, responderRechazo } from '../rechazo-cuerpo';
import type { MikroORM } from '@mikro-orm/postgresql';
import { apiDispositivos, type DispositivoAutenticado } from '@talento/api';
import {
  etiquetaLlegada,
  etiquetaPunto,
  ETIQUETA_NOVEDAD,
  faltaEnItems,
  LoteLlegadas,
  LoteNovedad,
  LotePuntos,
  mensajeDeCuerpoInvalido,
  MENSAJES_DISPOSITIVOS as M,
  SolicitudEnrolamiento,
  SolicitudTokenPush,
} from '@talento/rules';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { z } from 'zod';
import type { Logger } from '../../logger';
import type { LimiteDispositivos } from './limite';
import { documentoOpenApi } from './openapi';
import { rechazar } from './respuestas';

export const PREFIJO_DISPOSITIVOS = '/api/dispositivos/v1';
const CUERPO_LOTE = 512 * 1024;
/** Three photos of 2 MB in base64 (4/3) plus the text: the only big body. */
const CUERPO_NOVEDAD = 9 * 1024 * 1024;

type ConDispositivo = Response<unknown, { dispositivo: DispositivoAutenticado }>;

const cuerpo = (limite: number) => express.raw({ type: () => true, limit: limite });

/** JSON of the raw body through a zod schema: the parsed value, or the 400 already answered. */
function leer<E extends z.ZodType>(req: Request, res: Response, esquema: E): z.output<E> | undefined {
  let json: unknown;
  try {
    json = JSON.parse((Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)).toString('utf8'));
  } catch {
    rechazar(res, 400, M.jsonInvalido);
    return undefined;
  }
  const r = esquema.safeParse(json);
  if (!r.success) {
    rechazar(res, 400, mensajeDeCuerpoInvalido(r.error));
    return undefined;
  }
  return r.data;
}

export interface OpcionesDispositivos {
  orm: MikroORM;
  logger: Logger;
  limite: LimiteDispositivos;
  ahora?: () => Date;
}

export function apiDeDispositivos({ orm, logger, limite, ahora = () => new Date() }: OpcionesDispositivos) {
  const router = express.Router();
  const em = () => orm.em.fork();
  const A = apiDispositivos;

  const limitar = async (clave: string, res: Response): Promise<boolean> => {
    const espera = await limite(clave);
    if (espera === null) return true;
    res.setHeader('Retry-After', String(espera));
    rechazar(res, 429, M.demasiadas);
    return false;
  };

  const autenticado = async (req: Request, res: Response, next: NextFunction) => {
    const [esquema, token] = (req.get('authorization') ?? '').split(' ');
    if (esquema?.toLowerCase() !== 'bearer' || !token) return void rechazar(res, 401, M.sinToken);
    const dispositivo = await A.autenticarDispositivo(em(), token, ahora());
    // Unknown tokens count against the address (as enrolment does): a flood of made-up tokens is cut at 429.
    if (!dispositivo)
      return void ((await limitar(`ip:${req.ip ?? ''}`, res)) && rechazar(res, 401, M.tokenInvalido));
    if (!(await limitar(`d:${dispositivo.id}`, res))) return;
    res.locals.dispositivo = dispositivo;
    next();
  };

  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/openapi.json', (_req, res) => void res.json(documentoOpenApi()));

  router.post(
    '/enrolamiento',
    async (req, res, next) => {
      if (await limitar(`ip:${req.ip ?? ''}`, res)) next();
    },
    cuerpo(16 * 1024),
    async (req, res) => {
      const solicitud = leer(req, res, SolicitudEnrolamiento);
      if (solicitud) res.status(201).json(await A.enrolarDispositivo(em(), solicitud, ahora()));
    },
  );

  router.post('/puntos', autenticado, cuerpo(CUERPO_LOTE), async (req, res: ConDispositivo) => {
    const lote = leer(req, res, LotePuntos);
    if (!lote) return;
    const falta = faltaEnItems(lote.puntos, ahora(), etiquetaPunto);
    if (falta) return void rechazar(res, 400, falta);
    const { repetido, resultado } = await A.recibirPuntos(em(), res.locals.dispositivo, lote, ahora());
    res.json({ ...resultado, repetido });
  });

  router.post('/llegadas', autenticado, cuerpo(CUERPO_LOTE), async (req, res: ConDispositivo) => {
    const lote = leer(req, res, LoteLlegadas);
    if (!lote) return;
    const falta = faltaEnItems(lote.llegadas, ahora(), etiquetaLlegada);
    if (falta) return void rechazar(res, 400, falta);
    const { repetido, resultado } = await A.recibirLlegadas(em(), res.locals.dispositivo, lote, ahora());
    res.json({ ...resultado, repetido });
  });

  router.post('/novedades', autenticado, cuerpo(CUERPO_NOVEDAD), async (req, res: ConDispositivo) => {
    const lote = leer(req, res, LoteNovedad);
    if (!lote) return;
    const falta = faltaEnItems([lote], ahora(), () => ETIQUETA_NOVEDAD);
    if (falta) return void rechazar(res, 400, falta);
    const { repetido, resultado } = await A.recibirNovedad(em(), res.locals.dispositivo, lote, ahora());
    res.json({ ...resultado, repetido });
  });

  router.put('/token-push', autenticado, cuerpo(16 * 1024), async (req, res: ConDispositivo) => {
    const solicitud = leer(req, res, SolicitudTokenPush);
    if (!solicitud) return;
    await A.guardarTokenPush(em(), res.locals.dispositivo, solicitud.tokenPush);
    res.status(204).end();
  });

  router.get('/notificaciones', autenticado, async (_req, res: ConDispositivo) => {
    res.json(await A.notificacionesPendientes(em(), res.locals.dispositivo));
  });

  router.post('/notificaciones/:id/recibida', autenticado, async (req, res: ConDispositivo) => {
    const id = Number(req.params.id);
    if (!/^\d{1,9}$/.test(String(req.params.id)) || id < 1)
      return void rechazar(res, 404, M.notificacionInexistente);
    await A.marcarRecibida(em(), res.locals.dispositivo, id, ahora());
    res.status(204).end();
  });

  router.get('/catalogos', autenticado, async (_req, res: ConDispositivo) => {
    res.json(await A.catalogosDelDispositivo(em(), res.locals.dispositivo));
  });

  // Anything else under the prefix: a JSON 404, never the staff SPA's HTML.
  router.use((_req, res) => void rechazar(res, 404, M.rutaInexistente));

  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (err instanceof A.RechazoDispositivo) return void rechazar(res, err.status, err.message);
    // Body parser failures (too large, bad encoding) are the sender's fault: never a 500.
    const rechazo = rechazoDeCuerpo(err);
    if (rechazo)
      return void responderRechazo(
        req,
        res,
        rechazo,
        (status, mensaje) => rechazar(res, status, mensaje),
        mensajesRechazoJson(M.muyGrande, M.jsonInvalido),
      );
    logger.error({ err }, 'api de dispositivos: error');
    if (res.headersSent) return next(err);
    rechazar(res, 500, M.error);
  });
  return router;
}
