import { z } from 'zod';
import { EntradaBuscarEtiquetas } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { buscarEtiquetas } from './servicios/lectura';
import { EtiquetaDto } from './dto';

/** `fac.etiquetas`: tag search (accents and case ignored). */
export const etiquetas = staffProcedure('read_fac_base', { alcanceCliente: false })
  .input(EntradaBuscarEtiquetas)
  .output(z.array(EtiquetaDto))
  .query(({ ctx, input }) => buscarEtiquetas(ctx.em, input.texto));
