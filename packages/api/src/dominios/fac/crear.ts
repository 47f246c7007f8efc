import { EntradaCrearFac } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { crearGrupo } from './servicios/escritura';
import { GuardadoDto } from './dto';

/** `fac.crear` (add_fac): a base group with its INSERTAR trace rows. */
export const crear = staffProcedure('add_fac', { alcanceCliente: false })
  .input(EntradaCrearFac)
  .output(GuardadoDto)
  .mutation(({ ctx, input }) => crearGrupo(ctx.em, ctx.sesion.usuario, input, ctx.now()));
