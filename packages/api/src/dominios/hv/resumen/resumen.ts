import { EntradaResumenHv } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { salidaDeLecturaFrecuente } from '../../../nucleo/salida-de-lectura-frecuente';
import { obtenerResumen } from '../servicios/resumen/resumen';
import { ResumenHvDto } from './dto';

/** `hojasDeVida.resumen`: the whole CV summary of a candidate; every read is written to the audit log by the same statement. */
export const resumen = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaResumenHv)
  .output(salidaDeLecturaFrecuente(ResumenHvDto))
  .query(({ ctx, input }) =>
    obtenerResumen(ctx.em, input.candidatoId, input.pedidoId ?? null, ctx.now(), {
      usuarioId: ctx.sesion.usuario.id,
      ip: ctx.ip,
      detalle: input.pedidoId ? { pedidoId: input.pedidoId } : null,
    }),
  );
