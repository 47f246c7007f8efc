import { z } from 'zod';
import { separarCorreos } from '../../candidatos/envio';
import { campo, Id } from '../../esquemas';
import { CODIGOS_PRUEBA_PLATAFORMA } from './resultado-plataforma';

export const MENSAJES_INVITACION_PRUEBAS = {
  correosRequeridos: 'Escriba al menos un correo',
  pruebasRequeridas: 'Seleccione al menos una prueba para la invitación',
  invitados: (n: number) =>
    n === 1 ? 'Se invitó 1 persona a las pruebas' : `Se invitaron ${n} personas a las pruebas`,
  entrevistasProgramadas: (n: number) =>
    n === 1 ? 'Se programó 1 video entrevista' : `Se programaron ${n} video entrevistas`,
} as const;

/**
 * The semicolon-separated list of the bulk invitation: the first piece that is not an e-mail answers on the field
 * "{x} no es un correo valido." (the same `separarCorreos` rule as the candidates' bulk invitation), on the form
 * and on the server alike.
 */
export const ListaCorreos = campo
  .texto({ min: 1, max: 10_000, mensaje: MENSAJES_INVITACION_PRUEBAS.correosRequeridos, multilinea: true })
  .superRefine((texto, ctx) => {
    const r = separarCorreos(texto);
    if (!r.ok) ctx.addIssue({ code: 'custom', message: r.mensaje });
  });

/** The tests one invitation asks for (at least one). */
export const PruebasInvitacion = z
  .array(z.enum(CODIGOS_PRUEBA_PLATAFORMA))
  .min(1, MENSAJES_INVITACION_PRUEBAS.pruebasRequeridas)
  .max(CODIGOS_PRUEBA_PLATAFORMA.length);

/**
 * Bulk invitation to an order's tests (spec 01 §2): e-mails separated by semicolons, and the tests to take, or
 * 'entrevista' to schedule the video interview.
 */
export const EntradaInvitarPruebas = z.object({
  pedidoId: Id,
  correos: ListaCorreos,
  pruebas: z.union([PruebasInvitacion, z.literal('entrevista')]),
});
export type EntradaInvitarPruebas = z.infer<typeof EntradaInvitarPruebas>;
