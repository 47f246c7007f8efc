import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['pedidos'];
export type DetallePedido = Salidas['detalle'];
export type ComentarioPedido = Salidas['comentarios'][number];
export type EventoPedido = Salidas['eventos'][number];

/** tRPC client error fields the screens read (status, server detail, field messages). */
export interface ErrorLlamada {
  message: string;
  data?: {
    httpStatus?: number;
    campos?: Record<string, string[] | undefined> | null;
    detalle?: string;
  } | null;
}

/** A business-rule refusal (400 without field messages) carries the exact spec message to show as toast. */
export function esRechazoDeRegla(error: ErrorLlamada): boolean {
  return error.data?.httpStatus === 400 && !error.data.campos;
}
