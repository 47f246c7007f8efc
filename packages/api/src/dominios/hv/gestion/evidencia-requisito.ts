import { z } from 'zod';
import { campo } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { registrarAuditoria } from '../../../nucleo/auditoria';
import { obtenerEvidenciaRequisito } from '../servicios/gestion/requisitos-lectura';
import { ArchivoDescargaDto } from './dto';

/** `hojasDeVida.evidenciaRequisito`: one evidence file (base64) to open; audited like every CV read. */
export const evidenciaRequisito = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(z.object({ archivoId: campo.id() }))
  .output(ArchivoDescargaDto)
  .query(async ({ ctx, input }) => {
    const a = await obtenerEvidenciaRequisito(ctx.em, input.archivoId);
    await registrarAuditoria(ctx, 'lectura_evidencia_requisito', 'hojasDeVida.evidenciaRequisito', {
      archivoId: input.archivoId,
    });
    return a;
  });
