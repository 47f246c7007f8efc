/** Messages of the order's tests modal (spec 01 §5 "Tests modal", §8). Quoted ones exactly as the spec writes them. */
export const MENSAJES_PRUEBAS_PEDIDO = {
  ningunaPrueba: 'Debe definir alguna prueba',
  yaDefinidas: 'Las pruebas ya estan definidas para el pedido.',
  formularioInvalido: 'Formulario inválido',
  maxCompetencias: (n: number) => `No puede seleccionar mas de ${n} competencias`,
  maxSubcompetencias: (n: number) => `No puede seleccionar mas de ${n} subcompetencias`,
  competenciasRequeridas: 'Seleccione al menos una competencia',
  subcompetenciaSinPadre: 'Cada subcompetencia debe ir con su competencia',
  competenciaNoExiste: 'La competencia seleccionada no existe',
  valoresRango: (min: number, max: number) => `Seleccione entre ${min} y ${max} valores`,
  valorNoExiste: 'El valor seleccionado no existe',
  detacRequerido: 'Seleccione la prueba DETAC',
  detacNoExiste: 'La prueba DETAC seleccionada no existe',
  preguntasRango: (min: number, max: number) => `La entrevista debe tener entre ${min} y ${max} preguntas`,
  preguntaRequerida: 'Escriba la pregunta',
  tiempoNoValido: 'Seleccione un tiempo de la lista',
  facSinGrupo: 'El perfil seleccionado no tiene preguntas filtro creadas',
  pedidoCerrado: 'El pedido está cancelado o terminado: no se pueden definir pruebas.',
  definidas: 'Pruebas definidas para el pedido',
  /** Definition stored, platform call left Pendiente until PRUEBAS_URL is configured (docs/decisiones/pruebas-psicotecnicas.md). */
  plataformaNoConfigurada:
    'La plataforma de pruebas no está configurada: las pruebas quedaron definidas, pero el proceso no se ha creado en la plataforma y quedará pendiente hasta que se configure.',
  /** `/pedido-programados` and the invitation modal: invitations stored, their platform calls left Pendiente. */
  plataformaNoConfiguradaInvitaciones:
    'La plataforma de pruebas no está configurada: las invitaciones quedan registradas, pero no se envían y quedarán pendientes hasta que se configure.',
  correoNoValido: (x: string) => `${x} no es un correo valido.`,
  sinPruebasInvitacion: 'Seleccione al menos una prueba para la invitación',
  pruebaNoDefinida: (codigo: string) => `La prueba ${codigo} no está definida para el pedido`,
  sinEntrevista: 'El pedido no tiene entrevista por video definida',
  preguntasReemplazadas: 'Preguntas de la video entrevista guardadas',
} as const;
