import { z } from 'zod';
import { campo, Id } from '../esquemas';
import { MENSAJES_VETADOS as M } from './mensajes';

export const TAMANO_PAGINA_VETADOS = 25;

/** /candidatos/vetados: filter by client, search by document or name. */
export const EntradaListarVetados = z.object({
  clienteId: Id.optional(),
  texto: campo.texto({ max: 100 }).optional(),
  pagina: campo.entero({ min: 1, max: 10_000 }).default(1),
});
export type EntradaListarVetados = z.infer<typeof EntradaListarVetados>;

/** "Vetar candidato": the person by document and the client, both required (spec 02 §5); a reason optional. */
export const EntradaVetarCandidato = z.object({
  numeroDocumento: campo
    .texto({ min: 1, max: 20, mensaje: M.campoRequerido })
    .regex(/^[0-9A-Za-z-]+$/, M.documentoInvalido),
  clienteId: campo.id(M.campoRequerido),
  motivo: campo.texto({ max: 500, multilinea: true }).optional(),
});
export type EntradaVetarCandidato = z.input<typeof EntradaVetarCandidato>;

export const EntradaQuitarVeto = z.object({ id: Id });
