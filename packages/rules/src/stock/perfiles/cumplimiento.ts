import { calcularNivelStock, porcentajeCumplimientoStock, type NivelStock } from '../../enums/stock';
import type { NivelesStock } from './niveles';

export interface EstadoStock {
  nivel: NivelStock;
  /** candidates / meta × 100 (spec 02 §4), not capped: a pool above its goal reads above 100 %. */
  cumplimiento: number;
}

/** Live level and fulfilment of a pool of `candidatos` active people against its goals. */
export function estadoStock(candidatos: number, niveles: NivelesStock): EstadoStock {
  return {
    nivel: calcularNivelStock(candidatos, niveles),
    cumplimiento: porcentajeCumplimientoStock(candidatos, niveles.meta),
  };
}
