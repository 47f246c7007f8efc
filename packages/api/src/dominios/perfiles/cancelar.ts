import { EntradaEstadoPerfil } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { cancelarPerfil } from './servicios/estado';
import { PerfilGuardadoDto } from './dto';

/** Cancels a profile (→ 3) recording actor and date. */
export const cancelar = staffProcedure('change_perfilseleccion', { alcanceCliente: true })
  .input(EntradaEstadoPerfil)
  .output(PerfilGuardadoDto)
  .mutation(({ ctx, input }) => cancelarPerfil(ctx.em, ctx.sesion.usuario, input, ctx.now()));
