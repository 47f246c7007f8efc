import { z } from 'zod';

/** Output shapes of personal data protection (never ORM entities). */

export const MensajeDto = z.object({ mensaje: z.string() });

export const VersionAvisoDto = z.object({
  version: z.number(),
  texto: z.string(),
  publicadoPor: z.string(),
  publicadoEn: z.date(),
});
/** Administración › Aviso de privacidad: every version, newest first (the first one is in force). */
export const VersionesAvisoDto = z.array(VersionAvisoDto);
/** The notice in force as anyone reads it (null: none published yet). */
export const AvisoPublicoDto = z
  .object({ version: z.number(), texto: z.string(), publicadoEn: z.date() })
  .nullable();

export const AutorizacionDto = z.object({
  id: z.number(),
  canal: z.string(),
  version: z.number(),
  otorgadaEn: z.date(),
  direccionIp: z.string().nullable(),
  agenteUsuario: z.string().nullable(),
  archivoNombre: z.string().nullable(),
  registradaPor: z.string().nullable(),
  revocadaEn: z.date().nullable(),
});
/** A candidate's authorisation on the CV: in force or not, the history, and the last link sent. */
export const AutorizacionesCandidatoDto = z.object({
  vigente: z.boolean(),
  historial: z.array(AutorizacionDto),
  ultimoEnlace: z
    .object({ enviadoEn: z.date(), expiraEn: z.date(), usadoEn: z.date().nullable() })
    .nullable(),
});

/** A file as the browser opens it. */
export const ArchivoDto = z.object({ nombre: z.string(), tipoMime: z.string(), base64: z.string() });

/** The public authorisation page: the person's first name, the notice and where they stand. */
export const EnlaceAutorizacionDto = z.object({
  nombre: z.string(),
  aviso: z.object({ version: z.number(), texto: z.string() }),
  autorizado: z.boolean(),
  puedeAceptar: z.boolean(),
});

export const SolicitudFilaDto = z.object({
  id: z.number(),
  tipo: z.string(),
  motivo: z.string(),
  titularNombre: z.string(),
  titularDocumento: z.string(),
  candidatoId: z.number().nullable(),
  recibidaEn: z.string(),
  venceEn: z.string(),
  /** Business days left (negative: overdue); null once answered. */
  diasRestantes: z.number().nullable(),
  prorrogada: z.boolean(),
  estado: z.string(),
  responsable: z.string().nullable(),
});
export const ListaSolicitudesDto = z.object({
  total: z.number(),
  pagina: z.number(),
  paginas: z.number(),
  filas: z.array(SolicitudFilaDto),
});

export const SolicitudDto = SolicitudFilaDto.extend({
  version: z.number(),
  solicitanteNombre: z.string(),
  calidad: z.string(),
  medio: z.string(),
  contacto: z.string(),
  detalle: z.string(),
  motivoProrroga: z.string().nullable(),
  responsableId: z.number().nullable(),
  respuesta: z.string().nullable(),
  respondidaEn: z.date().nullable(),
  respondidaPor: z.string().nullable(),
  registradaPor: z.string(),
  registradaEn: z.date(),
});

export const ResponsablesDto = z.array(z.object({ id: z.number(), nombre: z.string() }));

export const SolicitudRegistradaDto = z.object({ id: z.number(), venceEn: z.string(), mensaje: z.string() });
