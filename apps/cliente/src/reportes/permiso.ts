/** The flag that opens the client portal's operations report (spec 03 §6); the server checks it too. */
export const PERMISO_INFORME_CLIENTE = 'read_reportesOperaciones_clientes';

export const puedeVerInforme = (permisos: readonly string[] | undefined): boolean =>
  permisos?.includes(PERMISO_INFORME_CLIENTE) ?? false;
