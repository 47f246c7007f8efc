import { z } from 'zod';
import { campo } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { obtenerEvidencia } from '../servicios/cancelar-evidencia';
import { EvidenciaDescargaDto } from './dto';

/** `pedidos.evidenciaCancelacion`: one evidence file (base64) of a cancelled order in scope. */
export const evidenciaCancelacion = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(z.object({ id: campo.id() }))
  .output(EvidenciaDescargaDto)
  .query(({ ctx, input }) => obtenerEvidencia(ctx.em, ctx.sesion.usuario.alcance, input.id));
