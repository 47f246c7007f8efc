import express, { type Request, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { exportarDatosZip, MIME_ZIP, respuestaDeError } from '@talento/api';
import { crearContexto } from './trpc';
import type { LimiteAnonimos } from './limite-anonimos';
import type { Logger } from '../logger';

/** Where the CV's «Descargar todo (ZIP)» posts: `POST /api/datos-personales/exportar` with `{ candidatoId }`. */
export const PREFIJO_DATOS_PERSONALES = '/api/datos-personales';

/**
 * The access export as a ZIP (everything held about a person, with their files): the session and portal as for /trpc
 * (mounted after soloPostSinCache and checkOrigin), the access checked and the audit row written by packages/api, then
 * the ZIP streamed as it is written. An error before the first byte answers like a tRPC call (status and Spanish
 * message); after it, the connection is cut (no half file passes for whole).
 */
export function rutaDatosPersonales(orm: MikroORM, logger: Logger, limiteAnonimos: LimiteAnonimos) {
  const crear = crearContexto(orm, limiteAnonimos);
  const ruta = express.Router();
  ruta.post('/exportar', express.json({ limit: '1kb' }), async (req: Request, res: Response) => {
    try {
      const ctx = await crear(req, res);
      await exportarDatosZip(ctx, req.body, res, (archivo) => {
        res.status(200);
        res.setHeader('Content-Type', MIME_ZIP);
        res.setHeader('Content-Disposition', `attachment; filename="${archivo}"`);
      });
      if (!res.writableEnded) res.end();
    } catch (error) {
      const { status, cuerpo, interno } = respuestaDeError(error, 'datosPersonales');
      if (interno) logger.error({ err: error }, 'error al exportar los datos de una persona');
      if (res.headersSent) res.destroy();
      else res.status(status).json(cuerpo);
    }
  });
  return ruta;
}
