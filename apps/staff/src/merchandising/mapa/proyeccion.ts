/** Plain SVG projection of the map (no tiles, no network): equirectangular, fitted to the day's bounds. */

export interface Limites {
  sur: number;
  oeste: number;
  norte: number;
  este: number;
}

export interface Punto2d {
  x: number;
  y: number;
}

/** Smallest span drawn (degrees, ~200 m): a single point would otherwise divide by zero. */
const SPAN_MINIMO = 0.002;

/**
 * (lat, lng) → SVG pixels inside `ancho` × `alto` minus `margen`, north up. Longitude is scaled by the cosine of the
 * middle latitude so distances look right near the equator and beyond; the aspect ratio is kept (centred).
 */
export function proyeccion(
  limites: Limites,
  ancho: number,
  alto: number,
  margen: number,
): (latitud: number, longitud: number) => Punto2d {
  const latMedia = (limites.sur + limites.norte) / 2;
  const k = Math.cos((latMedia * Math.PI) / 180);
  const spanX = Math.max((limites.este - limites.oeste) * k, SPAN_MINIMO);
  const spanY = Math.max(limites.norte - limites.sur, SPAN_MINIMO);
  const escala = Math.min((ancho - 2 * margen) / spanX, (alto - 2 * margen) / spanY);
  const cx = (limites.oeste + limites.este) / 2;
  const cy = latMedia;
  return (latitud, longitud) => ({
    x: ancho / 2 + (longitud - cx) * k * escala,
    y: alto / 2 - (latitud - cy) * escala,
  });
}

/** The inverse of `proyeccion` with the same arguments: SVG pixels → (lat, lng), for a click on the map. */
export function proyeccionInversa(
  limites: Limites,
  ancho: number,
  alto: number,
  margen: number,
): (x: number, y: number) => { latitud: number; longitud: number } {
  const latMedia = (limites.sur + limites.norte) / 2;
  const k = Math.cos((latMedia * Math.PI) / 180);
  const spanX = Math.max((limites.este - limites.oeste) * k, SPAN_MINIMO);
  const spanY = Math.max(limites.norte - limites.sur, SPAN_MINIMO);
  const escala = Math.min((ancho - 2 * margen) / spanX, (alto - 2 * margen) / spanY);
  const cx = (limites.oeste + limites.este) / 2;
  return (x, y) => ({
    latitud: latMedia - (y - alto / 2) / escala,
    longitud: cx + (x - ancho / 2) / (k * escala),
  });
}

/** The bounds grown to at least SPAN_MINIMO each way (around their centre): a map fitted to one point would zoom to its maximum. */
export function conSpanMinimo(l: Limites): Limites {
  const crecer = (desde: number, hasta: number) => {
    const falta = Math.max(SPAN_MINIMO - (hasta - desde), 0) / 2;
    return [desde - falta, hasta + falta] as const;
  };
  const [sur, norte] = crecer(l.sur, l.norte);
  const [oeste, este] = crecer(l.oeste, l.este);
  return { sur, oeste, norte, este };
}

/** Markers closer than `radio` pixels join one cluster (greedy, in the given order), drawn at their mean position. */
export function agruparMarcadores<T extends Punto2d>(
  marcadores: readonly T[],
  radio: number,
): { x: number; y: number; miembros: T[] }[] {
  const grupos: { x: number; y: number; miembros: T[] }[] = [];
  for (const m of marcadores) {
    const cerca = grupos.find((g) => Math.hypot(g.x - m.x, g.y - m.y) < radio);
    if (cerca) {
      cerca.miembros.push(m);
      cerca.x = cerca.miembros.reduce((s, x) => s + x.x, 0) / cerca.miembros.length;
      cerca.y = cerca.miembros.reduce((s, x) => s + x.y, 0) / cerca.miembros.length;
    } else grupos.push({ x: m.x, y: m.y, miembros: [m] });
  }
  return grupos;
}
