import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['contratacion'];
export type OrdenDeCandidato = Salidas['deCandidato'];
export type Maestros = Salidas['maestros'];
export type Catalogo = Maestros['catalogos'][keyof Maestros['catalogos']];
