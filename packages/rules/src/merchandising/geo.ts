/** Distances on the Earth for the map and the visit-compliance rule (haversine on a sphere: enough at store scale). */

/** Mean Earth radius (IUGG), in metres. */
export const RADIO_TIERRA_METROS = 6_371_008.8;

export interface Coordenada {
  latitud: number;
  longitud: number;
}

const aRadianes = (grados: number) => (grados * Math.PI) / 180;

/** Great-circle distance in metres between two coordinates (haversine). */
export function distanciaMetros(a: Coordenada, b: Coordenada): number {
  const dLat = aRadianes(b.latitud - a.latitud);
  const dLng = aRadianes(b.longitud - a.longitud);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(aRadianes(a.latitud)) * Math.cos(aRadianes(b.latitud)) * Math.sin(dLng / 2) ** 2;
  return 2 * RADIO_TIERRA_METROS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Smallest box holding every coordinate, or null when there is none. */
export function limitesDe(
  coordenadas: readonly Coordenada[],
): { sur: number; oeste: number; norte: number; este: number } | null {
  if (coordenadas.length === 0) return null;
  let sur = Infinity;
  let oeste = Infinity;
  let norte = -Infinity;
  let este = -Infinity;
  for (const c of coordenadas) {
    sur = Math.min(sur, c.latitud);
    norte = Math.max(norte, c.latitud);
    oeste = Math.min(oeste, c.longitud);
    este = Math.max(este, c.longitud);
  }
  return { sur, oeste, norte, este };
}
