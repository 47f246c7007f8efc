import { notificar } from '@talento/ui';
import { trpc } from '../../trpc';

/**
 * Options of every change saved from the detail: a toast with the server's message on success. A refused change
 * (e.g. CONFLICT: another user saved the appointment first) keeps the generic error toast and reads the appointment
 * again, so every field shows what is saved now and the next change carries the current version.
 */
export function useAvisoDeCambio(citaId: number) {
  const utils = trpc.useUtils();
  return {
    onSuccess: (r: { mensaje: string }) => notificar.exito(r.mensaje),
    onSettled: (_r: unknown, error: unknown) => {
      if (error) void utils.citas.obtener.invalidate({ id: citaId });
    },
  };
}
