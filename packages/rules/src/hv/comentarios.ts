/** Comments and marks of a CV (spec 03 §2 side widgets, §5): inputs and the once-per-CV mark rule. */
import { z } from 'zod';
import { campo } from '../esquemas';
import { MENSAJES_HV_RESUMEN as M } from './resumen';

const idEntero = campo.id();

/** New CV comment: text required ("Debes escribir el comentario"), optional "Visible por el cliente". */
export const EntradaComentarHv = z.object({
  candidatoId: idEntero,
  comentario: campo.texto({
    min: 1,
    max: 4000,
    mensaje: M.escribirComentario,
    mensajeLargo: M.comentarioLargo,
    multilinea: true,
  }),
  visibleCliente: z.boolean().default(false),
});
export type EntradaComentarHv = z.input<typeof EntradaComentarHv>;

/** New CV mark: a mark type must be chosen ("Debes slecionar una marca"). */
export const EntradaMarcarHv = z.object({
  candidatoId: idEntero,
  tipoMarcaId: campo.id(M.seleccionarMarca),
});
export type EntradaMarcarHv = z.input<typeof EntradaMarcarHv>;

/** Mark types the widget may still offer: active ones not yet applied to this CV (spec 03 §3: once per CV). */
export function marcasDisponibles<T extends { id: number; activo: boolean }>(
  tipos: readonly T[],
  aplicadas: readonly number[],
): T[] {
  const usadas = new Set(aplicadas);
  return tipos.filter((t) => t.activo && !usadas.has(t.id));
}

/** Why a mark cannot be applied, or null when it can. */
export function rechazoMarca(
  tipo: { id: number; activo: boolean } | null,
  aplicadas: readonly number[],
): string | null {
  if (!tipo || !tipo.activo) return M.marcaNoDisponible;
  return aplicadas.includes(tipo.id) ? M.marcaRepetida : null;
}
