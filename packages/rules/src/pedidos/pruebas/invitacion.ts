import { z } from 'zod';
import { campo, Id } from '../../esquemas';
import { CODIGOS_PRUEBA_PLATAFORMA } from './resultado-plataforma';

export const MENSAJES_INVITACION_PRUEBAS = {
  correosRequeridos: 'Escriba al menos un correo',
  pruebasRequeridas: 'Seleccione al menos una prueba para la invitación',
} as const;

/**
 * Bulk invitation to an order's tests (spec 01 §2): e-mails separated by semicolons (each checked by the service:
 * "{x} no es un correo valido."), and the tests to take, or 'entrevista' to schedule the video interview.
 */
export const EntradaInvitarPruebas = z.object({
  pedidoId: Id,
  correos: campo.texto({ min: 1, max: 10_000, mensaje: MENSAJES_INVITACION_PRUEBAS.correosRequeridos }),
  pruebas: z.union([
    z.array(z.enum(CODIGOS_PRUEBA_PLATAFORMA)).min(1, MENSAJES_INVITACION_PRUEBAS.pruebasRequeridas).max(CODIGOS_PRUEBA_PLATAFORMA.length),
    z.literal('entrevista'),
  ]),
});
export type EntradaInvitarPruebas = z.infer<typeof EntradaInvitarPruebas>;
