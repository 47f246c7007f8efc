import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Serves a built SPA folder; unknown paths under it answer index.html (client-side routing). Hashed assets never
 * change under their name, so browsers keep them a year without asking (`immutable`); index.html and the other
 * files (favicon…) are revalidated every time (`no-cache`), so a new release is seen at the next load.
 * The build writes each asset also compressed (.br, .gz: the apps' vite.config.ts); a browser that accepts one gets
 * that file as it is (brotli first), so no request pays for compressing a script. A file without them (or a folder
 * built without them) is still compressed on the fly by the `compresion` middleware.
 */
export function spa(dist: string): Router {
  const r = express.Router();
  const index = path.join(dist, 'index.html');
  // Vite names every built script, style and font in `assets/` after its content hash.
  const conHash = path.join(dist, 'assets') + path.sep;
  r.use(
    expressStaticGzip(dist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders(res, archivo) {
          res.setHeader(
            'Cache-Control',
            archivo.startsWith(conHash) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      },
    }),
  );
  r.get('/{*resto}', (_req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('La aplicación no está compilada. Ejecute npm start.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return r;
}
