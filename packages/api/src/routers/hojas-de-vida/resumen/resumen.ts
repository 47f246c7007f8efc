import { EntradaResumenHv } from '@talento/rules';
import { staffProcedure } from '../../../procedures';
import { registrarAuditoria } from '../../../services/auditoria';
import { obtenerResumen } from '../../../services/hojas-de-vida/resumen/resumen';
import { ResumenHvDto } from './dto';

/** `hojasDeVida.resumen`: the whole CV summary of a candidate; every read is written to the audit log. */
export const resumen = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaResumenHv)
  .output(ResumenHvDto)
  .query(async ({ ctx, input }) => {
    const dto = await obtenerResumen(ctx.em, input.candidatoId, input.pedidoId ?? null, ctx.now());
    await registrarAuditoria(ctx, 'lectura_hoja_de_vida', 'hojasDeVida.resumen', input.pedidoId ? { pedidoId: input.pedidoId } : undefined, input.candidatoId);
    return dto;
  });
