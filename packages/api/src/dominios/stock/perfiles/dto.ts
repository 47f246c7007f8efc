/** Output shapes of `stockPerfiles.*` (never ORM entities). */
import { z } from 'zod';
import { esquemaDe } from '../../../nucleo/sql/columnas';
import { COLUMNAS_CANDIDATOS_STOCK } from './servicios/candidatos-columnas';
import { columnasPerfilesStock } from './servicios/listar-columnas';

/**
 * A row of `/stock/cliente`: the columns the statement answers as they are (servicios/listar-columnas.ts; their schema
 * does not depend on the "próximos" range condition, hence the empty one) and the fields computed from the others.
 */
export const PerfilStockFilaDto = z.object({
  ...esquemaDe(columnasPerfilesStock('')),
  cliente: z.object({ id: z.number(), nombre: z.string() }),
  perfil: z.object({ id: z.number(), nombre: z.string() }),
  ciudad: z.object({ id: z.number(), nombre: z.string(), departamento: z.string() }),
  /** Live level (1 high … 4 very low) and fulfilment % of the active pool. */
  nivel: z.number(),
  cumplimiento: z.number(),
});
export type PerfilStockFila = z.infer<typeof PerfilStockFilaDto>;

export const ListaPerfilesStockDto = z.object({
  total: z.number(),
  pagina: z.number(),
  paginas: z.number(),
  filas: z.array(PerfilStockFilaDto),
});

/** A candidate of a stock profile's pool: its columns as they are (servicios/candidatos-columnas.ts) and the computed. */
export const CandidatoStockDto = z.object({
  ...esquemaDe(COLUMNAS_CANDIDATOS_STOCK),
  nombre: z.string(),
  diasRestantes: z.number().nullable(),
});
export type CandidatoStock = z.infer<typeof CandidatoStockDto>;

export const ReporteStockDto = z.array(
  z.object({
    clienteId: z.number(),
    cliente: z.string(),
    alto: z.number(),
    medio: z.number(),
    bajo: z.number(),
    muyBajo: z.number(),
    total: z.number(),
  }),
);

export const MensajeDto = z.object({ mensaje: z.string() });
export const CreadoDto = z.object({ id: z.number(), mensaje: z.string() });
export const EditadoDto = z.object({ id: z.number(), version: z.number(), mensaje: z.string() });
