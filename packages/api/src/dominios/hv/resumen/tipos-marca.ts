import { z } from 'zod';
import { EntradaCandidatoHv } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { tiposMarca as listarTipos } from '../servicios/resumen/comentarios';
import { TipoMarcaHvDto } from './dto';

/** `hojasDeVida.tiposMarca`: active mark types, each saying whether this CV already carries it. */
export const tiposMarca = staffProcedure('read_hojadevida', { alcanceCliente: false })
  .input(EntradaCandidatoHv)
  .output(z.array(TipoMarcaHvDto))
  .query(({ ctx, input }) => listarTipos(ctx.em, input.candidatoId));
