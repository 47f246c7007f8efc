import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Usuarios = inferRouterOutputs<AppRouter>['administracion']['usuarios'];
export type FilaUsuario = Usuarios['listar']['usuarios'][number];
export type UsuarioAdmin = Usuarios['detalle'];
export type OpcionesUsuario = Usuarios['opciones'];
