import { lazy, Suspense } from 'react';
import { mensajeDeError, type ErrorDeServidor } from '@talento/rules';
import { anunciar } from './anuncios';
import { esFallaDeConexion } from './errores-conexion';

/**
 * Toasts (sonner) load after the first paint, in their own chunk: they are not needed to show the login page and
 * the client portal's first load has a budget (issue 13). A toast asked for before the area is listening waits for
 * it, so none is lost.
 */
let marcarMontado: () => void = () => undefined;
const montado = new Promise<void>((resolve) => {
  marcarMontado = resolve;
});
const ToasterPerezoso = lazy(() => import('./notificaciones-toaster'));
const sonner = () => montado.then(() => import('sonner'));

export function Notificaciones() {
  return (
    <Suspense fallback={null}>
      <ToasterPerezoso alMontar={marcarMontado} />
    </Suspense>
  );
}

type TipoAviso = 'success' | 'error' | 'info' | 'warning';

/**
 * Announces inside an open dialog (see anuncios.tsx), then shows the toast once sonner has loaded. Toasts with the same
 * `id` replace each other instead of piling up.
 */
function avisar(tipo: TipoAviso, mensaje: string, detalle?: string, id?: string): void {
  anunciar(detalle ? `${mensaje} ${detalle}` : mensaje);
  const opciones = { ...(detalle ? { description: detalle } : {}), ...(id ? { id } : {}) };
  void sonner().then(({ toast }) =>
    toast[tipo](mensaje, Object.keys(opciones).length ? opciones : undefined),
  );
}

/** Every call that gets no answer says the same thing: one toast, however many calls failed together. */
const ID_SIN_CONEXION = 'sin-conexion';

/** How long a change can be undone from its toast. */
export const SEGUNDOS_DESHACER = 8;

/**
 * A success toast with a "Deshacer" button for a few seconds (issue 13: one-click changes are never silent). The
 * change is already applied; `deshacer` applies the reverse move if the user asks in time.
 */
function avisarConDeshacer(mensaje: string, deshacer: () => void, segundos = SEGUNDOS_DESHACER): void {
  anunciar(`${mensaje}. Puede deshacerlo durante ${segundos} segundos.`);
  void sonner().then(({ toast }) =>
    toast.success(mensaje, { duration: segundos * 1000, action: { label: 'Deshacer', onClick: deshacer } }),
  );
}

export const notificar = {
  exito: (mensaje: string) => avisar('success', mensaje),
  conDeshacer: avisarConDeshacer,
  error: (mensaje: string, detalle?: string) => avisar('error', mensaje, detalle),
  info: (mensaje: string) => avisar('info', mensaje),
  aviso: (mensaje: string) => avisar('warning', mensaje),
};

interface ErrorTrpcLike {
  data?: { httpStatus?: number; detalle?: string; campos?: Record<string, string[] | undefined> } | null;
  message?: string;
}

/**
 * Reads status, detail and field messages out of a tRPC client error (or anything else). A call that got no answer
 * (network down, timeout) is marked `sinConexion`.
 */
export function aErrorDeServidor(error: unknown): ErrorDeServidor {
  const e = (error ?? {}) as ErrorTrpcLike;
  const data = e.data ?? undefined;
  const leido = { status: data?.httpStatus ?? 0, detalle: data?.detalle, campos: data?.campos };
  return esFallaDeConexion(error) ? { ...leido, sinConexion: true } : leido;
}

/**
 * The one client-side error handler (spec 03 §8): shows the generic toast for a failed call. A call that got no answer
 * shows one human sentence ("No hay conexión con el servidor…"), never the browser's "Failed to fetch", and once.
 */
export function mostrarError(error: unknown): void {
  const leido = aErrorDeServidor(error);
  const { titulo, detalle } = mensajeDeError(leido);
  if (leido.sinConexion) avisar('error', titulo, undefined, ID_SIN_CONEXION);
  else notificar.error(titulo, detalle.join(' ') || undefined);
}
