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
  /**
   * The day's planned stores in route order, then the stores with an arrival that day that are not on its route
   * (`posicion` null: "no planificado"), by first arrival: every store the merchandiser reported reaching is drawn.
   */
  almacenes: z.array(
    z.object({
      almacenId: z.number().int(),
      nombre: z.string(),
      posicion: z.number().int().nullable(),
      latitud: Coord.nullable(),
      longitud: Coord.nullable(),
    }),
  ),
  /** The day's arrival reports, by time (the detail panel). */
  llegadas: z.array(
    z.object({
      id: z.number().int(),
      almacenId: z.number().int(),
      almacen: z.string(),
      fecha: z.date(),
      latitud: Coord.nullable(),
      longitud: Coord.nullable(),
    }),
  ),
  /** Box of points, stores and arrivals; null when the day has nothing to draw. */
  limites: Limites.nullable(),
});
export type Recorrido = z.infer<typeof Recorrido>;
export type PuntoRecorrido = Recorrido['puntos'][number];

/**
 * What `mapa.recorrido` sends: the same, with the points as one text ("lat,lng,en;…", `codificarPuntos`). superjson
 * walks every node of an answer and zod checks every object: for a day of 600 points that was most of the request's
 * CPU (bench mercaderistas-mapa: HTTP p95 135 ms against 29 ms for the statement). The screen decodes it once.
 */
export const RecorridoDto = Recorrido.extend({ puntos: z.string() });
export type RecorridoDto = z.infer<typeof RecorridoDto>;

/** Points as "lat,lng,en;…": numbers written with `String` and read with `Number`, so nothing is lost. */
export function codificarPuntos(puntos: readonly PuntoRecorrido[]): string {
  return puntos.map((p) => `${p.latitud},${p.longitud},${p.en}`).join(';');
}

export function decodificarPuntos(texto: string): PuntoRecorrido[] {
  if (texto === '') return [];
  return texto.split(';').map((parte) => {
    const [latitud, longitud, en] = parte.split(',').map(Number);
    return { latitud: latitud!, longitud: longitud!, en: en! };
  });
}

/**
 * What `mapa.configuracion` answers: the Google Maps browser key of this deployment (GOOGLE_MAPS_API_KEY), read at
 * run time so one build serves every deployment; null draws the plain SVG map. A browser key is public by nature
 * (Google restricts it by referrer), so it may travel to any user who may see the map.
 */
export const ConfiguracionMapa = z.object({ googleMapsApiKey: z.string().nullable() });
export type ConfiguracionMapa = z.infer<typeof ConfiguracionMapa>;

const Cifras = {
  planeados: z.number().int(),
  visitados: z.number().int(),
  /** visitados / planeados, 0..1; null when nothing was planned. */
  proporcion: z.number().nullable(),
  minutosEnAlmacenes: z.number().int(),
  puntosFueraDeRuta: z.number().int(),
  puntos: z.number().int(),
};
export const FilaCumplimiento = z.object({
  mercaderistaId: z.number().int(),
  mercaderista: z.string(),
  fecha: z.string(),
  ...Cifras,
});
export type FilaCumplimiento = z.infer<typeof FilaCumplimiento>;
export const Cumplimiento = z.object({ filas: z.array(FilaCumplimiento), totales: z.object(Cifras) });
export type Cumplimiento = z.infer<typeof Cumplimiento>;

/** Totals row: sums, and the proportion of the sums (not the mean of the rows' proportions). */
export function totalesCumplimiento(
  filas: readonly z.infer<z.ZodObject<typeof Cifras>>[],
): Cumplimiento['totales'] {
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
