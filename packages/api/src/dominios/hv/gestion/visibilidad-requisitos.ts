import { EntradaVisibilidadRequisitos, PERMISO_REQUISITOS_HV } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { guardarVisibilidad } from '../servicios/gestion/requisitos-escritura';
import { VisibilidadDto } from './dto';

/** `hojasDeVida.visibilidadRequisitos`: which requirements of the CV the client portal may show. */
export const visibilidadRequisitos = staffProcedure(PERMISO_REQUISITOS_HV, { alcanceCliente: false })
  .input(EntradaVisibilidadRequisitos)
  .output(VisibilidadDto)
  .mutation(({ ctx, input }) => guardarVisibilidad(ctx.em, input));
