import { EntradaEstadoPerfil } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { aprobarPerfil } from './servicios/estado';
import { PerfilGuardadoDto } from './dto';

/** Approves a profile (0/1 → 2) when its FAC is defined, recording actor and date. */
export const aprobar = staffProcedure('read_perfilseleccion_aprobar', { alcanceCliente: true })
  .input(EntradaEstadoPerfil)
  .output(PerfilGuardadoDto)
  .mutation(({ ctx, input }) => aprobarPerfil(ctx.em, ctx.sesion.usuario, input, ctx.now()));
