import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { autorizarDescargaRespaldo, respuestaDeError, type ConfiguracionApi } from '@talento/api';
import { crearContexto } from './trpc';
import type { LimiteAnonimos } from './limite-anonimos';
import type { Logger } from '../logger';

/** Where Administración › Respaldos' "Descargar" form posts: `POST /api/respaldos/descargar` with `nombre`. */
export const PREFIJO_RESPALDOS = '/api/respaldos';

/**
 * The download of a backup file: a plain form POST (the browser saves the stream to disk, never holding a file of
 * gigabytes in memory), with the session, Origin check and access of the screen (admin_respaldos) checked by
 * packages/api, which writes the audit row before the first byte. A refusal answers like a tRPC call (status and
 * Spanish message); a failure after the first byte cuts the connection (no half file passes for whole).
 */
export function rutaRespaldos(
  orm: MikroORM,
  logger: Logger,
  limiteAnonimos: LimiteAnonimos,
  configuracion: ConfiguracionApi,
) {
  const crear = crearContexto(orm, limiteAnonimos, configuracion);
  const ruta = express.Router();
  ruta.post(
    '/descargar',
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }),
    async (req: Request, res: Response) => {
      try {
        const ctx = await crear(req, res);
        const nombre: unknown = (req.body as Record<string, unknown> | undefined)?.nombre;
        const archivo = await autorizarDescargaRespaldo(ctx, nombre);
        res.status(200);
        res.setHeader('Content-Type', 'application/gzip');
        res.setHeader('Content-Length', String(archivo.tamanoBytes));
        res.setHeader('Content-Disposition', `attachment; filename="${archivo.nombreDescarga}"`);
        await pipeline(createReadStream(archivo.ruta), res);
      } catch (error) {
        const { status, cuerpo, interno } = respuestaDeError(error, 'respaldo');
        if (interno) logger.error({ err: error }, 'error al descargar un respaldo');
        if (res.headersSent) res.destroy();
        else res.status(status).json(cuerpo);
      }
    },
  );
  return ruta;
}
