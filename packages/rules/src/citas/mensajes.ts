/**
 * Appointment messages (spec 03 §5, §8). The quoted ones are the spec's own text (its spelling kept: "valido");
 * the rest are the product's, in the voice of the rest (usted).
 */
export const MENSAJES_CITAS = {
  clienteRequerido: 'El campo cliente es requerido',
  encargadoRequerido: 'El campo encargado es requerido',
  correoInvalido: 'Por favor ingresa un correo electrónico valido',
  duplicadoDia: 'Este candidato ya posee una cita para este día',
  contratado: 'Este candidato ya está contratado',
  noDisponible: 'Este candidato se encuentra en proceso, contratado o no disponible',
  sinCitas: 'No citas.',
  llegadaDeshecha: 'Se deshizo la llegada',
  llegadaNoDeshacible:
    'La llegada ya no se puede deshacer desde recepción: la cita cambió después. Corríjala en el detalle de la cita.',
  llegadaDeshacerVencido:
    'La llegada se registró hace más de 2 minutos y ya no se deshace desde recepción. Corríjala en el detalle de la cita.',
  noEncontrada: 'La cita no existe o no está en su alcance.',
  errorCarga: 'No fue posible cargar la cita.',
  confirmarReagendado:
    '¿Reagendar la cita? Se abrirá la pantalla para reagendarla; quedará marcada como reagendada al guardar la nueva.',
  requerido: 'Campo requerido',
  documentoInvalido: 'Escriba el número de documento solo con números',
  telefonoInvalido: 'Escriba el teléfono solo con números',
  razonReagendamientoRequerida: 'Escriba la razón del reagendamiento',
  fechaRequerida: 'Elija la fecha y hora de la entrevista',
  fechaPasada: 'La fecha de la cita debe ser igual o posterior a la hora actual',
  otrosReferenciaRequerido: 'Escriba cuál es la otra referencia',
  estadoInvalido: 'El estado elegido no corresponde a esta lista',
  referenciaInvalida: 'La referencia elegida no existe',
  requisitoInvalido: 'El requisito elegido no existe o no está activo',
  encargadoInvalido: 'El encargado elegido no es un usuario activo de la agencia con acceso a las citas',
  encargadoSinCliente: 'El encargado elegido no tiene acceso al cliente de la cita',
  clienteInvalido: 'El cliente elegido no existe',
  yaReagendada: 'Esta cita ya fue reagendada; reagende la cita más reciente',
  documentoRegistrado:
    'Este documento pertenece a un candidato registrado; búsquelo de nuevo para cargar sus datos',
  documentoNoCoincide: 'El documento no corresponde al candidato elegido; búsquelo de nuevo',
  filtroNoPermitido: 'No tiene permiso para usar uno de los filtros enviados',
  creada: 'Cita creada',
  reagendada: 'Cita reagendada',
  sinPermisoCrear:
    'No tiene permiso para crear citas: necesita los permisos de crear citas, candidatos espontáneos y requisitos de cita',
  sinPermisoReagendar:
    'No tiene permiso para reagendar citas: necesita los permisos de crear citas y requisitos de cita',
  formularioInvalido: 'Formulario inválido',
  ofrecerReagendar:
    '¿Desea reagendar la cita existente? Quedará marcada como reagendada y se guardará esta nueva cita.',
  guardado: 'Cambios guardados',
  duracionInvalida: 'La duración debe estar entre 15 y 480 minutos',
  lugarDireccionRequerida: 'Escriba la dirección del cliente donde será la entrevista',
  enlaceVirtualInvalido: 'Escriba el enlace de la videollamada (https://…)',
  sucursalInvalida: 'La sucursal elegida no existe o no está activa',
  numeroCitaInvalido: 'Escriba el número de la cita solo con números',
  cruceEncargado: (otra: { id: number | null; candidato: string | null; cuando: string }) =>
    otra.id === null
      ? `El encargado ya tiene otra cita el ${otra.cuando}`
      : `El encargado ya tiene la cita ${otra.id} con ${otra.candidato ?? ''} el ${otra.cuando}`,
  ofrecerCruce: '¿Desea agendarla de todas formas? El encargado tendrá dos citas a la misma hora.',
} as const;
