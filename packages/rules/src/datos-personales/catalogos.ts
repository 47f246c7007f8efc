/** Catalogues of personal data protection (Ley 1581 de 2012, Decreto 1377 de 2013). */
import { claves, defineCatalogo } from '../catalogo';

/** How a person gave their authorisation. */
const canalAutorizacion = [
  { valor: 'enlace', clave: 'ENLACE', etiqueta: 'Enlace web' },
  { valor: 'sucursal', clave: 'SUCURSAL', etiqueta: 'En persona en una sucursal' },
  { valor: 'importacion', clave: 'IMPORTACION', etiqueta: 'Importación' },
] as const;
export const CANAL_AUTORIZACION = defineCatalogo(canalAutorizacion);
export const CanalAutorizacion = claves(canalAutorizacion);
export type CanalAutorizacion = (typeof canalAutorizacion)[number]['valor'];

/** Ley 1581 art. 14 (consulta) and art. 15 (reclamo). */
const tipoSolicitud = [
  { valor: 'consulta', clave: 'CONSULTA', etiqueta: 'Consulta' },
  { valor: 'reclamo', clave: 'RECLAMO', etiqueta: 'Reclamo' },
] as const;
export const TIPO_SOLICITUD = defineCatalogo(tipoSolicitud);
export const TipoSolicitud = claves(tipoSolicitud);
export type TipoSolicitud = (typeof tipoSolicitud)[number]['valor'];

/** What the person asks for (Ley 1581 art. 8). */
const motivoSolicitud = [
  { valor: 'acceso', clave: 'ACCESO', etiqueta: 'Conocer sus datos' },
  { valor: 'actualizacion', clave: 'ACTUALIZACION', etiqueta: 'Actualizar o rectificar' },
  { valor: 'supresion', clave: 'SUPRESION', etiqueta: 'Suprimir sus datos' },
  { valor: 'revocacion', clave: 'REVOCACION', etiqueta: 'Revocar la autorización' },
  { valor: 'prueba', clave: 'PRUEBA', etiqueta: 'Prueba de la autorización' },
] as const;
export const MOTIVO_SOLICITUD = defineCatalogo(motivoSolicitud);
export const MotivoSolicitud = claves(motivoSolicitud);
export type MotivoSolicitud = (typeof motivoSolicitud)[number]['valor'];

/** Who may ask (Decreto 1377 art. 20): the person, their heirs, a representative or an attorney. */
const calidadSolicitante = [
  { valor: 'titular', clave: 'TITULAR', etiqueta: 'Titular' },
  { valor: 'causahabiente', clave: 'CAUSAHABIENTE', etiqueta: 'Causahabiente' },
  { valor: 'representante', clave: 'REPRESENTANTE', etiqueta: 'Representante legal' },
  { valor: 'apoderado', clave: 'APODERADO', etiqueta: 'Apoderado' },
] as const;
export const CALIDAD_SOLICITANTE = defineCatalogo(calidadSolicitante);
export type CalidadSolicitante = (typeof calidadSolicitante)[number]['valor'];

/** How the request reached the agency. */
const medioRecepcion = [
  { valor: 'correo', clave: 'CORREO', etiqueta: 'Correo electrónico' },
  { valor: 'presencial', clave: 'PRESENCIAL', etiqueta: 'En una sucursal' },
  { valor: 'telefono', clave: 'TELEFONO', etiqueta: 'Teléfono' },
  { valor: 'carta', clave: 'CARTA', etiqueta: 'Carta' },
] as const;
export const MEDIO_RECEPCION = defineCatalogo(medioRecepcion);
export type MedioRecepcion = (typeof medioRecepcion)[number]['valor'];

const estadoSolicitud = [
  { valor: 'recibida', clave: 'RECIBIDA', etiqueta: 'Recibida' },
  { valor: 'en_tramite', clave: 'EN_TRAMITE', etiqueta: 'En trámite' },
  { valor: 'respondida', clave: 'RESPONDIDA', etiqueta: 'Respondida' },
] as const;
export const ESTADO_SOLICITUD = defineCatalogo(estadoSolicitud);
export const EstadoSolicitud = claves(estadoSolicitud);
export type EstadoSolicitud = (typeof estadoSolicitud)[number]['valor'];
