import type { NextFunction, Request, Response } from 'express';
import { MENSAJES } from '@talento/rules';

/**
 * Every POST to /trpc (mutations, and queries carrying personal data) must come from this site:
 * the Origin header must match TALENTO_PUBLIC_URL, or the scheme and Host of the request itself (the scheme too:
 * a page served over plain http must not act on the https site). Stops cross-site request forgery.
 */
export function checkOrigin(publicUrl: string | undefined) {
  const permitido = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const origin = req.get('origin');
    const propio = `${req.protocol}://${req.get('host') ?? ''}`;
    let ok = false;
    if (origin) {
      try {
        const o = new URL(origin);
        ok = o.origin === permitido || o.origin === new URL(propio).origin;
      } catch {
        ok = false;
      }
    }
    if (ok) return next();
    res.status(403).json({ error: { message: MENSAJES.errores.origen, code: 'FORBIDDEN' } });
  };
}
