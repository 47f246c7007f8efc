import { staffProcedure } from '../../../nucleo/procedures';
import { liberarCandidato } from '../servicios/gestion/liberar';
import { LiberarDto } from './dto';
import { EntradaCandidato } from './entrada-candidato';

/** `hojasDeVida.liberar`: release the candidate from the order that holds them (availability 0), or "El candidato ya esta disponible". */
export const liberar = staffProcedure('edit_liberar_candidato', { alcanceCliente: false })
  .input(EntradaCandidato)
  .output(LiberarDto)
  .mutation(({ ctx, input }) => liberarCandidato(ctx.em, ctx.sesion.usuario, input.candidatoId, ctx.now()));
