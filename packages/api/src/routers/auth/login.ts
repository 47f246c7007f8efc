import { LoginInput } from '@talento/rules';
import { publicProcedure } from '../../procedures';
import { iniciarSesion } from '../../services/auth';
import { aUsuarioDto, UsuarioDto } from './usuario-dto';

export const login = publicProcedure
  .input(LoginInput)
  .output(UsuarioDto)
  .mutation(async ({ ctx, input }) => aUsuarioDto(await iniciarSesion(ctx, input)));
