import { EntradaEditarPerfil } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { editarPerfil } from './servicios/editar';
import { PerfilGuardadoDto } from './dto';

/** Saves a profile in state 0 or 1; stale version → CONFLICT. */
export const editar = staffProcedure('change_perfilseleccion', { alcanceCliente: true })
  .input(EntradaEditarPerfil)
  .output(PerfilGuardadoDto)
  .mutation(({ ctx, input }) => editarPerfil(ctx.em, ctx.sesion.usuario, input, ctx.now()));
