import { z } from 'zod';

/** What the map and compliance procedures answer (output shapes: zod directly, see tooling/eslint.config.js). */
const Coord = z.number();
export const Limites = z.object({ sur: Coord, oeste: Coord, norte: Coord, este: Coord });

export const Recorrido = z.object({
  /**
   * The day's GPS points of all the merchandiser's devices, in device-time order (thinned past MAX_PUNTOS_POLILINEA).
   * `en` is epoch milliseconds, not a Date: superjson annotates every Date, which cost more than the query itself
   * on a day of hundreds of points (bench mercaderistas-mapa).
   */
  puntos: z.array(z.object({ latitud: Coord, longitud: Coord, en: z.number() })),
  totalPuntos: z.number().int(),
  /** The day's planned stores, in route order. */
  almacenes: z.array(z.object({ almacenId: z.number().int(), nombre: z.string(), posicion: z.number().int(), latitud: Coord.nullable(), longitud: Coord.nullable() })),
  /** The day's arrival reports, by time (the detail panel). */
  llegadas: z.array(z.object({ id: z.number().int(), almacenId: z.number().int(), almacen: z.string(), fecha: z.date(), latitud: Coord.nullable(), longitud: Coord.nullable() })),
  /** Box of points, stores and arrivals; null when the day has nothing to draw. */
  limites: Limites.nullable(),
});
export type Recorrido = z.infer<typeof Recorrido>;

const Cifras = {
  planeados: z.number().int(),
  visitados: z.number().int(),
  /** visitados / planeados, 0..1; null when nothing was planned. */
  proporcion: z.number().nullable(),
  minutosEnAlmacenes: z.number().int(),
  puntosFueraDeRuta: z.number().int(),
  puntos: z.number().int(),
};
export const FilaCumplimiento = z.object({ mercaderistaId: z.number().int(), mercaderista: z.string(), fecha: z.string(), ...Cifras });
export type FilaCumplimiento = z.infer<typeof FilaCumplimiento>;
export const Cumplimiento = z.object({ filas: z.array(FilaCumplimiento), totales: z.object(Cifras) });
export type Cumplimiento = z.infer<typeof Cumplimiento>;

/** Totals row: sums, and the proportion of the sums (not the mean of the rows' proportions). */
export function totalesCumplimiento(filas: readonly z.infer<z.ZodObject<typeof Cifras>>[]): Cumplimiento['totales'] {
  const suma = (f: (x: (typeof filas)[number]) => number) => filas.reduce((s, x) => s + f(x), 0);
  const planeados = suma((x) => x.planeados);
  const visitados = suma((x) => x.visitados);
  return {
    planeados,
    visitados,
    proporcion: planeados === 0 ? null : visitados / planeados,
    minutosEnAlmacenes: suma((x) => x.minutosEnAlmacenes),
    puntosFueraDeRuta: suma((x) => x.puntosFueraDeRuta),
    puntos: suma((x) => x.puntos),
  };
}
