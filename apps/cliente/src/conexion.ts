import { createTRPCQueryUtils } from '@trpc/react-query';
import { crearClienteTrpc, crearQueryClient } from '@talento/conexion';
import type { AppRouter } from '@talento/api';
import { trpc } from './trpc';

// One client per page load, created before React renders so that routes can start their data at boot (rutas.tsx).
export const queryClient = crearQueryClient();
export const trpcClient = trpc.createClient({ links: crearClienteTrpc<AppRouter>('cliente') });
/** React Query helpers outside components; the keys are the ones `trpc.*.useQuery` reads. */
export const consultas = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
