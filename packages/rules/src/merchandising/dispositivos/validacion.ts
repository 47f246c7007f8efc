/**
 * Checks of a device batch that zod's shape cannot make (they need the server's clock): inside Colombia, not in
 * the future beyond a small skew, not older than a week. The first fault refuses the whole batch, named by its
 * 1-based position so the phone's developer can find it ("El punto 3 está fuera de Colombia").
 */
import type { z } from 'zod';
import { ANTIGUEDAD_MAXIMA_DIAS, CAJA_COLOMBIA, DESFASE_FUTURO_MS } from './limites';
import { MENSAJES_DISPOSITIVOS as M } from './mensajes';

const DIA_MS = 24 * 60 * 60 * 1000;

export function dentroDeColombia(lat: number, lng: number): boolean {
  return (
    lat >= CAJA_COLOMBIA.latMin &&
    lat <= CAJA_COLOMBIA.latMax &&
    lng >= CAJA_COLOMBIA.lngMin &&
    lng <= CAJA_COLOMBIA.lngMax
  );
}

export type Vigencia = 'ok' | 'futura' | 'antigua';

/** Whether a device timestamp is acceptable at `ahora`. */
export function vigenciaDeFecha(fecha: Date, ahora: Date): Vigencia {
  if (fecha.getTime() > ahora.getTime() + DESFASE_FUTURO_MS) return 'futura';
  if (fecha.getTime() < ahora.getTime() - ANTIGUEDAD_MAXIMA_DIAS * DIA_MS) return 'antigua';
  return 'ok';
}

interface Item {
  registradoEn: Date;
  lat?: number | undefined;
  lng?: number | undefined;
}

/** First fault of the items (null when all are fine); `etiqueta(i)` names item i (0-based), e.g. "El punto 3". */
export function faltaEnItems(
  items: readonly Item[],
  ahora: Date,
  etiqueta: (i: number) => string,
): string | null {
  for (const [i, item] of items.entries()) {
    if (item.lat !== undefined && item.lng !== undefined && !dentroDeColombia(item.lat, item.lng))
      return M.fueraDeColombia(etiqueta(i));
    const vigencia = vigenciaDeFecha(item.registradoEn, ahora);
    if (vigencia === 'futura') return M.fechaFutura(etiqueta(i));
    if (vigencia === 'antigua') return M.fechaAntigua(etiqueta(i));
  }
  return null;
}

export const etiquetaPunto = (i: number) => `El punto ${i + 1}`;
export const etiquetaLlegada = (i: number) => `La llegada ${i + 1}`;
export const ETIQUETA_NOVEDAD = 'La novedad';

const NOMBRES_LISTA: Record<string, (i: number) => string> = {
  puntos: etiquetaPunto,
  llegadas: etiquetaLlegada,
  fotos: (i) => `La foto ${i + 1}`,
};

/** A zod failure of a body as one Spanish sentence naming the item and field: "El punto 3 (lat): La latitud debe…". */
export function mensajeDeCuerpoInvalido(error: z.ZodError): string {
  const [primero] = error.issues;
  if (!primero) return M.jsonInvalido;
  const [lista, indice, ...resto] = primero.path;
  const mensaje =
    primero.code === 'unrecognized_keys'
      ? `campos no admitidos (${primero.keys.join(', ')})`
      : primero.message;
  if (typeof lista === 'string' && typeof indice === 'number' && NOMBRES_LISTA[lista]) {
    const campo = resto.length ? ` (${resto.join('.')})` : '';
    return `${NOMBRES_LISTA[lista](indice)}${campo}: ${mensaje}`;
  }
  return primero.path.length ? `${primero.path.join('.')}: ${mensaje}` : mensaje;
}
