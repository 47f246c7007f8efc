/**
 * The order's panel of outgoing calls ("Envíos del pedido", docs/estilo.md §2: side effects show Pendiente, Enviado,
 * Error), by kind: e-mails, ERP calls, test-platform calls; the retry of any of them whose delivery ended in Error.
 * Messages are ours (the spec does not quote any).
 */
import { z } from 'zod';
import { Id } from '../esquemas';

export const MENSAJES_CORREOS_PEDIDO = {
  reintentado: 'El correo quedó pendiente y se enviará de nuevo en unos segundos.',
  reintentadaLlamada: 'La llamada quedó pendiente y se hará de nuevo en unos segundos.',
  soloConError: 'Solo se puede reintentar un envío con error.',
  errorCargar: 'No se pudieron obtener los envíos del pedido',
} as const;

/** Kinds of outgoing call of an order (the outbox `tipo`), in the panel's order. */
export const CLASES_ENVIO_PEDIDO = ['correo', 'erp', 'pruebas'] as const;
export type ClaseEnvioPedido = (typeof CLASES_ENVIO_PEDIDO)[number];

export const NOMBRE_CLASE_ENVIO: Readonly<Record<ClaseEnvioPedido, string>> = {
  correo: 'Correos',
  erp: 'ERP',
  pruebas: 'Plataforma de pruebas',
};

/** What each ERP or test-platform call does (its `operacion`), as the panel names it. */
export const NOMBRE_OPERACION_ENVIO: Readonly<Record<string, string>> = {
  requisicion: 'Crear la requisición',
  radicacion: 'Radicar la orden de contratación',
  induccion: 'Enviar la inducción',
  proceso: 'Crear el proceso de pruebas',
  invitacion: 'Invitación a pruebas',
  entrevista: 'Programar video entrevista',
};

export const EntradaReintentarCorreo = z.object({ pedidoId: Id, id: Id });
export type EntradaReintentarCorreo = z.infer<typeof EntradaReintentarCorreo>;
