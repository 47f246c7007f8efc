import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Notificaciones } from '@talento/ui';
import { queryClient, trpcClient } from './conexion';
import { trpc } from './trpc';

export function Proveedores({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Notificaciones />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
