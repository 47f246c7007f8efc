import { EntradaEstadoPerfil } from '@talento/rules';
import { staffProcedure } from '../../procedures';
import { cancelarPerfil } from '../../services/perfiles/estado';
import { PerfilGuardadoDto } from './dto';

/** Cancels a profile (→ 3) recording actor and date. */
export const cancelar = staffProcedure('change_perfilseleccion', { alcanceCliente: true })
  .input(EntradaEstadoPerfil)
  .output(PerfilGuardadoDto)
  .mutation(({ ctx, input }) => cancelarPerfil(ctx.em, ctx.sesion.usuario, input, ctx.now()));
