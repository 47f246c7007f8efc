import { z } from 'zod';
import { EntradaCandidatoHv } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { listarMarcas } from '../servicios/resumen/comentarios';
import { MarcaHvDto } from './dto';

/** `hojasDeVida.marcas`: marks of the CV, newest first, with date and author. */
export const marcas = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaCandidatoHv)
  .output(z.array(MarcaHvDto))
  .query(({ ctx, input }) => listarMarcas(ctx.em, input.candidatoId));
