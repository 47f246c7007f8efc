import { z } from 'zod';

/** Output shapes of the stock-categories procedures (never ORM entities). */
export const CategoriaStockFilaDto = z.object({
  id: z.number(),
  nombre: z.string(),
  /** Days a person placed in it stays. */
  vigencia: z.number(),
  estado: z.number(),
  estadoEtiqueta: z.string(),
  candidatosActivos: z.number(),
  actualizada: z.date(),
});

/** Every category (or the active ones, for the pickers), by name. */
export const ListaCategoriasStockDto = z.array(CategoriaStockFilaDto);

/** The category edited or deleted, and the toast. (Creating one answers `CreadoConMensajeDto`.) */
export const ResultadoCategoriaStockDto = z.object({ id: z.number(), mensaje: z.string() });
