import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * Serves a built SPA folder; unknown paths under it answer index.html (client-side routing). Hashed assets never
 * change under their name, so browsers keep them a year without asking (`immutable`); index.html and the other
 * files (favicon…) are revalidated every time (`no-cache`), so a new release is seen at the next load.
 */
export function spa(dist: string): Router {
  const r = express.Router();
  const index = path.join(dist, 'index.html');
  // Vite names every built script, style and font in `assets/` after its content hash.
  const conHash = path.join(dist, 'assets') + path.sep;
  r.use(
    express.static(dist, {
      index: false,
      setHeaders(res, archivo) {
        res.setHeader(
          'Cache-Control',
          archivo.startsWith(conHash) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
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
