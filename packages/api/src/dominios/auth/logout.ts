import { autenticadoProcedure } from '../../nucleo/procedures';
import { terminarSesion } from './servicio';
import { SalidaDto } from './dto';

export const logout = autenticadoProcedure.output(SalidaDto).mutation(async ({ ctx }) => {
  await terminarSesion(ctx);
  return { ok: true as const };
});
