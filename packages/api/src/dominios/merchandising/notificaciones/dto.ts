import { z } from 'zod';

/** What sending a notification answers. The other notification outputs are in @talento/rules (novedades-notificaciones-dto.ts). */
export const ResultadoEnviarNotificacionDto = z.object({
  id: z.number(),
  dispositivos: z.number(),
  mensaje: z.string(),
});
