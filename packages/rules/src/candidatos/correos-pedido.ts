/**
 * The order's e-mail status panel ("Correos", docs/estilo.md §2: side effects show Pendiente, Enviado, Error): the
 * retry of an e-mail whose delivery ended in Error. Messages are ours (the spec does not quote any).
 */
import { z } from 'zod';
import { Id } from '../esquemas';

export const MENSAJES_CORREOS_PEDIDO = {
  reintentado: 'El correo quedó pendiente y se enviará de nuevo en unos segundos.',
  soloConError: 'Solo se puede reintentar un correo con error.',
  sinCorreos: 'No se han enviado correos de este pedido.',
  errorCargar: 'No se pudieron obtener los correos del pedido',
} as const;

export const EntradaReintentarCorreo = z.object({ pedidoId: Id, id: Id });
export type EntradaReintentarCorreo = z.infer<typeof EntradaReintentarCorreo>;
