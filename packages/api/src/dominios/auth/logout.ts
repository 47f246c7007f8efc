import { z } from 'zod';
import { autenticadoProcedure } from '../../nucleo/procedures';
import { terminarSesion } from './servicio';

export const logout = autenticadoProcedure
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx }) => {
    await terminarSesion(ctx);
    return { ok: true as const };
  });
