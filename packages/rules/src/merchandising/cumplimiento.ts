import { distanciaMetros, type Coordenada } from './geo';

/** A store counts as visited when an arrival report was sent within this distance of it (inclusive). */
export const RADIO_VISITA_METROS = 150;
/** A GPS point farther than this from every planned store (with coordinates) is off route. */
export const DISTANCIA_FUERA_DE_RUTA_METROS = 500;

export interface AlmacenPlaneado {
  almacenId: number;
  latitud: number | null;
  longitud: number | null;
}

export interface LlegadaReportada {
  almacenId: number;
  latitud: number | null;
  longitud: number | null;
}

export interface PuntoDelDia extends Coordenada {
  /** Device time of the point. */
  en: Date;
}

export interface CumplimientoAlmacen {
  almacenId: number;
  visitado: boolean;
  /** The store has no coordinates: nothing can be checked against it, so it is never counted visited. */
  sinCoordenadas: boolean;
  /** Minutes from the first to the last GPS point within the radius; null when no point fell within it. */
  minutosEnAlmacen: number | null;
}

export interface CumplimientoDia {
  almacenes: CumplimientoAlmacen[];
  planeados: number;
  visitados: number;
  /** visitados / planeados (0..1); null when nothing was planned. */
  proporcion: number | null;
  minutosEnAlmacenes: number;
  puntosFueraDeRuta: number;
  puntos: number;
}

/** Inclusive: a point exactly on the radius is within it. */
export const dentroDelRadio = (metros: number): boolean => metros <= RADIO_VISITA_METROS;

function conCoordenadas<T extends { latitud: number | null; longitud: number | null }>(
  a: T,
): a is T & Coordenada {
  return a.latitud !== null && a.longitud !== null;
}

/**
 * What the day's GPS points say for compliance: how many there are, how many are off route, and per planned store (in
 * the order of `planeados`) the milliseconds from the first to the last point within its radius (null: none within
 * it, or the store has no coordinates). The server summarises each day as soon as its points arrive and keeps only
 * this (packages/api/src/dominios/merchandising/mapa/servicios/cumplimiento.ts), so a month of points is never held
 * at once.
 */
export interface PuntosDelDiaResumidos {
  puntos: number;
  puntosFueraDeRuta: number;
  msEnAlmacen: (number | null)[];
}

/** `puntos` must be in time order. */
export function resumirPuntos(
  planeados: readonly AlmacenPlaneado[],
  puntos: readonly PuntoDelDia[],
): PuntosDelDiaResumidos {
  const msEnAlmacen = planeados.map((almacen) => {
    if (!conCoordenadas(almacen)) return null;
    const dentro = puntos.filter((p) => dentroDelRadio(distanciaMetros(p, almacen)));
    const primero = dentro[0];
    const ultimo = dentro[dentro.length - 1];
    return primero && ultimo ? ultimo.en.getTime() - primero.en.getTime() : null;
  });
  const ubicados = planeados.filter(conCoordenadas);
  const puntosFueraDeRuta = puntos.filter((p) =>
    ubicados.every((a) => distanciaMetros(p, a) > DISTANCIA_FUERA_DE_RUTA_METROS),
  ).length;
  return { puntos: puntos.length, puntosFueraDeRuta, msEnAlmacen };
}

/**
 * Visit compliance of one merchandiser on one day (docs/decisiones/merchandising.md):
 * - a planned store is visited when an arrival report FOR THAT STORE was sent within RADIO_VISITA_METROS of its
 *   coordinates (the report is the merchandiser's statement, its position the proof; a report without a position
 *   proves nothing); GPS points alone never make a visit, they measure the time;
 * - time in store: from the first to the last GPS point of the day within the radius of the store;
 * - off route: GPS points farther than DISTANCIA_FUERA_DE_RUTA_METROS from every planned store with coordinates
 *   (with no such store, every point is off route: there is nothing to be near).
 * The points come summarised (`resumirPuntos`, or the same computed by PostgreSQL).
 */
export function cumplimientoDeResumen(
  planeados: readonly AlmacenPlaneado[],
  llegadas: readonly LlegadaReportada[],
  resumen: PuntosDelDiaResumidos,
): CumplimientoDia {
  const almacenes = planeados.map((almacen, i): CumplimientoAlmacen => {
    if (!conCoordenadas(almacen))
      return { almacenId: almacen.almacenId, visitado: false, sinCoordenadas: true, minutosEnAlmacen: null };
    const visitado = llegadas.some(
      (l) =>
        l.almacenId === almacen.almacenId && conCoordenadas(l) && dentroDelRadio(distanciaMetros(l, almacen)),
    );
    const ms = resumen.msEnAlmacen[i] ?? null;
    return {
      almacenId: almacen.almacenId,
      visitado,
      sinCoordenadas: false,
      minutosEnAlmacen: ms === null ? null : Math.round(ms / 60_000),
    };
  });
  const visitados = almacenes.filter((a) => a.visitado).length;
  return {
    almacenes,
    planeados: planeados.length,
    visitados,
    proporcion: planeados.length === 0 ? null : visitados / planeados.length,
    minutosEnAlmacenes: almacenes.reduce((s, a) => s + (a.minutosEnAlmacen ?? 0), 0),
    puntosFueraDeRuta: resumen.puntosFueraDeRuta,
    puntos: resumen.puntos,
  };
}

/** The day's compliance from its points themselves (`puntos` in time order): `cumplimientoDeResumen` of `resumirPuntos`. */
export function cumplimientoDelDia(
  planeados: readonly AlmacenPlaneado[],
  llegadas: readonly LlegadaReportada[],
  puntos: readonly PuntoDelDia[],
): CumplimientoDia {
  return cumplimientoDeResumen(planeados, llegadas, resumirPuntos(planeados, puntos));
}
