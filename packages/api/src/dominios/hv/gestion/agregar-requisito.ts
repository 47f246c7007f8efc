import { PERMISO_REQUISITOS_HV } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { agregarRequisitoPersona } from '../servicios/gestion/requisitos-escritura';
import { RequisitoAgregadoDto } from './dto';
import { EntradaAgregarRequisito } from './entrada-archivos';

/** `hojasDeVida.agregarRequisito` (multipart): a requirement result and its evidence files in one transaction. */
export const agregarRequisito = staffProcedure(PERMISO_REQUISITOS_HV, { alcanceCliente: false })
  .input(EntradaAgregarRequisito)
  .output(RequisitoAgregadoDto)
  .mutation(({ ctx, input }) => {
    const { archivos, ...campos } = input;
    return agregarRequisitoPersona(ctx.em, ctx.sesion.usuario, campos, archivos, ctx.now());
  });
