import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['perfiles'];
export type PerfilCompleto = Salidas['obtener'];
export type CatalogosPerfil = Salidas['catalogos'];
export type PerfilResumen = Salidas['porCliente']['perfiles'][number];
export type FacSugerido = Salidas['facsSugeridos'][number];
