import express, { type Request, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { exportarLista, filtrosDelCuerpo, MIME_XLSX, respuestaDeError } from '@talento/api';
import { crearContexto } from './trpc';
import type { LimiteAnonimos } from './limite-anonimos';
import type { Logger } from '../logger';

/** Where "Exportar" posts: `POST /api/exportar/<tipo>` with `{ filtros }` (see packages/api/src/exportacion). */
export const PREFIJO_EXPORTAR = '/api/exportar';

/** The filters of a list are small: a larger body is refused (413) before it is read whole. */
const MAX_CUERPO = '64kb';

/**
 * "Exportar" of every list: the session and portal as for /trpc (mounted after soloPostSinCache and checkOrigin), the
 * list's access and filters checked by packages/api, then the XLSX streamed as it is written. An error before the first
 * byte answers like a tRPC call (status and Spanish message); after it, the connection is cut (no half file passes for
 * whole).
 */
export function rutaExportar(orm: MikroORM, logger: Logger, limiteAnonimos: LimiteAnonimos) {
  const crear = crearContexto(orm, limiteAnonimos);
  const ruta = express.Router();
  ruta.post('/:tipo', express.json({ limit: MAX_CUERPO }), async (req: Request, res: Response) => {
    const tipo = String(req.params.tipo);
    try {
      const ctx = await crear(req, res);
      await exportarLista(ctx, tipo, filtrosDelCuerpo(req.body), res, (archivo) => {
        res.status(200);
        res.setHeader('Content-Type', MIME_XLSX);
        res.setHeader('Content-Disposition', `attachment; filename="${archivo}"`);
      });
      if (!res.writableEnded) res.end();
    } catch (error) {
      const { status, cuerpo, interno } = respuestaDeError(error, tipo);
      if (interno) logger.error({ err: error, tipo }, 'error al exportar');
      if (res.headersSent) res.destroy();
      else res.status(status).json(cuerpo);
    }
  });
  return ruta;
}
