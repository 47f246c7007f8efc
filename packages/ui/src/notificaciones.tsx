import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { mensajeDeError, type ErrorDeServidor } from '@talento/rules';
import { anunciar } from './anuncios';
import { esFallaDeConexion } from './errores-conexion';

/**
 * Toasts (sonner) are their own chunk, loaded when first needed: at the first toast, or at the user's first press or
 * key (a toast usually answers one), whichever comes first. Never before the page's content: fetched at boot, the
 * chunk and its library sat in the first load of every page (about 150 ms of the client portal's largest paint on a
 * phone, issue 39). A toast asked for before the area is listening waits for it. If the area's code cannot come (no
 * network), the request is forgotten, the next toast or press asks again, and the toasts that waited are dropped
 * (they were announced, and the "Sin conexión" banner says what happens).
 */
function nuevaEspera(): { lista: Promise<void>; marcar: () => void } {
  let marcar: () => void = () => undefined;
  const lista = new Promise<void>((resolve) => {
    marcar = resolve;
  });
  return { lista, marcar };
}
let area = nuevaEspera();
let areaPedida = false;
const oyentes = new Set<() => void>();
function cambiarPedida(valor: boolean): void {
  if (areaPedida === valor) return;
  areaPedida = valor;
  for (const oyente of oyentes) oyente();
}
const pedirArea = () => cambiarPedida(true);
const suscribirArea = (oyente: () => void) => {
  oyentes.add(oyente);
  return () => {
    oyentes.delete(oyente);
  };
};
const sonner = () => {
  pedirArea();
  return area.lista.then(() => import('sonner'));
};

type AreaDeAvisos = ComponentType<{ alMontar: () => void }>;

export function Notificaciones() {
  const pedida = useSyncExternalStore(
    suscribirArea,
    () => areaPedida,
    () => false,
  );
  const [Area, setArea] = useState<AreaDeAvisos | null>(null);
  useEffect(() => {
    if (pedida) return;
    const opciones = { capture: true, once: true } as const;
    document.addEventListener('pointerdown', pedirArea, opciones);
    document.addEventListener('keydown', pedirArea, opciones);
    return () => {
      document.removeEventListener('pointerdown', pedirArea, opciones);
      document.removeEventListener('keydown', pedirArea, opciones);
    };
  }, [pedida]);
  useEffect(() => {
    if (!pedida || Area) return;
    let vigente = true;
    import('./notificaciones-toaster').then(
      (m) => {
        if (vigente) setArea(() => m.default);
      },
      () => {
        area = nuevaEspera();
        cambiarPedida(false);
      },
    );
    return () => {
      vigente = false;
    };
  }, [pedida, Area]);
  return Area ? <Area alMontar={area.marcar} /> : null;
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
