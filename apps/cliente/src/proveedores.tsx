import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { crearClienteTrpc, crearQueryClient } from '@talento/conexion';
import { Notificaciones } from '@talento/ui';
import type { AppRouter } from '@talento/api';
import { trpc } from './trpc';

export function Proveedores({ children }: { children: ReactNode }) {
  const [queryClient] = useState(crearQueryClient);
  const [trpcClient] = useState(() => trpc.createClient({ links: crearClienteTrpc<AppRouter>('cliente') }));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Notificaciones />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
