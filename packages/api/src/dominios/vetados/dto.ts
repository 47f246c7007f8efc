import { z } from 'zod';

/** Output shapes of the barred-candidates procedures (never ORM entities). */
export const VetadoFilaDto = z.object({
  id: z.number(),
  candidatoId: z.number(),
  nombre: z.string(),
  numeroDocumento: z.string(),
  clienteId: z.number(),
  cliente: z.string(),
  motivo: z.string().nullable(),
  pedidoOrigenId: z.number().nullable(),
  /** Who barred the person ("un usuario" when unknown). */
  vetadoPor: z.string(),
  fecha: z.date(),
});

/** /candidatos/vetados: a page of bars, newest first. */
export const ListaVetadosDto = z.object({
  total: z.number(),
  pagina: z.number(),
  paginas: z.number(),
  filas: z.array(VetadoFilaDto),
});

/** A bar lifted: the toast. (Barring answers `CreadoConMensajeDto`.) */
export const ResultadoQuitarVetoDto = z.object({ mensaje: z.string() });
