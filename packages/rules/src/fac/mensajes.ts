/**
 * Messages of filter-question groups (FAC), spec 02 §5 and §8, spec 03 §5: quoted exactly (typos
 * included) where the spec quotes them; the rest are ours.
 */
export const MENSAJES_FAC = {
  // Quoted by the spec.
  sinPreguntas: 'Debe especificar preguntas',
  sinOpciones: 'Todas las preguntas deben tener opciones',
  sinTags: 'El grupo de preguntras filtro debe tener tags',
  maxPreguntas: (n: number) => `Un grupo de preguntras filtro no puede tener mas de ${n} preguntas.`,
  sinActivos: 'No se encontró ningún FAC activo.',
  sinTrazas: 'No tiene trazabilidad el grupo de preguntas',
  perfilSinFac: 'El perfil seleccionado no tiene preguntas filtro creadas',
  errorCargar: 'Error al traer la informacion del grupo de preguntras filtro',
  // Ours.
  nombreRequerido: 'El nombre del grupo es requerido',
  textoRequerido: 'Escriba el texto que completa el nombre del grupo',
  tituloRequerido: 'El título de la pregunta es requerido',
  tipoRequerido: 'Seleccione el tipo de la pregunta',
  claseRequerida: 'Seleccione la clase de la pregunta',
  opcionRequerida: 'El texto de la opción es requerido',
  calificacionRequerida: 'Seleccione la calificación de la opción (1 a 5 o Descartar)',
  maxCaracteres: (n: number) => `No puede superar ${n} caracteres`,
  maxOpciones: (n: number) => `Una pregunta no puede tener mas de ${n} opciones`,
  maxTags: (n: number) => `Un grupo no puede tener mas de ${n} tags`,
  tagNoExiste: 'Uno de los tags seleccionados no existe',
  tagRequerido: 'Escriba el nombre del tag',
  tagCreado: (nombre: string) => `Tag "${nombre}" creado: búscalo de nuevo para agregarlo`,
  pedidoRequerido: 'Debe seleccionar el pedido',
  grupoRequerido: 'Seleccione un grupo de preguntas filtro',
  grupoNoSugerido: 'El grupo seleccionado no corresponde al perfil del pedido',
  pedidoYaDefinido: 'El pedido ya tiene definido el grupo de preguntas filtro',
  pedidoCerrado: 'El pedido está cancelado o terminado: no admite cambios',
  preguntaNoExiste: 'Una de las preguntas editadas ya no existe en el grupo. Recargue e intente de nuevo.',
  opcionNoExiste: 'Una de las opciones editadas ya no existe en la pregunta. Recargue e intente de nuevo.',
  configuracion: 'Configuración no definida',
  fechaInicioRequerida: 'La fecha de inicio es requerida',
  fechaFinRequerida: 'La fecha de fin es requerida',
  rangoFechas: 'La fecha de inicio no puede ser posterior a la fecha de fin',
  confirmarGuardar: '¿Desea guardar el grupo de preguntas filtro?',
  confirmarDefinir: '¿Desea definir este grupo de preguntas filtro para el pedido?',
  guardado: (nombre: string) => `Grupo de preguntas filtro "${nombre}" guardado`,
  definido: 'Grupo de preguntas filtro definido para el pedido',
  // Candidate link and answers.
  candidatosRequeridos: 'Seleccione al menos un candidato',
  enlaceSinFac: 'El pedido no tiene definido el grupo de preguntas filtro',
  yaRespondio: (nombre: string) => `${nombre} ya respondió las preguntas filtro de este pedido`,
  enlaceCandidatoNoActivo: 'Uno de los candidatos ya no está activo en el pedido',
  enlacesEnviados: (n: number) =>
    n === 1
      ? 'Se envió el enlace de preguntas filtro a 1 candidato'
      : `Se envió el enlace de preguntas filtro a ${n} candidatos`,
  enlaceInvalido: 'El enlace no es válido. Verifique que lo copió completo o solicite uno nuevo.',
  enlaceVencido: 'El enlace para responder las preguntas filtro venció. Solicite uno nuevo a su reclutador.',
  enlaceUsado: 'Estas preguntas filtro ya fueron respondidas. Gracias.',
  respuestasIncompletas: 'Debe responder todas las preguntas',
  respuestaInvalida:
    'Una de las respuestas no corresponde a las preguntas. Recargue la página e intente de nuevo.',
  respuestasEnviadas: 'Sus respuestas fueron enviadas. Gracias por su tiempo.',
  // The candidate's answers seen from the order (issue 17).
  candidatoRequerido: 'Seleccione el candidato',
  sinCuestionario: 'El candidato no ha respondido las preguntas filtro de este pedido.',
  errorCuestionario: 'Error al traer la informacion del grupo de preguntras filtro',
  opcionNoDisponible: '(opción ya no disponible en el grupo)',
} as const;
