import { z } from 'zod';

/** Output shapes of `stockPerfiles.*` (never ORM entities). */
export const PerfilStockFilaDto = z.object({
  id: z.number(),
  version: z.number(),
  cliente: z.object({ id: z.number(), nombre: z.string() }),
  perfil: z.object({ id: z.number(), nombre: z.string() }),
  ciudad: z.object({ id: z.number(), nombre: z.string(), departamento: z.string() }),
  vigencia: z.number(),
  meta: z.number(),
  media: z.number(),
  baja: z.number(),
  pedidoAutomatico: z.boolean(),
  /** Active pool size. */
  candidatos: z.number(),
  /** Live level (1 high … 4 very low) and fulfilment % of the active pool. */
  nivel: z.number(),
  cumplimiento: z.number(),
  proximos: z.number(),
  /** Level stored by the last recompute and when (null before the first). */
  nivelGuardado: z.number().nullable(),
  nivelCalculadoEn: z.date().nullable(),
});

export const ListaPerfilesStockDto = z.object({
  total: z.number(),
  pagina: z.number(),
  paginas: z.number(),
  filas: z.array(PerfilStockFilaDto),
});

export const CandidatoStockDto = z.object({
  id: z.number(),
  candidatoId: z.number(),
  nombre: z.string(),
  numeroDocumento: z.string(),
  estado: z.number(),
  vigencia: z.number().nullable(),
  /** 'YYYY-MM-DD' */
  inicioVigenciaStock: z.string().nullable(),
  vigenciaStock: z.string().nullable(),
  diasRestantes: z.number().nullable(),
  standard: z.boolean(),
  puntaje: z.number().nullable(),
  ingreso: z.date(),
});

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
