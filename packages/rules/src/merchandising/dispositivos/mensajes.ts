import { ANTIGUEDAD_MAXIMA_DIAS, MAX_BYTES_FOTO, MAX_FOTOS_NOVEDAD } from './limites';

/** Spanish (usted) messages of the devices' API and of the enrolment screen. */
export const MENSAJES_DISPOSITIVOS = {
  sinToken: 'Falta el token del dispositivo (cabecera Authorization: Bearer).',
  tokenInvalido:
    'El token del dispositivo no es válido o el dispositivo fue revocado. Enrole el dispositivo de nuevo.',
  codigoInvalido: 'El código de enrolamiento no es válido.',
  /**
   * A well-formed code that cannot be used: unknown, used, expired or of an inactive user answer the same, so the
   * answer does not tell a guesser which codes exist.
   */
  codigoRechazado: 'El código de enrolamiento no es válido, ya se usó o venció. Pida uno nuevo.',
  dispositivoDeOtroUsuario:
    'Este dispositivo ya está enrolado para otro mercaderista. Pida que lo revoquen primero.',
  jsonInvalido: 'El cuerpo de la solicitud no es un JSON válido.',
  muyGrande: 'La solicitud es demasiado grande.',
  demasiadas: 'Demasiadas solicitudes de este dispositivo. Intente de nuevo en unos segundos.',
  rutaInexistente: 'La ruta no existe en la API de dispositivos.',
  claveOtroTipo: 'La clave de idempotencia ya se usó para otro tipo de lote.',
  claveOtroCuerpo:
    'La clave de idempotencia ya se usó para un lote con otros datos. Envíe los datos nuevos con una clave nueva.',
  notificacionInexistente: 'La notificación no existe para este dispositivo.',
  error: 'Ocurrió un error al procesar la solicitud. Intente de nuevo.',
  fueraDeColombia: (que: string) => `${que} está fuera de Colombia`,
  fechaFutura: (que: string) => `${que} tiene una fecha en el futuro`,
  fechaAntigua: (que: string) => `${que} tiene una fecha de hace más de ${ANTIGUEDAD_MAXIMA_DIAS} días`,
  almacenAjeno: (que: string) => `${que}: el almacén no existe o no es de un cliente del mercaderista`,
  subTipoInexistente: 'El tipo de novedad no existe o no está activo.',
  fotoTipo: (n: number) => `La foto ${n} no es una imagen JPEG, PNG o WebP`,
  fotoGrande: (n: number) => `La foto ${n} pesa más de ${MAX_BYTES_FOTO / (1024 * 1024)} MB`,
  fotoPesada: `pesa más de ${MAX_BYTES_FOTO / (1024 * 1024)} MB`,
  fotoBase64: (n: number) => `La foto ${n} no está en base64`,
  demasiadasFotos: `Una novedad admite como máximo ${MAX_FOTOS_NOVEDAD} fotos`,
  // Staff screen
  mercaderistaInexistente: 'El mercaderista no existe o no está a su cargo.',
  dispositivoRevocado: 'El dispositivo ya estaba revocado.',
} as const;
