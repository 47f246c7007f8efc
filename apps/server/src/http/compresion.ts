import compression from 'compression';

/**
 * Brotli (quality 4, the library's default: fast enough per request) or gzip for every answer past 1 KB that a
 * browser accepts compressed: the SPAs' scripts and styles and the JSON of /trpc. Issue 13: the staff portal's first
 * load went 985 KB raw; compressed it travels at about a quarter.
 */
export const compresion = compression({ threshold: 1024 });
