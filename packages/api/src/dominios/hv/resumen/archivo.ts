import { EntradaArchivoHv } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { registrarAuditoria } from '../../../nucleo/auditoria';
import { archivoHojaDeVida } from '../servicios/resumen/archivos';
import { ArchivoDescargaDto } from './dto';

/** `hojasDeVida.archivo`: one uploaded CV document (base64) to open from the documents accordion; audited. */
export const archivo = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaArchivoHv)
  .output(ArchivoDescargaDto)
  .query(async ({ ctx, input }) => {
    const a = await archivoHojaDeVida(ctx.em, input.candidatoId, input.archivoId);
    await registrarAuditoria(
      ctx,
      'lectura_archivo_hoja_de_vida',
      'hojasDeVida.archivo',
      { archivoId: input.archivoId },
      input.candidatoId,
    );
    return a;
  });
