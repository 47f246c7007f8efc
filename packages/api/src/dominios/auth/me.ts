import { z } from 'zod';
import { autenticadoProcedure } from '../../nucleo/procedures';
import { aUsuarioDto, UsuarioDto } from './usuario-dto';

export const me = autenticadoProcedure
  .output(z.object({ usuario: UsuarioDto, portal: z.enum(['staff', 'cliente']) }))
  .query(({ ctx }) => ({ usuario: aUsuarioDto(ctx.sesion.usuario), portal: ctx.sesion.portal }));
