import { staffProcedure } from '../../../nucleo/procedures';
import { datosEdicion as leer } from '../servicios/gestion/edicion';
import { DatosEdicionDto } from './dto';
import { EntradaCandidato } from './entrada-candidato';

/** `hojasDeVida.datosEdicion`: the personal fields, version and channels the edit modal opens with. */
export const datosEdicion = staffProcedure('edit_candidato_by_staff', { alcanceCliente: false })
  .input(EntradaCandidato)
  .output(DatosEdicionDto)
  .query(({ ctx, input }) => leer(ctx.em, input.candidatoId));
