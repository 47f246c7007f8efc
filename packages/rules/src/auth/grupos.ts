import { CODIGOS_PERMISO, type Permiso } from './permisos';

/** Group every staff user must belong to in order to log into the staff portal (spec 03 §1). */
export const GRUPO_STAFF = 'atrabajarstaff';
/** Super-user group: list view by default, may select candidates without a finished product. */
export const GRUPO_JEFES_OPERACIONES = 'Jefes_de_Operaciones';
export const GRUPO_EJECUTIVOS_LIDER = 'Ejecutivos_Lider';
export const GRUPO_GERENTE_SUCURSAL = 'Gerente_Sucursal';
export const GRUPO_PSICOLOGOS = 'Psicologos_Seleccion';
export const GRUPO_RECLUTADORES = 'Reclutadores';
export const GRUPO_ADMINISTRADORES = 'Administradores';
/**
 * Field merchandisers (spec 03 merchandising): they never log into either portal; their phones call the device
 * API. The map, compliance and notification screens list the users of this group.
 */
export const GRUPO_MERCADERISTAS = 'Mercaderistas';
/** Client-company staff (client portal). */
export const GRUPO_STAFF_CLIENTE = 'Staff_Cliente';
/** The groups of the default set that belong to the client portal (every other one is the staff's). */
export const GRUPOS_PORTAL_CLIENTE: readonly string[] = [GRUPO_STAFF_CLIENTE];

const lecturaPedidos: Permiso[] = ['read_pedido', 'read_pedido_cancelado_terminado'];
const hojasDeVida: Permiso[] = ['read_hojadevida', 'ver_trazabilidad'];

/** Sensible default assignment of flags to groups; written to the database by the seeder. */
export const PERMISOS_POR_GRUPO: Record<string, readonly Permiso[]> = {
  [GRUPO_STAFF]: [],
  [GRUPO_ADMINISTRADORES]: CODIGOS_PERMISO,
  [GRUPO_JEFES_OPERACIONES]: [
    ...lecturaPedidos,
    ...hojasDeVida,
    'add_pedido',
    'change_pedido',
    'delete_pedido',
    'read_pedido_cancelar',
    'read_pedido_definir_pruebas',
    'read_pedido_aprobar',
    'add_candidatopedido',
    'enviar_candidato_a_cliente',
    'add_ordencontratacion',
    'change_ordencontratacion',
    'ver_asociaciones_empleado',
    'add_candidatoclientevetado',
    'read_perfilseleccion',
    'read_perfilseleccion_aprobar',
    'change_perfilseleccion',
    'read_fac_base',
    'read_fac_indicador',
    'add_perfilstock',
    'change_perfilstock_metas_stock',
    'add_cliente_stock',
    'add_categoriastock',
    'change_categoriastock',
    'delete_categoriastock',
    'add_candidatocategoriastock',
    'read_cita',
    'add_cita',
    'change_E1',
    'change_E2',
    'change_encargado',
    'read_reportesOperaciones_todos',
    'edit_candidato_by_staff',
    'edit_liberar_candidato',
    'add_todos_los_clientes',
    'add_archivoevidenciarequisito',
    'add_dispositivo',
  ],
  [GRUPO_PSICOLOGOS]: [
    ...lecturaPedidos,
    ...hojasDeVida,
    'read_pedido_definir_pruebas',
    'add_candidatopedido',
    'enviar_candidato_a_cliente',
    'read_perfilseleccion',
    'read_perfilseleccion_definir_pruebas',
    // Only a selection psychologist sets a profile's competencies (spec 02 §5): they create and edit profiles.
    'add_perfilseleccion',
    'change_perfilseleccion',
    'read_fac_base',
    'add_fac',
    'read_cita',
    'add_cita',
    'add_candidatoespontaneo',
    'add_requisitocitasjoincitas',
    'change_E1',
    'edit_candidato_by_staff',
    'add_archivoevidenciarequisito',
    'add_candidatocategoriastock',
  ],
  [GRUPO_EJECUTIVOS_LIDER]: [
    ...lecturaPedidos,
    'add_pedido',
    'change_pedido',
    'read_pedido_cancelar',
    'read_pedido_aprobar',
    'add_ordencontratacion',
    'change_ordencontratacion',
    'add_perfilseleccion',
    'read_perfilseleccion',
    'change_perfilseleccion',
    'read_perfilseleccion_aprobar',
    'read_cita',
    'read_reportesOperaciones_gerente_operaciones',
    'read_reportesOperaciones_clientes',
    'add_candidatoclientevetado',
    'ver_asociaciones_empleado',
  ],
  [GRUPO_GERENTE_SUCURSAL]: [
    ...lecturaPedidos,
    'read_hojadevida',
    'read_perfilseleccion',
    'read_cita',
    'change_encargado',
    'change_E2',
    'read_reportesOperaciones_gerente_operaciones',
    'read_reporte',
    'change_novedad',
    'add_todos_los_clientes',
    'add_dispositivo',
  ],
  [GRUPO_RECLUTADORES]: [
    'read_pedido',
    'read_hojadevida',
    'add_candidatopedido',
    'read_cita',
    'add_cita',
    'add_candidatoespontaneo',
    'add_requisitocitasjoincitas',
  ],
  // Client staff may start hiring orders for the candidates they approved (issue 14) and see the operations report
  // of their own companies in the portal (issue 19; the server scopes it to their companies).
  [GRUPO_STAFF_CLIENTE]: ['add_ordencontratacion', 'read_reportesOperaciones_clientes'],
  [GRUPO_MERCADERISTAS]: [],
};

/** Flags of a user: the union of the flags of their groups (deduplicated, sorted). */
export function resolverPermisos(
  grupos: readonly string[],
  permisosPorGrupo: Record<string, readonly string[]> = PERMISOS_POR_GRUPO,
): string[] {
  const flags = new Set<string>();
  for (const grupo of grupos)
    for (const flag of Object.hasOwn(permisosPorGrupo, grupo) ? (permisosPorGrupo[grupo] ?? []) : [])
      flags.add(flag);
  return [...flags].sort();
}

export function esSuperusuario(grupos: readonly string[]): boolean {
  return grupos.includes(GRUPO_JEFES_OPERACIONES) || grupos.includes(GRUPO_ADMINISTRADORES);
}
