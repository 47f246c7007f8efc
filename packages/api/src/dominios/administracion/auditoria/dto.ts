import { z } from 'zod';

export const FilaAuditoriaDto = z.object({
  id: z.number(),
  fecha: z.date(),
  usuario: z.string().nullable(),
  accion: z.string(),
  recurso: z.string(),
  recursoId: z.string().nullable(),
  ip: z.string(),
  detalle: z.record(z.string(), z.unknown()).nullable(),
});
export const PaginaAuditoriaDto = z.object({
  filas: z.array(FilaAuditoriaDto),
  total: z.number(),
  tamanoPagina: z.number(),
});
