import { EntradaTrazabilidadHv } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarTrazabilidad } from '../servicios/resumen/trazabilidad';
import { TrazabilidadHvDto } from './dto';

/** `hojasDeVida.trazabilidad`: the candidate's orders, 5 per page (flag ver_trazabilidad). */
export const trazabilidad = staffProcedure('ver_trazabilidad', { alcanceCliente: false })
  .input(EntradaTrazabilidadHv)
  .output(TrazabilidadHvDto)
  .query(({ ctx, input }) => listarTrazabilidad(ctx.em, input.candidatoId, input.pagina));
