import { EntradaAceptarAutorizacion, EntradaTokenAutorizacion } from '@talento/rules';
import { publicProcedure } from '../../nucleo/procedures';
import { router } from '../../nucleo/trpc';
import { EnlaceAutorizacionDto, MensajeDto } from './dto';
import {
  aceptarAutorizacion,
  obtenerEnlaceAutorizacion,
  revocarAutorizacion,
} from './servicios/enlace-publico';

/** `datosPersonales.enlace.*` (public, the e-mailed link is the credential): read the notice, accept, revoke. */
export const enlaceRouter = router({
  obtener: publicProcedure
    .input(EntradaTokenAutorizacion)
    .output(EnlaceAutorizacionDto)
    .query(({ ctx, input }) => obtenerEnlaceAutorizacion(ctx.em, input.token, ctx.now())),
  aceptar: publicProcedure
    .input(EntradaAceptarAutorizacion)
    .output(MensajeDto)
    .mutation(({ ctx, input }) => aceptarAutorizacion(ctx.em, input, ctx, ctx.now())),
  revocar: publicProcedure
    .input(EntradaTokenAutorizacion)
    .output(MensajeDto)
    .mutation(({ ctx, input }) => revocarAutorizacion(ctx.em, input.token, ctx, ctx.now())),
});
