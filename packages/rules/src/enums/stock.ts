/** Enumerations and constants of stock and barred candidates, spec 02 §3, §4, §5 and §9. */
import { claves, defineCatalogo } from '../catalogo';

/** estado of a stock-profile candidate (and of a category candidate): 1 active, 2 removed. */
const estadoCandidatoStock = [
  { valor: 1, clave: 'ACTIVO', etiqueta: 'Activo' },
  { valor: 2, clave: 'REMOVIDO', etiqueta: 'Removido' },
] as const;
export const ESTADO_CANDIDATO_STOCK = defineCatalogo(estadoCandidatoStock);
export const EstadoCandidatoStock = claves(estadoCandidatoStock);
export type EstadoCandidatoStock = (typeof estadoCandidatoStock)[number]['valor'];

/** estado of a stock category. */
const estadoCategoriaStock = [
  { valor: 0, clave: 'INACTIVO', etiqueta: 'Inactivo' },
  { valor: 1, clave: 'ACTIVO', etiqueta: 'Activo' },
] as const;
export const ESTADO_CATEGORIA_STOCK = defineCatalogo(estadoCategoriaStock);
export const EstadoCategoriaStock = claves(estadoCategoriaStock);
export type EstadoCategoriaStock = (typeof estadoCategoriaStock)[number]['valor'];

/** nivel of a stock profile (computed): 1 high, 2 medium, 3 low, 4 (or any other) very low. */
const nivelStock = [
  { valor: 1, clave: 'ALTO', etiqueta: 'Alto' },
  { valor: 2, clave: 'MEDIO', etiqueta: 'Medio' },
  { valor: 3, clave: 'BAJO', etiqueta: 'Bajo' },
  { valor: 4, clave: 'MUY_BAJO', etiqueta: 'Muy bajo' },
] as const;
export const NIVEL_STOCK = defineCatalogo(nivelStock);
export const NivelStock = claves(nivelStock);
export type NivelStock = (typeof nivelStock)[number]['valor'];

/** Label of a stock level where any value other than 1–3 reads as very low (spec 02 §4). */
export function etiquetaNivelStock(nivel: number | null | undefined): string {
  return nivel === 1 || nivel === 2 || nivel === 3 ? NIVEL_STOCK.etiqueta(nivel) : NIVEL_STOCK.etiqueta(4);
}

/**
 * Level of a pool from its size and the three goals: at or above meta is high, at or above media
 * medium, at or above baja low, below baja very low.
 */
export function calcularNivelStock(
  candidatos: number,
  niveles: { meta: number; media: number; baja: number },
): NivelStock {
  if (candidatos >= niveles.meta) return 1;
  if (candidatos >= niveles.media) return 2;
  if (candidatos >= niveles.baja) return 3;
  return 4;
}

/** Stock fulfilment percent = candidates / goal * 100 (0 when the goal is 0). */
export function porcentajeCumplimientoStock(candidatos: number, meta: number): number {
  return meta > 0 ? (candidatos / meta) * 100 : 0;
}

/** Defaults of a new stock profile. */
export const STOCK_DEFAULTS = { meta: 20, media: 10, baja: 5 } as const;

/** When meta changes, media becomes half and baja a quarter of it (integer). */
export function nivelesDesdeMeta(meta: number): { meta: number; media: number; baja: number } {
  return { meta, media: Math.floor(meta / 2), baja: Math.floor(meta / 4) };
}

/** Limits and filter ranges of stock screens (spec 02 §9). */
export const STOCK_LIMITES = {
  vigenciaMinima: 1,
  /** Stock pool validity filter: ranges of 10 days up to 180. */
  rangoVigenciaStock: { paso: 10, maximo: 180 },
  /** Category validity filter: ranges of 10 days up to 30. */
  rangoVigenciaCategoria: { paso: 10, maximo: 30 },
  minCaracteresBusquedaCliente: 4,
  minCaracteresBusquedaCiudad: 4,
} as const;

/** disponibilidad_stock of a candidate (spec 02 §4). */
const disponibilidadStock = [
  { valor: 0, clave: 'LIBRE', etiqueta: 'Libre' },
  { valor: 1, clave: 'EN_PEDIDO_VIGENTE', etiqueta: 'En pedido vigente' },
  { valor: 2, clave: 'EN_STOCK_CLIENTE', etiqueta: 'En stock de cliente' },
  { valor: 3, clave: 'EN_STOCK_CATEGORIA', etiqueta: 'En stock de categoría' },
  { valor: 4, clave: 'EN_PEDIDO_STOCK', etiqueta: 'En pedido stock' },
] as const;
export const DISPONIBILIDAD_STOCK = defineCatalogo(disponibilidadStock);
export const DisponibilidadStock = claves(disponibilidadStock);
export type DisponibilidadStock = (typeof disponibilidadStock)[number]['valor'];

/** Barring option of the discard action, vetar_candidato (spec 02 §5): 1 bars the candidate from the client. */
const opcionVetarCandidato = [
  { valor: 0, clave: 'NO_VETAR', etiqueta: 'Puede enviarse de nuevo al cliente' },
  { valor: 1, clave: 'VETAR', etiqueta: 'No puede enviarse de nuevo al cliente' },
] as const;
export const OPCION_VETAR_CANDIDATO = defineCatalogo(opcionVetarCandidato);
export const OpcionVetarCandidato = claves(opcionVetarCandidato);
export type OpcionVetarCandidato = (typeof opcionVetarCandidato)[number]['valor'];
