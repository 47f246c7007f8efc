import { MENSAJES_MAPA, type Recorrido } from '@talento/rules';
import { agruparMarcadores, type Punto2d } from './proyeccion';

export type AlmacenDelMapa = Recorrido['almacenes'][number];

/** What every map draws and does (MapaSvg and MapaGoogle take the same props, so the page swaps them). */
export interface PropsMapa {
  recorrido: Recorrido;
  /** Stores shown in the detail panel (their marker is drawn as chosen). */
  elegidos: readonly number[];
  onElegir: (almacenes: AlmacenDelMapa[]) => void;
  /** A click on the map itself gives its point (Administración › Merchandising picks a store's coordinates so). */
  onPunto?: (latitud: number, longitud: number) => void;
}

/** Colours both maps draw with: the route, a store marker, a store not on the route, a chosen one. */
export const COLORES = {
  linea: '#1d4ed8',
  marcador: '#7c2d12',
  noPlanificado: '#6d28d9',
  elegido: '#b91c1c',
} as const;

/** A store's name as the markers and the panel write it: "1. Store", or "Store (No planificado)" off the route. */
export const nombreDelAlmacen = (a: AlmacenDelMapa): string =>
  a.posicion === null ? `${a.nombre} (${MENSAJES_MAPA.noPlanificado})` : `${a.posicion}. ${a.nombre}`;

/** A marker's accessible name and title: "1. Store" or "2 almacenes: A, B" for a cluster. */
export function nombreDelGrupo(almacenes: readonly AlmacenDelMapa[]): string {
  const [primero] = almacenes;
  if (almacenes.length === 1 && primero) return nombreDelAlmacen(primero);
  return `${almacenes.length} almacenes: ${almacenes.map((a) => a.nombre).join(', ')}`;
}

/** What a marker shows inside: the route position of a single store ("!" off the route), the count of a cluster. */
export function rotuloDelGrupo(almacenes: readonly AlmacenDelMapa[]): string {
  const [primero] = almacenes;
  if (almacenes.length !== 1 || !primero) return String(almacenes.length);
  return primero.posicion === null ? '!' : String(primero.posicion);
}

/** A marker's fill: chosen, or every store in it off the route, or the usual. */
export function colorDelGrupo(almacenes: readonly AlmacenDelMapa[], elegidos: readonly number[]): string {
  if (almacenes.some((a) => elegidos.includes(a.almacenId))) return COLORES.elegido;
  return almacenes.every((a) => a.posicion === null) ? COLORES.noPlanificado : COLORES.marcador;
}

/** Side of the Web Mercator world at zoom 0, in pixels (Google Maps' world coordinates). */
const TESELA = 256;
/** Sine of the latitude is clipped here (~85°): Mercator's y grows without bound at the poles. */
const SENO_MAXIMO = 0.9999;

/** (lat, lng) → screen pixels of Google Maps at `zoom` (Web Mercator): where markers overlap or not. */
export function pixelesMercator(latitud: number, longitud: number, zoom: number): Punto2d {
  const escala = TESELA * 2 ** zoom;
  const seno = Math.min(Math.max(Math.sin((latitud * Math.PI) / 180), -SENO_MAXIMO), SENO_MAXIMO);
  return {
    x: escala * (0.5 + longitud / 360),
    y: escala * (0.5 - Math.log((1 + seno) / (1 - seno)) / (4 * Math.PI)),
  };
}

export interface GrupoUbicado {
  latitud: number;
  longitud: number;
  almacenes: AlmacenDelMapa[];
}

/**
 * The stores with coordinates, clustered as they would overlap at `zoom` (the same greedy rule as the SVG map,
 * `agruparMarcadores`, measured in Mercator pixels); each cluster sits at its members' mean position.
 */
export function agruparEnZoom(
  almacenes: readonly AlmacenDelMapa[],
  zoom: number,
  radio: number,
): GrupoUbicado[] {
  const ubicados = almacenes.flatMap((a) =>
    a.latitud !== null && a.longitud !== null
      ? [
          {
            ...pixelesMercator(a.latitud, a.longitud, zoom),
            almacen: a,
            latitud: a.latitud,
            longitud: a.longitud,
          },
        ]
      : [],
  );
  const media = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return agruparMarcadores(ubicados, radio).map((g) => ({
    latitud: media(g.miembros.map((m) => m.latitud)),
    longitud: media(g.miembros.map((m) => m.longitud)),
    almacenes: g.miembros.map((m) => m.almacen),
  }));
}
