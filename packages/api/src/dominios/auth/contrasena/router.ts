/**
 * Public pages reached by a single-use link (no session): a user sets their password (invitation or a new link from an
 * administrator), and on a database without an administrator, the first run creates one.
 */
import { EntradaConfiguracionInicial, EntradaEstablecerContrasena, EntradaTokenEnlace } from '@talento/rules';
import { publicProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import { ConfiguracionInicialDto, ContrasenaDefinidaDto, EnlaceDto, PrimerAdministradorDto } from './dto';
import {
  crearPrimerAdministrador,
  establecerContrasena,
  verConfiguracionInicial,
  verEnlace,
} from './servicio';

export const enlaceRouter = router({
  ver: publicProcedure
    .input(EntradaTokenEnlace)
    .output(EnlaceDto)
    .query(({ ctx, input }) => verEnlace(ctx.em, input.token, ctx.now())),
  establecer: publicProcedure
    .input(EntradaEstablecerContrasena)
    .output(ContrasenaDefinidaDto)
    .mutation(({ ctx, input }) => establecerContrasena(ctx, input)),
});

export const configuracionInicialRouter = router({
  ver: publicProcedure
    .input(EntradaTokenEnlace)
    .output(ConfiguracionInicialDto)
    .query(({ ctx, input }) => verConfiguracionInicial(ctx.em, input.token, ctx.now())),
  crear: publicProcedure
    .input(EntradaConfiguracionInicial)
    .output(PrimerAdministradorDto)
    .mutation(({ ctx, input }) => crearPrimerAdministrador(ctx, input)),
});
