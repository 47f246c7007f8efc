/**
 * Send candidates to the client, client contacts and bulk invitation e-mail (spec 01 §2 modals, §5
 * "Send to client" and "Bulk e-mail", §7 client interaction): shared by the staff modals and the server.
 */
import { z } from 'zod';
import { campo, Id } from '../esquemas';
import { EstadoPedido } from '../enums/pedidos';
import { CandidatosLote } from './lote';

export const MENSAJES_ENVIO = {
  // Quoted by the spec.
  contactoRequerido: 'Debe especificar por lo menos un contacto para enviar correo.',
  formularioInvalido: 'Formulario invalido.',
  correoNoValido: (correo: string) => `${correo} no es un correo valido.`,
  // Ours.
  nombreRequerido: 'El nombre es requerido',
  nombreLargo: 'El nombre no puede superar 200 caracteres',
  correoRequerido: 'El correo es requerido',
  correoInvalido: 'El correo no es válido',
  correoLargo: 'El correo no puede superar 254 caracteres',
  correoDuplicado: 'Ya existe un contacto con ese correo para el cliente.',
  contactoGuardado: 'Contacto guardado',
  correosRequeridos: 'Debe escribir por lo menos un correo.',
  demasiadosCorreos: `No se pueden invitar más de 100 correos a la vez.`,
  etapa: 'Solo se pueden enviar candidatos al cliente con el pedido en las etapas 3 o 4.',
  etapaInvitacion: 'Solo se puede invitar candidatos con el pedido en las etapas 2 a 4.',
  pruebasPorPlataforma:
    'Las pruebas se invitan con «Invitar candidatos por correo» del pedido, que las envía a la plataforma de pruebas.',
  sinRequerimientoCorreo:
    'Debe seleccionar por lo menos un requerimiento que envíe correo; sin él los candidatos no se envían.',
  requerimientoNoVisible: 'Solo se pueden elegir requerimientos visibles para el cliente.',
  sinCandidatos: 'No hay candidatos seleccionados pendientes de enviar al cliente.',
  envioRequeridoEtapa:
    'Para pasar a la etapa 3 revise los requisitos y contactos y envíe los candidatos seleccionados al cliente.',
  enviados: (n: number) =>
    n === 1 ? 'Se envió 1 candidato al cliente' : `Se enviaron ${n} candidatos al cliente`,
  invitados: (n: number) =>
    n === 1 ? 'Se envió 1 invitación por correo' : `Se enviaron ${n} invitaciones por correo`,
} as const;

/** Most addresses one invitation request may carry. */
export const MAXIMO_CORREOS_INVITACION = 100;

const correoSchema = campo.texto({ max: 254, recortar: false }).pipe(z.email());
export function esCorreoValido(correo: string): boolean {
  return correoSchema.safeParse(correo).success;
}

export type ResultadoCorreos = { ok: true; correos: string[] } | { ok: false; mensaje: string };

/**
 * The bulk-invitation list: addresses separated by ';', each trimmed; empty pieces ignored; repeated
 * addresses (any case) kept once. The first bad address answers "{x} no es un correo valido.".
 */
export function separarCorreos(texto: string): ResultadoCorreos {
  const piezas = texto
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  if (piezas.length === 0) return { ok: false, mensaje: MENSAJES_ENVIO.correosRequeridos };
  const malo = piezas.find((c) => !esCorreoValido(c));
  if (malo !== undefined) return { ok: false, mensaje: MENSAJES_ENVIO.correoNoValido(malo) };
  const vistos = new Set<string>();
  const correos = piezas.filter((c) => !vistos.has(c.toLowerCase()) && vistos.add(c.toLowerCase()));
  if (correos.length > MAXIMO_CORREOS_INVITACION)
    return { ok: false, mensaje: MENSAJES_ENVIO.demasiadosCorreos };
  return { ok: true, correos };
}

export interface SituacionEnvio {
  etapaPedido: number;
  /** The chosen visible requirements and whether each one sends e-mail. */
  requerimientos: readonly { enviarCorreo: boolean }[];
  contactos: number;
  /** Active selected candidates (pool 1) still in state 0. */
  candidatos: number;
}

/**
 * Spec 01 §5 "Send to client": stages 3–4; a chosen requirement that sends e-mail needs a contact; with
 * no e-mail requirement chosen the candidates are not sent (refused, nothing changes); and something
 * must be there to send.
 */
export function reglaEnvioCliente(s: SituacionEnvio): { ok: true } | { ok: false; mensaje: string } {
  if (s.etapaPedido !== EstadoPedido.SELECCION && s.etapaPedido !== EstadoPedido.LEGALIZACION)
    return { ok: false, mensaje: MENSAJES_ENVIO.etapa };
  const conCorreo = s.requerimientos.some((r) => r.enviarCorreo);
  if (conCorreo && s.contactos === 0) return { ok: false, mensaje: MENSAJES_ENVIO.contactoRequerido };
  if (!conCorreo) return { ok: false, mensaje: MENSAJES_ENVIO.sinRequerimientoCorreo };
  if (s.candidatos === 0) return { ok: false, mensaje: MENSAJES_ENVIO.sinCandidatos };
  return { ok: true };
}

/** Invitations go out while the order takes candidates (stages 2–4). */
export function etapaAdmiteInvitacion(etapaPedido: number): boolean {
  return (
    etapaPedido === EstadoPedido.PRESELECCION ||
    etapaPedido === EstadoPedido.SELECCION ||
    etapaPedido === EstadoPedido.LEGALIZACION
  );
}

/** The contact form as the user fills it (inline messages in the modal; the server checks it again). */
export const FormularioContacto = z.object({
  nombre: campo.texto({
    min: 1,
    max: 200,
    mensaje: MENSAJES_ENVIO.nombreRequerido,
    mensajeLargo: MENSAJES_ENVIO.nombreLargo,
  }),
  correo: campo
    .texto({ max: 1000 })
    .min(1, { message: MENSAJES_ENVIO.correoRequerido, abort: true })
    .max(254, { message: MENSAJES_ENVIO.correoLargo, abort: true })
    .refine((c) => esCorreoValido(c), MENSAJES_ENVIO.correoInvalido),
  enviar: z.boolean().default(true),
});
export type FormularioContacto = z.infer<typeof FormularioContacto>;

/** `guardarContacto` input: loose shapes only; the form rules answer "Formulario invalido." with field messages. */
export const EntradaGuardarContacto = z.object({
  id: Id.optional(),
  pedidoId: Id,
  nombre: campo.texto({ max: 1000, recortar: false }).default(''),
  correo: campo.texto({ max: 1000, recortar: false }).default(''),
  enviar: z.boolean().default(true),
});
export type EntradaGuardarContacto = z.infer<typeof EntradaGuardarContacto>;

export const EntradaEnviarCliente = z.object({
  pedidoId: Id,
  requerimientoIds: z.array(Id).max(100).default([]),
  contactoIds: z.array(Id).max(100).default([]),
  /**
   * Bulk send (issue 13): only these selected candidates, each at the version the screen had. Without it the
   * send takes every selected candidate still in state 0, as the modal always did.
   */
  candidatos: CandidatosLote.optional(),
});
export type EntradaEnviarCliente = z.infer<typeof EntradaEnviarCliente>;

/**
 * "Pasar a la siguiente etapa" (spec 01 §4): from stage 2 the move sends the selected candidates through the
 * requirements-and-contacts modal, so it carries that modal's choices; from stage 3 it carries nothing.
 */
export const EntradaAvanzarEtapa = z.object({
  id: Id,
  version: campo.version(),
  envio: EntradaEnviarCliente.omit({ pedidoId: true, candidatos: true }).optional(),
});
export type EntradaAvanzarEtapa = z.infer<typeof EntradaAvanzarEtapa>;

/** Tests an invitation may schedule (spec 01 §7 bulk e-mail: pruebas FAC, DETAC, COMPETENCIAS, IDISC). */
export const PRUEBAS_INVITACION = ['FAC', 'DETAC', 'COMPETENCIAS', 'IDISC'] as const;
export type PruebaInvitacion = (typeof PRUEBAS_INVITACION)[number];

export const EntradaInvitarCorreo = z.object({
  pedidoId: Id,
  /** One address per line or separated by commas: line breaks allowed. */
  correos: campo.texto({ max: 30_000, recortar: false, multilinea: true }).superRefine((texto, ctx) => {
    const r = separarCorreos(texto);
    if (!r.ok) ctx.addIssue({ code: 'custom', message: r.mensaje });
  }),
  pruebas: z
    .object({ FAC: z.boolean(), DETAC: z.boolean(), COMPETENCIAS: z.boolean(), IDISC: z.boolean() })
    .partial()
    .optional(),
});
export type EntradaInvitarCorreo = z.infer<typeof EntradaInvitarCorreo>;
