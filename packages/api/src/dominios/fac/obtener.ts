import { EntradaIdFac } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { obtenerGrupo } from './servicios/lectura';
import { GrupoDto } from './dto';

/** `fac.obtener`: a group with questions and options (order/profile groups only within the client scope). */
export const obtener = staffProcedure('read_fac_base', { alcanceCliente: true })
  .input(EntradaIdFac)
  .output(GrupoDto)
  .query(({ ctx, input }) => obtenerGrupo(ctx.em, ctx.sesion.usuario.alcance, input.id));
