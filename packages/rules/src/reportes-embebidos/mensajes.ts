/** Messages of the named (embedded) reports, in the product's voice (usted). */
export const MENSAJES_REPORTES_EMBEBIDOS = {
  nombreRequerido: 'El nombre del reporte es requerido',
  urlInvalida: 'Ingrese la dirección completa del reporte (https://…)',
  urlNoSegura: 'La dirección del reporte debe usar https (solo localhost puede usar http)',
  origenNoPermitido: (origen: string) =>
    `El origen ${origen} no está permitido para reportes embebidos. Pida al administrador del servidor agregarlo a REPORTES_ORIGENES.`,
  origenNoMostrable: (origen: string) =>
    `Este reporte no se puede mostrar: su origen ${origen} no está permitido en este servidor. Pida al administrador del servidor agregarlo a REPORTES_ORIGENES.`,
  permisoInvalido: 'Elija el permiso que da acceso al reporte',
  nombreRepetido: 'Ya existe un reporte con ese nombre',
  noExiste: 'El reporte no existe o usted no tiene acceso a él',
  sinReportes: 'No hay reportes disponibles.',
} as const;
