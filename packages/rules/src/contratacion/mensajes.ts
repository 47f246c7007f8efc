/** Spanish messages of hiring orders (spec 01 §5, §8). "Campo requerido" is the spec's exact wording. */
export const MENSAJES_CONTRATACION = {
  documentoInvalido: 'Escriba un número de documento válido',
  requerido: 'Campo requerido',
  numero: 'Debe ser un número',
  valorNoNegativo: 'El valor no puede ser negativo',
  maxCaracteres: (n: number) => `Máximo ${n} caracteres`,
  horasJornada: 'Las horas de la jornada deben estar entre 1 y 48',
  candidatos: 'Debe elegir al menos un candidato',
  tipoJornada: 'Elija la jornada: Parcial o Completa',
  tipoDireccion: 'Elija el tipo de dirección',
  conceptoSobreLimite: (porcentaje: string) =>
    `El valor del concepto supera el ${porcentaje} del salario. ¿Desea guardarlo de todas formas?`,
  conceptoSinConfirmar: 'El valor del concepto supera el 60 % del salario: confirme que desea guardarlo',
  cargoFaltante: 'Debe especificar el cargo de la orden de contratación para radicarla',
  cargoNoEnMaestro:
    'El cargo no existe en la lista de cargos del sistema de nómina; no se puede radicar la orden',
  yaRadicada: 'La orden de contratación ya está radicada y no se puede modificar',
  radicacionPendiente: 'La radicación de la orden está pendiente de respuesta del sistema de nómina',
  soloCamposPermitidos: 'Después de radicar la orden solo se pueden cambiar las observaciones',
  candidatoNoPermite: 'El candidato no está en un estado que permita crear o editar la orden de contratación',
  pedidoNoPermite: 'El pedido no está en una etapa que permita crear o editar la orden de contratación',
  candidatoConOrden: 'El candidato ya tiene una orden de contratación',
  centroTrabajoRiesgo: 'El centro de trabajo no corresponde al riesgo ARL elegido',
  catalogoNoExiste: 'El valor elegido no existe en el catálogo',
  maestroNoExiste: 'El valor elegido no existe en los maestros del sistema de nómina',
  erpSinConfigurar:
    'El sistema de nómina (ERP) no está configurado; no se puede radicar la orden ni enviar la inducción. Nada se modificó.',
  erpGenerico: 'Ocurrió un error en el sistema de nómina. Intente de nuevo más tarde.',
  radicacionEncolada:
    'La radicación quedó pendiente; se marcará radicada cuando el sistema de nómina la confirme',
  induccionEncolada: 'El envío de la inducción quedó pendiente',
  induccionNoPermite:
    'Solo se puede enviar de nuevo la inducción de una orden radicada con el pedido en etapa 3 o 4',
  induccionPendiente: 'Ya hay un envío de inducción pendiente para esta orden',
  noRadicable: 'La orden no se puede radicar en su estado actual',
  guardada: 'Orden de contratación guardada',
  conceptoGuardado: 'Concepto guardado',
  conceptoEliminado: 'Concepto eliminado',
  direccionGuardada: 'Dirección actualizada',
  soloErrorReintenta: 'Solo se puede reintentar un envío que terminó con error',
  reintentado: 'El envío quedó pendiente de nuevo',
} as const;
