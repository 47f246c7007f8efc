/**
 * Limits of the devices' API (issue 20), defined once: the server enforces them and the OpenAPI document and the
 * staff screen quote them.
 */

/** Colombia's bounding box (mainland and San Andrés): a coordinate outside it is a GPS fault or a forged one. */
export const CAJA_COLOMBIA = { latMin: -4.23, latMax: 13.39, lngMin: -81.73, lngMax: -66.85 } as const;

export const MAX_PUNTOS_LOTE = 500;
export const MAX_LLEGADAS_LOTE = 100;
export const MAX_FOTOS_NOVEDAD = 3;
/** Bytes of one decoded photo. */
export const MAX_BYTES_FOTO = 2 * 1024 * 1024;
export const MAX_CARACTERES_CLAVE = 100;
export const MAX_CARACTERES_TEXTO_NOVEDAD = 2000;

/** A phone's clock may run a little ahead of ours; beyond this a timestamp "in the future" is refused. */
export const DESFASE_FUTURO_MS = 5 * 60 * 1000;
/** A phone offline for longer than this sends stale data the map no longer shows: refused. */
export const ANTIGUEDAD_MAXIMA_DIAS = 7;

/** Minutes an enrolment code is valid. */
export const VIGENCIA_CODIGO_MINUTOS = 15;
/** Characters of an enrolment code: no 0/O, 1/I/L, so it can be read aloud and typed on a phone without doubt. */
export const ALFABETO_CODIGO = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LARGO_CODIGO = 8;

/** Requests per minute and device before 429 unless DISPOSITIVOS_POR_MINUTO says otherwise. */
export const SOLICITUDES_DISPOSITIVO_POR_MINUTO = 120;
/** Base64 characters of the largest photo (4 per 3 bytes), plus padding. */
export const MAX_CARACTERES_BASE64_FOTO = Math.ceil(MAX_BYTES_FOTO / 3) * 4;
