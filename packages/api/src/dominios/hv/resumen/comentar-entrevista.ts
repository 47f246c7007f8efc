import { EntradaComentarEntrevista } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { comentarEntrevista as comentarEntrevistaHv } from '../servicios/resumen/entrevistas';
import { EntrevistaHvDto } from './dto';

/**
 * `hojasDeVida.comentarEntrevista`: replaces the comment of one video-interview answer of a digital-test
 * rating (spec 03 §7 "update interview video comment (id, comentario)"); answers the updated interview.
 * The spec gives no flag: like the CV's comments and marks it needs `read_hojadevida`. Client-scoped: an
 * answer of another client's order answers NOT_FOUND; a stale version answers CONFLICT.
 */
export const comentarEntrevista = staffProcedure('read_hojadevida', { alcanceCliente: true })
  .input(EntradaComentarEntrevista)
  .output(EntrevistaHvDto)
  .mutation(({ ctx, input }) => comentarEntrevistaHv(ctx.em, ctx.sesion.usuario.alcance, input));
