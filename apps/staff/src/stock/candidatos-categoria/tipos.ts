import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['candidatosCategoria'];
export type FilaCandidatoCategoria = Salidas['listar']['filas'][number];
export type CategoriaActiva = Salidas['categorias'][number];
export type PedidoDestino = Salidas['pedidosCompatibles']['pedidosVigentes'][number];
