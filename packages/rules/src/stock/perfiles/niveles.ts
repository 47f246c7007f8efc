import type { z } from 'zod';
import { MENSAJES_STOCK_PERFILES as M } from './mensajes';

export interface NivelesStock {
  meta: number;
  media: number;
  baja: number;
}

/** Field of the goal a level message belongs under, and the message. */
export interface ErrorNivel {
  campo: keyof NivelesStock;
  mensaje: string;
}

/**
 * Level rules of a stock profile (spec 02 §5): with a high level (meta) of 3 or more, the three goals must be positive
 * and meta > media > baja; below 3 only meta must be above zero (with 1 or 2 the halves round down to 0). One message
 * per wrong field, under that field: a non-positive goal says so first (the order checks would repeat it).
 */
export function erroresNiveles({ meta, media, baja }: NivelesStock): ErrorNivel[] {
  if (meta < 3) return meta > 0 ? [] : [{ campo: 'meta', mensaje: M.altoCero }];
  const noPositivos = (['media', 'baja'] as const).filter((c) => ({ media, baja })[c] <= 0);
  if (noPositivos.length) return noPositivos.map((campo) => ({ campo, mensaje: M.nivelesCeroOMenor }));
  const errores: ErrorNivel[] = [];
  if (meta <= media) errores.push({ campo: 'media', mensaje: M.altoMayorMedio });
  if (media <= baja) errores.push({ campo: 'baja', mensaje: M.medioMayorBajo });
  return errores;
}

/** The same rules as zod issues, for `.superRefine` of every schema that carries the three goals. */
export function refinarNiveles(v: NivelesStock, ctx: z.RefinementCtx): void {
  for (const e of erroresNiveles(v)) ctx.addIssue({ code: 'custom', path: [e.campo], message: e.mensaje });
}
