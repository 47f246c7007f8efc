/** Notifications to merchandisers' devices: the send form, delivery states and messages (spec 03 §2, §5, §8). */
import { z } from 'zod';
import { claves, defineCatalogo } from '../catalogo';
import { campo, Id } from '../esquemas';

export const TAMANO_PAGINA_NOTIFICACIONES = 15;
export const MAXIMO_DISPOSITIVOS_NOTIFICACION = 500;

/** Delivery of a notification to one device (table notificacion_dispositivo). */
const estadoEntrega = [
  { valor: 0, clave: 'PENDIENTE', etiqueta: 'Pendiente' },
  { valor: 1, clave: 'ENVIADA', etiqueta: 'Enviada' },
  { valor: 2, clave: 'ENTREGADA', etiqueta: 'Entregada' },
  { valor: 3, clave: 'ERROR', etiqueta: 'Error' },
] as const;
export const ESTADO_ENTREGA_NOTIFICACION = defineCatalogo(estadoEntrega);
export const EstadoEntregaNotificacion = claves(estadoEntrega);
export type EstadoEntregaNotificacion = (typeof estadoEntrega)[number]['valor'];

export const MENSAJES_NOTIFICACIONES = {
  // Exactly as the spec writes them (typo included).
  sinDispositivos: 'No se encontraron dispositivos asigandos al cliente seleccionado',
  errorEnviar: 'Error al enviar notificación',
  enviada: 'Notificación enviada',
  campoRequerido: 'Campo requerido',
  dispositivosRequeridos: 'Seleccione al menos un dispositivo',
  dispositivoNoElegible:
    'Algunos dispositivos ya no tienen ruta hoy en la región seleccionada. Actualice la lista e intente de nuevo.',
  regionAjena: 'La región no pertenece al cliente seleccionado',
  errorHistorial: 'No fue posible traer las notificaciones enviadas. Intente de nuevo.',
  /** A delivery's error when its device was revoked before the phone fetched it. */
  entregaRevocada: 'Dispositivo revocado: la notificación no se entregó',
  sinRegiones: 'El cliente seleccionado no tiene regiones: no hay a quién enviar notificaciones.',
  nota: 'Se listan los usuarios que tienen ruta hoy con al menos un almacén en la región seleccionada.',
  ninguna: 'No se han enviado notificaciones.',
} as const;

const M = MENSAJES_NOTIFICACIONES;

/** Send: client, region, title, text and devices, all required. */
export const EntradaEnviarNotificacion = z.object({
  clienteId: campo.id(M.campoRequerido),
  regionId: campo.id(M.campoRequerido),
  titulo: campo.texto({ min: 1, max: 200, mensaje: M.campoRequerido }),
  texto: campo.texto({ min: 1, max: 2000, mensaje: M.campoRequerido, multilinea: true }),
  dispositivos: z
    .array(campo.id(M.dispositivosRequeridos), { message: M.dispositivosRequeridos })
    .min(1, M.dispositivosRequeridos)
    .max(MAXIMO_DISPOSITIVOS_NOTIFICACION)
    .transform((ids) => [...new Set(ids)]),
});
export type EntradaEnviarNotificacion = z.input<typeof EntradaEnviarNotificacion>;

export const EntradaRegionesCliente = z.object({ clienteId: campo.id(M.campoRequerido) });
export const EntradaDispositivosElegibles = z.object({
  clienteId: campo.id(M.campoRequerido),
  regionId: campo.id(M.campoRequerido),
});
export const FiltrosHistorialNotificaciones = z.object({
  clienteId: Id.optional(),
  pagina: campo.entero({ min: 1, max: 100_000 }).default(1),
});
export type FiltrosHistorialNotificaciones = z.infer<typeof FiltrosHistorialNotificaciones>;

/** Waits before the next push attempt after `intentos` failed ones: 30 s, 2 min, 8 min… capped at an hour. */
export function esperaReintentoPush(intentos: number): number {
  return Math.min(3_600_000, 30_000 * 4 ** Math.max(0, intentos - 1));
}
