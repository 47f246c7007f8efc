import { EntradaEditarFac } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { editarGrupo } from './servicios/escritura';
import { GuardadoDto } from './dto';

/** `fac.editar` (read_fac_base: list, create, edit, detail): version-checked, one trace row per change. */
export const editar = staffProcedure('read_fac_base', { alcanceCliente: true })
  .input(EntradaEditarFac)
  .output(GuardadoDto)
  .mutation(({ ctx, input }) => editarGrupo(ctx.em, ctx.sesion.usuario, input, ctx.now()));
