import { z } from 'zod';
import { EntradaPublicarAviso } from '@talento/rules';
import { publicProcedure, staffProcedure } from '../../nucleo/procedures';
import { router } from '../../nucleo/trpc';
import { AvisoPublicoDto, MensajeDto, VersionesAvisoDto } from './dto';
import { avisoPublico, publicarAviso, versionesAviso } from './servicios/aviso';

const administrador = staffProcedure('admin_datos_personales', { alcanceCliente: false });

/** `datosPersonales.aviso.*`: the privacy notice, versioned; administrators publish, anyone reads the one in force. */
export const avisoRouter = router({
  versiones: administrador
    .input(z.undefined())
    .output(VersionesAvisoDto)
    .query(({ ctx }) => versionesAviso(ctx.em)),
  publicar: administrador
    .input(EntradaPublicarAviso)
    .output(MensajeDto)
    .mutation(({ ctx, input }) => publicarAviso(ctx.em, ctx, input, ctx.now())),
  publico: publicProcedure
    .input(z.undefined())
    .output(AvisoPublicoDto)
    .query(({ ctx }) => avisoPublico(ctx.em)),
});
