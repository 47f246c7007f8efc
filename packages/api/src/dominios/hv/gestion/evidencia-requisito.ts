import { z } from 'zod';
import { campo } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { registrarAuditoria } from '../../../nucleo/auditoria';
import { candidatoDeEvidencia, obtenerEvidenciaRequisito } from '../servicios/gestion/requisitos-lectura';
import { ArchivoDescargaDto } from './dto';

/** `hojasDeVida.evidenciaRequisito`: one evidence file (base64) to open; audited like every CV read (keyed by its person). */
export const evidenciaRequisito = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(z.object({ archivoId: campo.id() }))
  .output(ArchivoDescargaDto)
  .query(async ({ ctx, input }) => {
    const a = await obtenerEvidenciaRequisito(ctx.em, input.archivoId);
    await registrarAuditoria(
      ctx,
      'lectura_evidencia_requisito',
      'hojasDeVida.evidenciaRequisito',
      { archivoId: input.archivoId },
      (await candidatoDeEvidencia(ctx.em, input.archivoId)) ?? undefined,
    );
    return a;
  });
