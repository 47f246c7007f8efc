import { z } from 'zod';
import { EntradaListaFac } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { listarGrupos } from './servicios/lectura';
import { GrupoListaDto } from './dto';

/** `fac.lista`: active base groups (base groups belong to no client). */
export const lista = staffProcedure('read_fac_base', { alcanceCliente: false })
  .input(EntradaListaFac)
  .output(z.array(GrupoListaDto))
  .query(({ ctx, input }) => listarGrupos(ctx.em, input));
