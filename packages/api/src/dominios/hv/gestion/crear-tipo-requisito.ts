import { EntradaCrearTipoRequisito, PERMISO_REQUISITOS_HV } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { crearTipoRequisito as crear } from '../servicios/gestion/requisitos-escritura';
import { TipoCreadoDto } from './dto';

/** `hojasDeVida.crearTipoRequisito`: "Crear tipo de requerimiento" (name and validity days). */
export const crearTipoRequisito = staffProcedure(PERMISO_REQUISITOS_HV, { alcanceCliente: false })
  .input(EntradaCrearTipoRequisito)
  .output(TipoCreadoDto)
  .mutation(({ ctx, input }) => crear(ctx.em, input, ctx.now()));
