import { z } from 'zod';
import type { Catalogo } from '../catalogo';
import { campo, Id, IdDeTexto } from '../esquemas';
import {
  CALIDAD_SOLICITANTE,
  ESTADO_SOLICITUD,
  MEDIO_RECEPCION,
  MOTIVO_SOLICITUD,
  TIPO_SOLICITUD,
} from './catalogos';
import { MENSAJES_DATOS_PERSONALES as M } from './mensajes';
import { enCatalogo } from '../esquemas/catalogo';

export const TAMANO_PAGINA_SOLICITUDES = 25;
/** Days the authorisation link can be used to accept; revoking from it is always possible. */
export const DIAS_VIGENCIA_ENLACE_AUTORIZACION = 30;

/** A value of a text catalogue; anything else is "Campo requerido" (the form's select). */
const requerido = <V extends string>(catalogo: Catalogo<V>) =>
  z.custom<V>((v) => catalogo.es(v), { message: M.campoRequerido });

/** Administración › Aviso de privacidad: the text of a new version, and the version it replaces (null: the first). */
export const EntradaPublicarAviso = z.object({
  texto: campo.texto({ min: 200, max: 30_000, multilinea: true, mensaje: M.avisoCorto }),
  versionAnterior: campo.entero({ min: 1, max: 32_000 }).nullable(),
});
export type EntradaPublicarAviso = z.infer<typeof EntradaPublicarAviso>;

export const EntradaCandidatoDatos = z.object({ candidatoId: Id });
/** The signed form of one authorisation of a candidate. */
export const EntradaFormatoAutorizacion = z.object({ candidatoId: Id, autorizacionId: Id });

/** The link of the public authorisation page (base32 of 128 bits = 26 characters). */
export const TokenAutorizacion = campo.formato(/^[a-z2-7]{26}$/, M.enlaceInvalido, 26);
export const EntradaTokenAutorizacion = z.object({ token: TokenAutorizacion });
/** Accepting names the version read, so a notice published meanwhile is not accepted unseen. */
export const EntradaAceptarAutorizacion = z.object({
  token: TokenAutorizacion,
  version: campo.entero({ min: 1, max: 32_000 }),
});

/**
 * Authorisation given in person at a branch (with the signed form) or brought by an import: the text fields of the
 * multipart form (the server adds the file).
 */
export const EntradaRegistrarAutorizacion = z.object({
  candidatoId: IdDeTexto,
  canal: z.enum(['sucursal', 'importacion'], { message: M.campoRequerido }),
  fecha: campo.fechaIso(),
});
export type EntradaRegistrarAutorizacion = z.infer<typeof EntradaRegistrarAutorizacion>;

export const EntradaListarSolicitudes = z.object({
  estado: enCatalogo(ESTADO_SOLICITUD).optional(),
  texto: campo.texto({ max: 100 }).optional(),
  /** Only the open ones due on or before this day. */
  vencenHasta: campo.fechaIso().optional(),
  pagina: campo.entero({ min: 1, max: 10_000 }).default(1),
});
export type EntradaListarSolicitudes = z.input<typeof EntradaListarSolicitudes>;

export const EntradaRegistrarSolicitud = z.object({
  tipo: requerido(TIPO_SOLICITUD),
  motivo: requerido(MOTIVO_SOLICITUD),
  candidatoId: Id.nullable(),
  titularNombre: campo.texto({ min: 1, max: 200, mensaje: M.campoRequerido }),
  titularDocumento: campo.texto({ min: 1, max: 20, mensaje: M.campoRequerido }),
  solicitanteNombre: campo.texto({ min: 1, max: 200, mensaje: M.campoRequerido }),
  calidad: requerido(CALIDAD_SOLICITANTE),
  medio: requerido(MEDIO_RECEPCION),
  contacto: campo.texto({ min: 1, max: 254, mensaje: M.campoRequerido }),
  recibidaEn: campo.fechaIso(),
  detalle: campo.texto({ min: 1, max: 5000, multilinea: true, mensaje: M.campoRequerido }),
});
export type EntradaRegistrarSolicitud = z.infer<typeof EntradaRegistrarSolicitud>;

export const EntradaSolicitud = z.object({ id: Id });

/** State and owner; an answered request is closed. */
export const EntradaGestionarSolicitud = z.object({
  id: Id,
  version: campo.version(),
  estado: z.enum(['recibida', 'en_tramite'], { message: M.campoRequerido }),
  responsableId: Id.nullable(),
});
export type EntradaGestionarSolicitud = z.infer<typeof EntradaGestionarSolicitud>;

export const EntradaProrrogarSolicitud = z.object({
  id: Id,
  version: campo.version(),
  motivo: campo.texto({ min: 1, max: 2000, multilinea: true, mensaje: M.motivoProrroga }),
});
export type EntradaProrrogarSolicitud = z.infer<typeof EntradaProrrogarSolicitud>;

export const EntradaResponderSolicitud = z.object({
  id: Id,
  version: campo.version(),
  respuesta: campo.texto({ min: 1, max: 10_000, multilinea: true, mensaje: M.respuestaRequerida }),
});
export type EntradaResponderSolicitud = z.infer<typeof EntradaResponderSolicitud>;
