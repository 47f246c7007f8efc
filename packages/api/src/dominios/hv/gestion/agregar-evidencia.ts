import { PERMISO_REQUISITOS_HV } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { agregarEvidencia as agregar } from '../servicios/gestion/requisitos-escritura';
import { EvidenciaAgregadaDto } from './dto';
import { EntradaAgregarEvidencia } from './entrada-archivos';

/** `hojasDeVida.agregarEvidencia` (multipart): evidence files added to an existing requirement of the CV. */
export const agregarEvidencia = staffProcedure(PERMISO_REQUISITOS_HV, { alcanceCliente: false })
  .input(EntradaAgregarEvidencia)
  .output(EvidenciaAgregadaDto)
  .mutation(({ ctx, input }) =>
    agregar(ctx.em, input.candidatoId, input.requisitoPersonaId, input.archivos, ctx.now()),
  );
