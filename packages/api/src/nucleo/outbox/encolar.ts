import type { EntityManager } from '@mikro-orm/postgresql';
import { MensajeSaliente } from '@talento/db';
import { TipoMensajeSaliente, EstadoMensajeSaliente } from '@talento/rules';

export interface Correo {
  para: string[];
  asunto: string;
  texto: string;
  html?: string;
  /** What it is about, e.g. `pedido:12` (shown with its delivery status). */
  referencia?: string;
  /** A calendar invitation sent as text/calendar (appointments). */
  ical?: { metodo: 'REQUEST' | 'CANCEL'; contenido: string };
}

/**
 * Queues an e-mail in the outbox (mensaje_saliente, estado 0 Pendiente) inside the caller's unit of work,
 * so it is written by the same flush/transaction as the change that causes it. The delivery worker sends
 * it later (with retries) and marks it Enviado or Error; nothing is sent if the change rolls back.
 */
export function encolarCorreo(em: EntityManager, correo: Correo): MensajeSaliente {
  return em.create(MensajeSaliente, {
    tipo: TipoMensajeSaliente.CORREO,
    destino: correo.para.join(';').slice(0, 500),
    payload: {
      para: correo.para,
      asunto: correo.asunto,
      texto: correo.texto,
      html: correo.html ?? null,
      ...(correo.ical ? { ical: correo.ical } : {}),
    },
    estado: EstadoMensajeSaliente.PENDIENTE,
    intentos: 0,
    referencia: correo.referencia ?? null,
  });
}
