import { EntradaCrearPerfil } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { crearPerfil } from './servicios/crear';
import { PerfilGuardadoDto } from './dto';

/** Registers a profile (estado_perfil 1) of a client in scope; a duplicate names its source profile. */
export const crear = staffProcedure('add_perfilseleccion', { alcanceCliente: true })
  .input(EntradaCrearPerfil)
  .output(PerfilGuardadoDto)
  .mutation(({ ctx, input }) => crearPerfil(ctx.em, ctx.sesion.usuario, input, ctx.now()));
