import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/** Serves a built SPA folder; unknown paths under it answer index.html (client-side routing). */
export function spa(dist: string): Router {
  const r = express.Router();
  const index = path.join(dist, 'index.html');
  r.use(express.static(dist, { index: false, maxAge: '1h', immutable: false }));
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
