import { formatoFecha } from '../fechas';

/** Texts of personal data protection, in the product's voice (usted). */
export const MENSAJES_DATOS_PERSONALES = {
  campoRequerido: 'Campo requerido',
  avisoCorto: 'Escriba el aviso de privacidad completo (mínimo 200 caracteres)',
  avisoSinCambios: 'El texto es igual al de la versión vigente: no hay nada que publicar',
  avisoCambiado: 'Otra persona publicó una versión del aviso mientras usted editaba. Recargue la página.',
  avisoPublicado: (version: number) => `Aviso de privacidad publicado: versión ${version}`,
  sinAviso: 'Todavía no hay un aviso de privacidad publicado: un administrador debe publicarlo primero',
  /** «Publicada por» of the notice an installation starts with. */
  avisoInicial: 'Aviso inicial de la instalación',
  avisoPorCompletar: (datos: readonly string[]) =>
    `Complete en el aviso los datos de la agencia que están entre corchetes (${datos.join(', ')}) y publique una versión nueva.`,
  candidatoNoEncontrado: 'No se encontró el candidato',
  sinCorreo: 'El candidato no tiene correo electrónico: registre la autorización en persona',
  enlaceEnviado: (correo: string) => `Se envió el enlace de autorización a ${correo}`,
  yaAutorizado: 'El candidato ya tiene una autorización vigente',
  autorizacionRegistrada: 'Autorización registrada',
  evidenciaRequerida: 'Adjunte el formato de autorización firmado',
  formatoNoEncontrado: 'No se encontró el formato firmado de esta autorización',
  enlaceInvalido: 'El enlace no es válido. Pida a la agencia uno nuevo.',
  enlaceVencido: 'El enlace venció. Pida a la agencia uno nuevo.',
  avisoDesactualizado:
    'El aviso de privacidad cambió mientras usted lo leía. Léalo de nuevo antes de aceptar.',
  aceptada:
    'Gracias: su autorización quedó registrada. Puede revocarla desde este mismo enlace cuando quiera.',
  yaAceptada: 'Su autorización ya estaba registrada.',
  revocada: 'Su autorización quedó revocada. La agencia dejará de tratar sus datos para estos fines.',
  sinAutorizacionQueRevocar: 'No tiene una autorización vigente que revocar.',
  solicitudRegistrada: (vence: string) => `Solicitud registrada: vence el ${formatoFecha(vence)}`,
  solicitudActualizada: 'Solicitud actualizada',
  solicitudNoEncontrada: 'No se encontró la solicitud',
  solicitudCambiada: 'Otra persona cambió la solicitud mientras usted la editaba. Recargue la página.',
  solicitudRespondida: 'La solicitud ya fue respondida: no puede cambiarse',
  recibidaFutura: 'La fecha de recibo no puede ser posterior a hoy',
  respuestaRequerida: 'Escriba la respuesta dada al titular',
  yaProrrogada: 'La solicitud ya fue prorrogada una vez: la ley no permite otra prórroga',
  prorrogaVencida: 'El plazo ya venció: la prórroga debe informarse al titular antes del vencimiento',
  motivoProrroga: 'Escriba el motivo de la prórroga, que se informa al titular',
  responsableInvalido: 'El responsable debe ser un usuario activo con permiso de datos personales',
  sinSolicitudes: 'No hay solicitudes con estos filtros.',
  sinAutorizacionHv: 'Sin autorización de tratamiento de datos',
} as const;
