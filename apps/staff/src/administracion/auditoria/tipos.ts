import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

export type FilaAuditoria =
  inferRouterOutputs<AppRouter>['administracion']['auditoria']['listar']['filas'][number];
