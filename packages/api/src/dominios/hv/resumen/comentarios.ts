import { z } from 'zod';
import { EntradaCandidatoHv } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarComentarios } from '../servicios/resumen/comentarios';
import { ComentarioHvDto } from './dto';

/** `hojasDeVida.comentarios`: comments of the CV, newest first, with date and author. */
export const comentarios = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaCandidatoHv)
  .output(z.array(ComentarioHvDto))
  .query(({ ctx, input }) => listarComentarios(ctx.em, input.candidatoId));
