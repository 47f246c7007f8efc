import type { NextFunction, Request, Response } from 'express';

export interface OpcionesCabeceras {
  /** TALENTO_PUBLIC_URL: when it is https, every answer carries HSTS. */
  publicUrl?: string;
  /** With a Google Maps key the CSP lets the maps script and tiles in; without one nothing of Google is allowed. */
  mapsKey?: string;
  /** Origins of the named reports (REPORTES_ORIGENES): the only frames the portals may show. */
  origenesReportes?: readonly string[];
}

/** One year, subdomains included: once a browser has seen the site over https it never tries plain http again. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Browser features the product never uses are switched off for the page and anything it embeds. */
const PERMISOS =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), display-capture=(), browsing-topics=()';

function politicaDeContenido(conMapas: boolean, origenesReportes: readonly string[]): string {
  const mapasImg = conMapas ? ' https://*.googleapis.com https://*.gstatic.com' : '';
  const mapasScript = conMapas ? ' https://maps.googleapis.com' : '';
  const mapasConexion = conMapas ? ' https://*.googleapis.com' : '';
  return [
    "default-src 'self'",
    `img-src 'self' data: blob:${mapasImg}`,
    "style-src 'self' 'unsafe-inline'",
    `script-src 'self'${mapasScript}`,
    `connect-src 'self'${mapasConexion}`,
    // Frames: only the configured report origins (none: no frame at all, not even our own pages).
    `frame-src ${origenesReportes.length ? origenesReportes.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Helmet-style headers for the SPAs and the API. HSTS goes out when the site is https: its public URL says so, or
 * the request itself arrived over https (directly, or through a trusted proxy's X-Forwarded-Proto: `req.secure`
 * only believes that header from the addresses in TALENTO_TRUST_PROXY).
 */
export function securityHeaders(opciones: OpcionesCabeceras = {}) {
  const publicaHttps = opciones.publicUrl ? new URL(opciones.publicUrl).protocol === 'https:' : false;
  const csp = politicaDeContenido(Boolean(opciones.mapsKey), opciones.origenesReportes ?? []);
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', PERMISOS);
    res.setHeader('Content-Security-Policy', csp);
    if (publicaHttps || req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
