import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['notificaciones'];
export type FilaHistorial = Salidas['historial']['filas'][number];
export type DispositivoElegible = Salidas['dispositivos'][number];
