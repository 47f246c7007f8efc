/** Order traceability of a candidate (spec 03 §2, §4, §9): 5 rows per page, state labels. */
import { z } from 'zod';
import { campo } from '../esquemas';
import { ESTADO_CANDIDATO_PEDIDO } from '../enums/pedidos';
import { TRAZABILIDAD_PAGE_SIZE } from '../enums/hv';

export const EntradaTrazabilidadHv = z.object({
  candidatoId: campo.id(),
  pagina: campo
    .entero({ min: 1, max: 100_000, mensaje: 'Página inválida', mensajeRango: 'Página inválida' })
    .default(1),
});
export type EntradaTrazabilidadHv = z.input<typeof EntradaTrazabilidadHv>;

/** Candidate-in-order state label of spec 03 §4 (0–10); any other value shows "Desconocido". */
export function etiquetaEstadoTrazabilidad(estado: number | null | undefined): string {
  return ESTADO_CANDIDATO_PEDIDO.etiqueta(estado, 'Desconocido');
}

export interface Paginado {
  pagina: number;
  paginas: number;
  total: number;
  desplazamiento: number;
  tamano: number;
}

/** Page arithmetic: a page beyond the last is moved to the last one (at least page 1). */
export function paginar(total: number, pagina: number, tamano: number = TRAZABILIDAD_PAGE_SIZE): Paginado {
  const paginas = Math.max(1, Math.ceil(Math.max(0, total) / tamano));
  const actual = Math.min(Math.max(1, Math.trunc(pagina)), paginas);
  return {
    pagina: actual,
    paginas,
    total: Math.max(0, total),
    desplazamiento: (actual - 1) * tamano,
    tamano,
  };
}
