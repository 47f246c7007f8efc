import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';

/** Answers smaller than this travel as they are: compressing them costs more than it saves. */
export const UMBRAL_COMPRESION = 1024;

/**
 * Brotli (quality 4, the library's default: fast enough per request) or gzip for every answer past 1 KB that a
 * browser accepts compressed: the SPAs' scripts and styles, the exports' and devices' answers. The staff portal's
 * first load went 985 KB raw; compressed it travels at about a quarter. /trpc compresses its own answers in one piece
 * (`comprimirCuerpo`): its JSON is whole before it is written, so the streaming wrapper (which every request paid,
 * compressed or not) is skipped there.
 */
const compresionEnStreaming = compression({ threshold: UMBRAL_COMPRESION });
export function compresion(req: Request, res: Response, next: NextFunction) {
  if (req.path.startsWith('/trpc/') && !(req.get('content-type') ?? '').startsWith('multipart/form-data'))
    return next();
  return compresionEnStreaming(req, res, next);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A whole answer compressed as the browser accepts it (brotli quality 4, else gzip), off the event loop (zlib's thread
 * pool), or as it is when small or when the browser accepts neither. The caller sets Content-Encoding and Vary.
 */
export async function comprimirCuerpo(
  req: Request,
  cuerpo: Buffer,
): Promise<{ cuerpo: Buffer; codificacion: 'br' | 'gzip' | null }> {
  if (cuerpo.length < UMBRAL_COMPRESION) return { cuerpo, codificacion: null };
  const aceptada = req.acceptsEncodings('br', 'gzip');
  if (aceptada === 'br')
    return {
      cuerpo: await brotli(cuerpo, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: cuerpo.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      codificacion: 'br',
    };
  if (aceptada === 'gzip') return { cuerpo: await gzipAsync(cuerpo), codificacion: 'gzip' };
  return { cuerpo, codificacion: null };
}
