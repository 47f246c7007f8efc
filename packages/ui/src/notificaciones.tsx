import { Toaster, toast } from 'sonner';
import { mensajeDeError, type ErrorDeServidor } from '@talento/rules';

export function Notificaciones() {
  return <Toaster position="top-right" richColors closeButton />;
}

export const notificar = {
  exito: (mensaje: string) => toast.success(mensaje),
  error: (mensaje: string, detalle?: string) => toast.error(mensaje, detalle ? { description: detalle } : undefined),
  info: (mensaje: string) => toast.info(mensaje),
  aviso: (mensaje: string) => toast.warning(mensaje),
};

interface ErrorTrpcLike {
  data?: { httpStatus?: number; detalle?: string; campos?: Record<string, string[] | undefined> } | null;
  message?: string;
}

/** Reads status, detail and field messages out of a tRPC client error (or anything else). */
export function aErrorDeServidor(error: unknown): ErrorDeServidor {
  const e = (error ?? {}) as ErrorTrpcLike;
  const data = e.data ?? undefined;
  return { status: data?.httpStatus ?? 0, detalle: data?.detalle, campos: data?.campos };
}

/** The one client-side error handler (spec 03 §8): shows the generic toast for a failed call. */
export function mostrarError(error: unknown): void {
  const { titulo, detalle } = mensajeDeError(aErrorDeServidor(error));
  notificar.error(titulo, detalle.join(' ') || undefined);
}
