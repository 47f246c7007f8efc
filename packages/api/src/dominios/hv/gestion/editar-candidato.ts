import { EntradaEditarCandidato } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { editarCandidato as editar } from '../servicios/gestion/edicion';
import { EdicionDto } from './dto';

/** `hojasDeVida.editarCandidato`: the staff candidate edit (spec 03 §5); answers contratoActualizador. */
export const editarCandidato = staffProcedure('edit_candidato_by_staff', { alcanceCliente: false })
  .input(EntradaEditarCandidato)
  .output(EdicionDto)
  .mutation(({ ctx, input }) => editar(ctx, input, ctx.now()));
