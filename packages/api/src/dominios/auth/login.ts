import { LoginInput } from '@talento/rules';
import { publicProcedure } from '../../nucleo/procedures';
import { iniciarSesion } from './servicio';
import { aUsuarioDto, UsuarioDto } from './dto';

export const login = publicProcedure
  .input(LoginInput)
  .output(UsuarioDto)
  .mutation(async ({ ctx, input }) => aUsuarioDto(await iniciarSesion(ctx, input)));
