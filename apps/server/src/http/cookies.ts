import type { Request, Response } from 'express';
import type { Cookies } from '@talento/api';

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (name) out[name] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

/** HttpOnly, SameSite=Lax cookies; Secure when the request came over https. */
export function expressCookies(req: Request, res: Response): Cookies {
  const secure = req.secure;
  return {
    set: (name, value, options) => {
      res.cookie(name, value, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: options?.maxAgeMs,
      });
    },
    clear: (name) => {
      res.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    },
  };
}
