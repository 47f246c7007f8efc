import type { MikroORM } from '@mikro-orm/postgresql';
import { mensajesRechazoJson, rechazoDeCuerpo, responderRechazo } from './rechazo-cuerpo';
import {
  aplicarResultadoPlataforma,
  CABECERA_FIRMA,
  CABECERA_TIMESTAMP,
  envPruebas,
  verificarFirma,
} from '@talento/api';
import {
  MENSAJES_RESULTADO_PLATAFORMA as M,
  mensajeResultadoInvalido,
  ResultadoPlataforma,
} from '@talento/rules';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from '../logger';

export const RUTA_RESULTADOS_PRUEBAS = '/api/integraciones/pruebas/resultados';
const MAX_CUERPO = 256 * 1024;

const responder = (res: Response, status: number, message: string) =>
  res.status(status).json({ error: { message } });

/**
 * POST /api/integraciones/pruebas/resultados: the test platform posts a candidate's results here (server to
 * server, no session, no Origin). The raw body is read (≤ 256 KB) so the HMAC is checked over the exact bytes
 * sent: 503 without PRUEBAS_SECRETO; 401 without a signature, with a stale timestamp (±5 min) or a signature that
 * does not match (tampered body, or a signature reused with another body); 400 with a Spanish message for a
 * body that is not the expected JSON; 200 when applied, and 200 again (nothing changed) for a result id already
 * applied — a replay inside the 5 minutes changes nothing. Only a fault of ours is a 500.
 */
export function resultadosPruebas(orm: MikroORM, logger: Logger, ahora: () => Date = () => new Date()) {
  const router = express.Router();
  router.post(
    RUTA_RESULTADOS_PRUEBAS,
    (req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Cache-Control', 'no-store');
      if (!envPruebas().secreto) return void responder(res, 503, M.noConfigurado);
      next();
    },
    express.raw({ type: () => true, limit: MAX_CUERPO }),
    async (req: Request, res: Response) => {
      const secreto = envPruebas().secreto ?? '';
      const cuerpo = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const firma = verificarFirma(
        secreto,
        { firma: req.get(CABECERA_FIRMA), timestamp: req.get(CABECERA_TIMESTAMP) },
        cuerpo,
        ahora(),
      );
      if (firma !== 'valida') {
        logger.warn({ motivo: firma }, 'resultados de pruebas: firma rechazada');
        return void responder(
          res,
          401,
          firma === 'sin_firma' ? M.sinFirma : firma === 'vencida' ? M.vencida : M.firmaInvalida,
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(cuerpo.toString('utf8'));
      } catch {
        return void responder(res, 400, M.jsonInvalido);
      }
      const resultado = ResultadoPlataforma.safeParse(json);
      if (!resultado.success) return void responder(res, 400, mensajeResultadoInvalido(resultado.error));
      try {
        const r = await aplicarResultadoPlataforma(orm.em, resultado.data, ahora());
        logger.info(
          { resultado: resultado.data.idResultado, estado: r.estado },
          'resultados de pruebas: recibido',
        );
        if (r.estado === 'rechazado') return void responder(res, 400, r.mensaje);
        res
          .status(200)
          .json(
            r.estado === 'aplicado'
              ? { aplicado: true, mensaje: M.aplicado }
              : { aplicado: false, mensaje: M.yaAplicado },
          );
      } catch (error) {
        logger.error({ err: error }, 'resultados de pruebas: error al aplicar');
        responder(res, 500, 'Ocurrio un error al aplicar el resultado.');
      }
    },
    // Body parser failures (too large, bad encoding) are the sender's fault: never a 500.
    (err: unknown, req: Request, res: Response, next: NextFunction) => {
      const rechazo = rechazoDeCuerpo(err);
      if (!rechazo) return next(err);
      void responderRechazo(
        req,
        res,
        rechazo,
        (status, mensaje) => responder(res, status, mensaje),
        mensajesRechazoJson(M.muyGrande, M.jsonInvalido),
      );
    },
  );
  return router;
}
