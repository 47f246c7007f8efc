import { z } from 'zod';

/** Output shapes of the stock-clients procedures (never ORM entities). */
export const ClienteStockFilaDto = z.object({
  id: z.number(),
  nombre: z.string(),
  numeroDocumento: z.string(),
  implementacionPruebas: z.boolean(),
  /** Who enabled maneja_stock, and when. */
  usuario: z.string().nullable(),
  fechaManejaStock: z.date().nullable(),
});

/** /stock/cliente-list: a page of the clients that manage stock. */
export const ListaClientesStockDto = z.object({
  total: z.number(),
  pagina: z.number(),
  paginas: z.number(),
  filas: z.array(ClienteStockFilaDto),
});

/** The client switched into or out of stock, and the toast. */
export const ResultadoClienteStockDto = z.object({ id: z.number(), mensaje: z.string() });
