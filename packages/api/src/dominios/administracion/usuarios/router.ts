/** Administración › Usuarios (admin_usuarios): staff and client-portal users, their groups, clients and password links. */
import {
  EntradaActivarUsuario,
  EntradaGuardarUsuario,
  EntradaIdUsuario,
  FiltroUsuarios,
} from '@talento/rules';
import { z } from 'zod';
import { staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import { ListaUsuariosDto, OpcionesUsuarioDto, UsuarioAdminDto, UsuarioGuardadoDto } from './dto';
import { activarUsuario, reenviarEnlace } from './servicios/activar';
import { detalleUsuario, opcionesUsuario } from './servicios/detalle';
import { guardarUsuario } from './servicios/guardar';
import { listarUsuarios, MAXIMO_USUARIOS_LISTA } from './servicios/listar';

// Users of every client: the administrator manages accounts, not a client's data.
const administrador = staffProcedure('admin_usuarios', { alcanceCliente: false });

export const usuariosRouter = router({
  listar: administrador
    .input(FiltroUsuarios)
    .output(ListaUsuariosDto)
    .query(async ({ ctx, input }) => ({
      usuarios: await listarUsuarios(ctx.em, input),
      limite: MAXIMO_USUARIOS_LISTA,
    })),
  detalle: administrador
    .input(EntradaIdUsuario)
    .output(UsuarioAdminDto)
    .query(({ ctx, input }) => detalleUsuario(ctx.em, input.id)),
  opciones: administrador
    .input(z.undefined())
    .output(OpcionesUsuarioDto)
    .query(({ ctx }) => opcionesUsuario(ctx.em)),
  guardar: administrador
    .input(EntradaGuardarUsuario)
    .output(UsuarioGuardadoDto)
    .mutation(({ ctx, input }) => guardarUsuario(ctx, input)),
  activar: administrador
    .input(EntradaActivarUsuario)
    .output(UsuarioGuardadoDto)
    .mutation(({ ctx, input }) => activarUsuario(ctx, input)),
  enviarEnlace: administrador
    .input(EntradaIdUsuario)
    .output(UsuarioGuardadoDto)
    .mutation(({ ctx, input }) => reenviarEnlace(ctx, input.id)),
});
