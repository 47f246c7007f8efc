/**
 * The leaves every input shares, built once on `campo.*` (primitivos.ts): use these instead of a local
 * `const id = campo.id()` per file. A domain that needs its own message still calls `campo.id(mensaje)`.
 */
import { z } from 'zod';
import { leerFecha } from '../fechas/formato';
import { fechaIso, formato, id, MENSAJES_PRIMITIVOS, version } from './primitivos';

/** An id or foreign key (`integer` column): a whole number 1..2147483647. */
export const Id = id();
/** The optimistic-lock version a screen had: 0..2147483647. */
export const Version = version();
/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 is refused), years 1900–2999. */
export const FechaIsoSchema = fechaIso();
/** A day as a person types it, DD/MM/YYYY, turned into 'YYYY-MM-DD'; "31/02/2026" is refused. */
export const FechaDigitada = formato(/^\s*\d{2}\/\d{2}\/\d{4}\s*$/, MENSAJES_PRIMITIVOS.fecha, 12)
  .transform((v) => leerFecha(v) ?? '')
  .pipe(FechaIsoSchema);

/**
 * Multipart forms carry every field as text: whole numbers become numbers (then the schema checks them), an empty
 * field becomes "absent"; anything else passes unchanged, so the schema's own message answers.
 */
export function enteroDeTexto(v: unknown): unknown {
  if (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v)) return Number(v);
  return v === '' ? undefined : v;
}

/** An id sent as text (a multipart field) or as a number. */
export const IdDeTexto = z.preprocess(enteroDeTexto, Id);
/** A version sent as text (a multipart field) or as a number. */
export const VersionDeTexto = z.preprocess(enteroDeTexto, Version);
