/** Enumerations and constants of the merchandising screens, spec 03 §2, §4 and §9. */
import { claves, defineCatalogo } from '../catalogo';

/** state of an incident (novedad). */
const estadoNovedad = [
  { valor: 0, clave: 'PENDIENTE', etiqueta: 'Pendiente' },
  { valor: 1, clave: 'ACEPTADA', etiqueta: 'Aceptada' },
  { valor: 2, clave: 'RECHAZADA', etiqueta: 'Rechazada' },
] as const;
export const ESTADO_NOVEDAD = defineCatalogo(estadoNovedad);
export const EstadoNovedad = claves(estadoNovedad);
export type EstadoNovedad = (typeof estadoNovedad)[number]['valor'];

/** Default map centre: the Bogotá area at zoom 6 (the Google map starts there). The report frame's 600 px is
 * ALTO_MARCO_REPORTE (reportes-embebidos/reglas.ts). */
export const MAPA_CENTRO_DEFECTO = { latitud: 4.711, longitud: -74.0721, zoom: 6 } as const;
