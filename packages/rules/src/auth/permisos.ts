/**
 * The catalogue of permission flags named in section 6 of the three spec documents, plus the
 * client-scope flag add_todos_los_clientes. Codes are kept exactly as the old product named them.
 */
export const PERMISOS = {
  // 01 pedidos
  add_pedido: 'Crear pedido, aprobar pedido stock, "Agregar pedido"',
  change_pedido: 'Editar / guardar pedido stock, agregar auxilios',
  delete_pedido: 'Eliminar un bloque de ciudad',
  read_pedido: 'Tablero y detalle de pedidos',
  read_pedido_cancelado_terminado: 'Tablero de pedidos cancelados y terminados',
  read_pedido_cancelar: 'Botón cancelar pedido',
  read_pedido_definir_pruebas: 'Definir pruebas del pedido',
  read_pedido_aprobar: 'Botón aprobar pedido',
  add_candidatopedido: 'Agregar candidato a un pedido',
  enviar_candidato_a_cliente: 'Modificar autorización y enviar candidatos al cliente (etapas 3-4)',
  add_ordencontratacion: 'Crear orden de contratación',
  change_ordencontratacion: 'Editar orden de contratación',
  imp_pruebas_Clientes_usuariostaffcliente: 'Muestra las pruebas al staff del cliente',
  add_candidatoclientevetado: 'Candidatos vetados',
  // 02 perfiles, FAC, stock
  add_perfilseleccion: 'Crear perfil; muestra "Duplicar perfil"',
  read_perfilseleccion: 'Ver perfiles',
  change_perfilseleccion: 'Editar perfil; aprobar perfil',
  read_perfilseleccion_aprobar: 'Muestra aprobar perfil',
  read_perfilseleccion_definir_pruebas: 'Definir tipo de prueba y grupo de preguntas filtro del perfil',
  read_fac_base: 'Lista, creación, edición y detalle de FAC',
  add_fac: 'Crear FAC',
  read_fac_indicador: 'Indicador FAC',
  add_perfilstock: 'Pantalla de perfiles de stock',
  change_perfilstock_metas_stock: 'Editar metas de stock',
  add_cliente_stock: 'Administrar clientes en stock',
  add_categoriastock: 'Crear categorías de stock',
  change_categoriastock: 'Editar categorías de stock',
  delete_categoriastock: 'Eliminar categorías de stock',
  add_candidatocategoriastock: 'Agregar candidato a una categoría',
  ver_trazabilidad: 'Ver trazabilidad del candidato',
  change_E2: 'Estado 2 de citas; fecha en validar indicador',
  change_encargado: 'Encargado de citas; fecha en validar indicador',
  // 03 hojas de vida, citas, reportes, merchandising
  read_hojadevida: 'Búsquedas y hoja de vida',
  ver_asociaciones_empleado: 'Pantalla de asociaciones',
  read_cita: 'Ver citas',
  add_cita: 'Crear citas',
  add_candidatoespontaneo: 'Crear candidato espontáneo (junto con Crear citas)',
  add_requisitocitasjoincitas: 'Requisitos de cita; reagendar (junto con Crear citas)',
  change_E1: 'Cambiar estado 1 de la cita',
  read_reportesOperaciones_todos: 'Informe de operaciones: todo',
  read_reportesOperaciones_gerente_operaciones: 'Informe de operaciones: gerente de operaciones',
  read_reportesOperaciones_clientes: 'Informe de operaciones: clientes',
  read_reporte: 'Pantallas de merchandising',
  change_reporteembebido: 'Administrar reportes embebidos (nombre, dirección, quién los ve)',
  change_novedad: 'Actualizar novedades',
  add_dispositivo: 'Enrolar y revocar dispositivos de mercaderistas',
  edit_candidato_by_staff: 'Editar candidato',
  edit_liberar_candidato: 'Liberar candidato',
  add_archivoevidenciarequisito: 'Subir archivo de evidencia',
  // alcance
  add_todos_los_clientes: 'Ver todos los clientes',
  // administración de la agencia (no están en la especificación: el sistema anterior lo hacía en su sitio de administración)
  admin_usuarios: 'Administrar usuarios del staff y del portal de clientes',
  admin_grupos: 'Administrar grupos y sus permisos',
  admin_clientes: 'Administrar clientes, sus sucursales y contactos',
  admin_catalogos: 'Administrar catálogos (ciudades, sucursales, motivos, tipos)',
  admin_valores: 'Administrar valores anuales (SMMLV, auxilio de transporte) y la configuración de pedidos',
  admin_merchandising: 'Administrar almacenes, regiones, mercaderistas y rutas',
  read_auditoria: 'Ver la auditoría de la administración y de los ingresos',
  admin_datos_personales:
    'Administrar datos personales: autorizaciones, aviso de privacidad y solicitudes de titulares',
  importar_datos: 'Importar candidatos, hojas de vida, clientes y contactos desde archivos, y deshacer lotes',
  admin_respaldos: 'Ver y descargar los respaldos de la base de datos y pedir uno nuevo',
} as const;

export type Permiso = keyof typeof PERMISOS;
export const CODIGOS_PERMISO = Object.keys(PERMISOS) as Permiso[];

export function esPermiso(valor: string): valor is Permiso {
  return Object.hasOwn(PERMISOS, valor);
}

/**
 * What a screen shows for a flag: its description from the catalogue, never the code (`admin_respaldos`); for a code
 * the catalogue does not know, `otra` (the description the server stored) or else the code.
 */
export function etiquetaPermiso(codigo: string, otra?: string): string {
  return esPermiso(codigo) ? PERMISOS[codigo] : (otra ?? codigo);
}
