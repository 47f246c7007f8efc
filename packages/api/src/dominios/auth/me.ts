import { autenticadoProcedure } from '../../nucleo/procedures';
import { aUsuarioDto, SesionDto } from './dto';

export const me = autenticadoProcedure
  .output(SesionDto)
  .query(({ ctx }) => ({ usuario: aUsuarioDto(ctx.sesion.usuario), portal: ctx.sesion.portal }));
