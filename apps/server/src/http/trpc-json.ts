import type { NextFunction, Request, Response } from 'express';
import type { AnyRouter, inferRouterContext } from '@trpc/server';
import { resolveResponse, type HTTPErrorHandler } from '@trpc/server/http';
import getRawBody from 'raw-body';
import { comprimirCuerpo } from './compresion';
import { rechazoDeCuerpo, responderRechazo } from './rechazo-cuerpo';

export interface OpcionesTrpcJson<TRouter extends AnyRouter> {
  router: TRouter;
  maxBatchSize: number;
  /** Bytes of body read at most; past them, 413 and nothing runs. */
  maxBodySize: number;
  createContext(req: Request, res: Response): Promise<inferRouterContext<TRouter>>;
  onError?: HTTPErrorHandler<TRouter, globalThis.Request>;
}

/**
 * What `resolveResponse` reads of a request on this path: its method, URL, the content type (and tRPC's accept
 * header, absent here), the abort signal and the JSON body. A plain object in place of an undici Request, whose
 * construction, Headers and body stream cost about 7 % of the server's CPU per call (perf under the reportes bench).
 * The content type is kept as the client sent it ('' when absent), as the Request it replaces reported it.
 */
function solicitudParaTrpc(
  url: string,
  tipo: string,
  texto: string,
  signal: AbortSignal,
): globalThis.Request {
  const headers = {
    get: (nombre: string) => (nombre.toLowerCase() === 'content-type' ? tipo : null),
    has: (nombre: string) => nombre.toLowerCase() === 'content-type',
  };
  const solicitud = {
    method: 'POST',
    url,
    headers,
    signal,
    body: null,
    json: () => new Promise((resolve) => resolve(JSON.parse(texto))),
    text: () => Promise.resolve(texto),
  };
  return solicitud as unknown as globalThis.Request;
}

/**
 * The JSON calls of /trpc (every call but the multipart uploads), on tRPC's own `resolveResponse` as its express
 * adapter uses it, without the adapter's web streams: the body is read whole into a string (raw-body, with the limit
 * counted as the bytes arrive, so a chunked body is cut off too) and the answer is written at once with its
 * Content-Length, compressed in one piece when the browser accepts it (compresion.ts). tRPC's adapter turned each request body into a ReadableStream and piped each answer through a
 * WritableStream, which cost about a tenth of the server's CPU per call (perf under the citas bench; the answers are
 * a few kilobytes and never streamed: the portals use httpLink and httpBatchLink).
 */
export function trpcJson<TRouter extends AnyRouter>(opciones: OpcionesTrpcJson<TRouter>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    let texto: string;
    try {
      texto = await getRawBody(req, {
        limit: opciones.maxBodySize,
        encoding: 'utf8',
        length: req.headers['content-length'],
      });
    } catch (error) {
      const rechazo = rechazoDeCuerpo(error);
      if (!rechazo) return next(error);
      return responderRechazo(req, res, rechazo, (status, message) =>
        res.status(status).json({
          error: {
            message,
            code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
          },
        }),
      );
    }
    // tRPC's signal: aborted when the client leaves before the answer is written (not on every normal close, whose
    // abort event cost a little on each call).
    const abortar = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) abortar.abort();
    });
    try {
      const respuesta = await resolveResponse({
        router: opciones.router,
        // Only what tRPC reads of a request: its method, URL (procedure path, ?batch, input) and content type. The
        // context reads the cookies and the rest from the express request itself.
        req: solicitudParaTrpc(
          `http://localhost${req.url}`,
          req.headers['content-type'] ?? '',
          texto,
          abortar.signal,
        ),
        path: req.path.slice(req.path.lastIndexOf('/') + 1),
        createContext: () => opciones.createContext(req, res),
        maxBatchSize: opciones.maxBatchSize,
        allowMethodOverride: true,
        error: null,
        onError: opciones.onError,
      });
      const { cuerpo, codificacion } = await comprimirCuerpo(req, Buffer.from(await respuesta.arrayBuffer()));
      res.statusCode = respuesta.status;
      for (const [clave, valor] of respuesta.headers) if (clave !== 'set-cookie') res.setHeader(clave, valor);
      const cookies = respuesta.headers.getSetCookie();
      if (cookies.length > 0) res.appendHeader('set-cookie', cookies);
      res.setHeader('Vary', 'Accept-Encoding');
      if (codificacion) res.setHeader('Content-Encoding', codificacion);
      res.setHeader('Content-Length', cuerpo.length);
      res.end(cuerpo);
    } catch (error) {
      next(error);
    }
  };
}
