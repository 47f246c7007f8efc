import { EntradaCandidatoHv } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { fotoRostro as obtenerFoto } from '../servicios/resumen/archivos';
import { FotoRostroDto } from './dto';

/** `hojasDeVida.fotoRostro`: the stored face photo as a data URL (image types only), or null. */
export const fotoRostro = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaCandidatoHv)
  .output(FotoRostroDto)
  .query(({ ctx, input }) => obtenerFoto(ctx.em, input.candidatoId));
