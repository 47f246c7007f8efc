import { z } from 'zod';
import { diasEntreFechas } from '../fechas/calendario';
import { FechaIsoSchema, Id } from '../esquemas/comunes';

export const MENSAJES_MAPA = {
  /** Spec 03 §5, quoted verbatim (tú included). */
  sinMercaderista: 'Debes seleccionar primero un mercaderista',
  /** Spec 03 §8. */
  sinRecorridos: 'No hay recorridos para la fecha seleccionada',
  errorRecorrido: 'No fue posible traer el recorrido. Intente de nuevo.',
  errorCumplimiento: 'No fue posible traer el cumplimiento de visitas. Intente de nuevo.',
  rangoInvertido: 'La fecha inicial debe ser anterior o igual a la final',
  rangoLargo: (dias: number) => `Consulte como máximo ${dias} días a la vez`,
  sinVisitas: 'No hay rutas planeadas en el periodo seleccionado.',
  /** With a key, Google Maps did not load (no network, bad key, too slow): the plain map is drawn instead. */
  sinGoogleMaps: 'No fue posible cargar Google Maps; se muestra el mapa simple.',
  /** The date field was cleared: nothing to ask for until a day is chosen. */
  sinFecha: 'Seleccione la fecha del recorrido',
  /** A store with an arrival that day that is not on the day's route (or a day with no route). */
  noPlanificado: 'No planificado',
} as const;

/**
 * Most points drawn for one merchandiser-day. A phone sending a point a minute gives ~600 a day; one sending
 * every few seconds gives thousands, which the browser would draw for nothing: past this, the polyline keeps
 * evenly spaced points (always the first and the last). The total is still reported.
 */
export const MAX_PUNTOS_POLILINEA = 1500;
/** Longest period of the compliance table (each day's points are read to measure it). */
export const MAX_DIAS_CUMPLIMIENTO = 31;

/** Keeps at most `max` elements, evenly spaced, always the first and the last (order kept). */
export function adelgazar<T>(elementos: readonly T[], max: number = MAX_PUNTOS_POLILINEA): T[] {
  if (elementos.length <= max) return [...elementos];
  const paso = (elementos.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => elementos[Math.round(i * paso)] as T);
}

/** Map input (spec 03 GET /d/ruta/, /d/llegadas/, /d/reps/): a merchandiser, who must be chosen, and a day. */
export const EntradaRecorrido = z
  .object({ mercaderistaId: Id.nullish(), fecha: FechaIsoSchema })
  .strict()
  .superRefine((e, ctx) => {
    if (e.mercaderistaId == null)
      ctx.addIssue({ code: 'custom', path: ['mercaderistaId'], message: MENSAJES_MAPA.sinMercaderista });
  })
  .transform((e) => ({ mercaderistaId: e.mercaderistaId as number, fecha: e.fecha }));
export type EntradaRecorrido = z.output<typeof EntradaRecorrido>;

export const EntradaCumplimiento = z
  .object({
    desde: FechaIsoSchema,
    hasta: FechaIsoSchema,
    clienteId: Id.optional(),
    mercaderistaId: Id.optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    if (e.desde > e.hasta)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: MENSAJES_MAPA.rangoInvertido });
    else if (diasEntreFechas(e.desde, e.hasta) >= MAX_DIAS_CUMPLIMIENTO)
      ctx.addIssue({
        code: 'custom',
        path: ['hasta'],
        message: MENSAJES_MAPA.rangoLargo(MAX_DIAS_CUMPLIMIENTO),
      });
  });
export type EntradaCumplimiento = z.infer<typeof EntradaCumplimiento>;
