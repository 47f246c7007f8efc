import { z } from 'zod';

/** What saving the update modal answers. The other incident outputs are in @talento/rules (novedades-notificaciones-dto.ts). */
export const ResultadoActualizarNovedadDto = z.object({
  id: z.number(),
  version: z.number(),
  estado: z.number(),
  solvedAt: z.date().nullable(),
  mensaje: z.string(),
});
