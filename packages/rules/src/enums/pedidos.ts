/** Enumerations and constants of hiring orders, spec 01 §3, §4, §5 and §9 (state labels of spec 03 §4). */
import { claves, defineCatalogo } from '../catalogo';

/** estado_pedido (spec 01 §4). 111 is a multi-city parent (treated like 1); 112 a child city line. */
const estadoPedido = [
  { valor: 0, clave: 'CANCELADO', etiqueta: 'Cancelado' },
  { valor: 1, clave: 'SOLICITUD', etiqueta: 'Solicitud y validación' },
  { valor: 111, clave: 'SOLICITUD_MULTICIUDAD', etiqueta: 'Solicitud multiciudad' },
  { valor: 112, clave: 'CREADO', etiqueta: 'Creado' },
  { valor: 2, clave: 'PRESELECCION', etiqueta: 'Preselección' },
  { valor: 3, clave: 'SELECCION', etiqueta: 'Selección' },
  { valor: 4, clave: 'LEGALIZACION', etiqueta: 'Legalización de contrato' },
  { valor: 5, clave: 'TERMINADO', etiqueta: 'Terminado' },
] as const;
export const ESTADO_PEDIDO = defineCatalogo(estadoPedido);
export const EstadoPedido = claves(estadoPedido);
export type EstadoPedido = (typeof estadoPedido)[number]['valor'];

/** Closed states (0 cancelled, 5 finished): the detail hides candidate actions. */
export const ESTADOS_PEDIDO_CERRADOS: readonly EstadoPedido[] = [0, 5];
/** Editable (draft) states: open the edit page instead of the detail. */
export const ESTADOS_PEDIDO_EDITABLES: readonly EstadoPedido[] = [1, 111];
/** States in which candidates can be added (2 to 4). */
export const ESTADOS_PEDIDO_ACTIVOS: readonly EstadoPedido[] = [2, 3, 4];
/** Stage columns of the current dashboard (1, 2, 3, 4) and of the closed view (0, 5). */
export const ETAPAS_DASHBOARD_VIGENTES: readonly EstadoPedido[] = [1, 2, 3, 4];
export const ETAPAS_DASHBOARD_CERRADOS: readonly EstadoPedido[] = [0, 5];

/** True for a cancelled or finished order. */
export function pedidoCerrado(estado: number): boolean {
  return estado === 0 || estado === 5;
}

/** estado_candidato_pedido, with the exact labels of spec 03 §4 (traceability). */
const estadoCandidatoPedido = [
  { valor: 0, clave: 'AGREGADO', etiqueta: 'Agregado a pedido' },
  { valor: 1, clave: 'ENVIADO_CLIENTE', etiqueta: 'Enviado a cliente' },
  { valor: 2, clave: 'VALIDADO_CLIENTE', etiqueta: 'Validado por cliente' },
  { valor: 3, clave: 'RECHAZADO_CLIENTE', etiqueta: 'Rechazado por cliente' },
  { valor: 4, clave: 'EN_ENTREVISTA', etiqueta: 'En entrevista con cliente' },
  { valor: 5, clave: 'NO_APRUEBA_ENTREVISTA', etiqueta: 'No aprueba entrevista' },
  { valor: 6, clave: 'EN_CONTRATACION', etiqueta: 'En contratación' },
  { valor: 7, clave: 'NO_FIRMA_CONTRATO', etiqueta: 'No firma contrato' },
  { valor: 8, clave: 'SE_PRESENTA', etiqueta: 'Se presenta en lugar de trabajo' },
  { valor: 9, clave: 'NO_SE_PRESENTA', etiqueta: 'No se presenta en lugar de trabajo' },
  { valor: 10, clave: 'CANCELADO_OTRAS_RAZONES', etiqueta: 'Cancelado por otras razones' },
] as const;
export const ESTADO_CANDIDATO_PEDIDO = defineCatalogo(estadoCandidatoPedido);
export const EstadoCandidatoPedido = claves(estadoCandidatoPedido);
export type EstadoCandidatoPedido = (typeof estadoCandidatoPedido)[number]['valor'];

/** pool of a candidate in an order. */
const pool = [
  { valor: 0, clave: 'PRESELECCIONADO', etiqueta: 'Preseleccionado' },
  { valor: 1, clave: 'SELECCIONADO', etiqueta: 'Seleccionado' },
] as const;
export const POOL = defineCatalogo(pool);
export const Pool = claves(pool);
export type Pool = (typeof pool)[number]['valor'];

/** jornada_laboral of an order; 2 and 3 require start and end hours. */
const jornadaLaboral = [
  { valor: 0, clave: 'POR_TURNOS', etiqueta: 'Por Turnos' },
  { valor: 1, clave: 'POR_HORAS', etiqueta: 'Por Horas' },
  { valor: 2, clave: 'TIEMPO_COMPLETO', etiqueta: 'Tiempo Completo' },
  { valor: 3, clave: 'MEDIO_TIEMPO', etiqueta: 'Medio Tiempo' },
  { valor: 4, clave: 'FESTIVOS', etiqueta: 'Festivos' },
  { valor: 5, clave: 'FINES_DE_SEMANA', etiqueta: 'Fines de semana' },
] as const;
export const JORNADA_LABORAL = defineCatalogo(jornadaLaboral);
export const JornadaLaboral = claves(jornadaLaboral);
export type JornadaLaboral = (typeof jornadaLaboral)[number]['valor'];
/** Work days that require horario_inicio and horario_fin. */
export const JORNADAS_CON_HORARIO: readonly JornadaLaboral[] = [2, 3];

/** causa_cancelacion. 5 appears in one reading only; kept (stricter: accept every known cause). */
const causaCancelacion = [
  { valor: 0, clave: 'CAMBIO_PEDIDO', etiqueta: 'Cambio de pedido' },
  { valor: 1, clave: 'APLAZAMIENTO_CLIENTE', etiqueta: 'Aplazamiento por parte del cliente' },
  { valor: 2, clave: 'CONTRATACION_DIRECTA', etiqueta: 'Contratación directa del cliente' },
  { valor: 3, clave: 'OTRA_TEMPORAL', etiqueta: 'El cliente contrató con otra empresa temporal' },
  { valor: 4, clave: 'NO_NECESITA_VACANTE', etiqueta: 'El cliente ya no necesita la vacante' },
  { valor: 5, clave: 'PEDIDO_DUPLICADO', etiqueta: 'Pedido duplicado' },
] as const;
export const CAUSA_CANCELACION = defineCatalogo(causaCancelacion);
export const CausaCancelacion = claves(causaCancelacion);
export type CausaCancelacion = (typeof causaCancelacion)[number]['valor'];
/** Shown instead of a cause on a finished order (null cause). */
export const ETIQUETA_PEDIDO_TERMINADO = 'Pedido Terminado';

/** tipo_evento of the order action log (spec 01 §3 "Order event"). */
const tipoEventoPedido = [
  { valor: 0, clave: 'CAMBIO_ESTADO_PEDIDO', etiqueta: 'Cambio de estado del pedido' },
  { valor: 1, clave: 'ESPONTANEO_AGREGADO', etiqueta: 'Candidato espontáneo agregado' },
  { valor: 2, clave: 'ESPONTANEO_INGRESO', etiqueta: 'Candidato espontáneo ingresó a la plataforma' },
  { valor: 3, clave: 'CAMBIO_POOL', etiqueta: 'Candidato movido de pool' },
  { valor: 4, clave: 'CAMBIO_ESTADO_CANDIDATO', etiqueta: 'Cambio de estado del candidato' },
  { valor: 5, clave: 'CANDIDATO_REMOVIDO', etiqueta: 'Candidato removido del pool' },
  { valor: 6, clave: 'ESPONTANEO_REMOVIDO', etiqueta: 'Candidato espontáneo removido' },
  { valor: 7, clave: 'NUEVO_COMENTARIO', etiqueta: 'Nuevo comentario' },
  { valor: 8, clave: 'ORDEN_CONTRATACION_MODIFICADA', etiqueta: 'Orden de contratación modificada' },
] as const;
export const TIPO_EVENTO_PEDIDO = defineCatalogo(tipoEventoPedido);
export const TipoEventoPedido = claves(tipoEventoPedido);
export type TipoEventoPedido = (typeof tipoEventoPedido)[number]['valor'];

/** visibilidad of an order comment; the client portal shows only 0. */
const visibilidadComentario = [
  { valor: 0, clave: 'VISIBLE_CLIENTE', etiqueta: 'Visible por el cliente' },
  { valor: 2, clave: 'INTERNO', etiqueta: 'Interno' },
] as const;
export const VISIBILIDAD_COMENTARIO = defineCatalogo(visibilidadComentario);
export const VisibilidadComentario = claves(visibilidadComentario);
export type VisibilidadComentario = (typeof visibilidadComentario)[number]['valor'];

/** tipo_documento of a client. */
const tipoDocumentoCliente = [
  { valor: 0, clave: 'NIT', etiqueta: 'NIT' },
  { valor: 1, clave: 'CC', etiqueta: 'CC' },
] as const;
export const TIPO_DOCUMENTO_CLIENTE = defineCatalogo(tipoDocumentoCliente);
export const TipoDocumentoCliente = claves(tipoDocumentoCliente);
export type TipoDocumentoCliente = (typeof tipoDocumentoCliente)[number]['valor'];

/** Dashboard candidate-state filter (pedido_estado_candidato). */
const filtroEstadoCandidato = [
  { valor: 1, clave: 'SIN_ENVIAR', etiqueta: 'Sin enviar' },
  { valor: 2, clave: 'ENVIADOS', etiqueta: 'Enviados' },
  { valor: 3, clave: 'APROBADOS', etiqueta: 'Aprobados' },
  { valor: 4, clave: 'ENTREVISTA', etiqueta: 'Entrevista' },
  { valor: 5, clave: 'SIN_DEFINIR', etiqueta: 'Sin definir' },
  { valor: 6, clave: 'RECHAZADOS', etiqueta: 'Rechazados' },
] as const;
export const FILTRO_ESTADO_CANDIDATO = defineCatalogo(filtroEstadoCandidato);
export const FiltroEstadoCandidato = claves(filtroEstadoCandidato);
export type FiltroEstadoCandidato = (typeof filtroEstadoCandidato)[number]['valor'];

/** Dashboard indicator filter: vencidos/normal/contratados (current view), finalizados/cancelados (closed). */
const indicadorPedido = [
  { valor: 'vencidos', clave: 'VENCIDOS', etiqueta: 'Vencidos' },
  { valor: 'normal', clave: 'NORMAL', etiqueta: 'Normal' },
  { valor: 'contratados', clave: 'CONTRATADOS', etiqueta: 'Contratados' },
  { valor: 'finalizados', clave: 'FINALIZADOS', etiqueta: 'Finalizados' },
  { valor: 'cancelados', clave: 'CANCELADOS', etiqueta: 'Cancelados' },
] as const;
export const INDICADOR_PEDIDO = defineCatalogo(indicadorPedido);
export const IndicadorPedido = claves(indicadorPedido);
export type IndicadorPedido = (typeof indicadorPedido)[number]['valor'];
export const INDICADORES_VIGENTES: readonly IndicadorPedido[] = ['vencidos', 'normal', 'contratados'];
export const INDICADORES_CERRADOS: readonly IndicadorPedido[] = ['finalizados', 'cancelados'];

/** Dashboard FAC filter: orders with or without a filter-question group. */
const filtroFac = [
  { valor: 'definidos', clave: 'DEFINIDOS', etiqueta: 'Definidos' },
  { valor: 'sin_definir', clave: 'SIN_DEFINIR', etiqueta: 'Sin definir' },
] as const;
export const FILTRO_FAC = defineCatalogo(filtroFac);
export const FiltroFac = claves(filtroFac);
export type FiltroFac = (typeof filtroFac)[number]['valor'];

/**
 * Quick filters of the current-orders dashboard (chips above the board, combinable with each other and with
 * the filter bar: every chip chosen narrows the answer). Definitions: dashboard-sql (server).
 */
const filtroRapido = [
  { valor: 'vencidos', clave: 'VENCIDOS', etiqueta: 'Vencidos' },
  { valor: 'urgentes', clave: 'URGENTES', etiqueta: 'Urgentes' },
  { valor: 'sin_fac', clave: 'SIN_FAC', etiqueta: 'Sin FAC' },
  { valor: 'mios', clave: 'MIOS', etiqueta: 'Mis pedidos' },
] as const;
export const FILTRO_RAPIDO = defineCatalogo(filtroRapido);
export const FiltroRapido = claves(filtroRapido);
export type FiltroRapido = (typeof filtroRapido)[number]['valor'];

/** Follow-up action of the discard modal (accion_candidato). */
const accionDescarte = [
  { valor: 'a_categoria', clave: 'A_CATEGORIA', etiqueta: 'Enviar a categoría de stock' },
  { valor: 'a_pedido_stock', clave: 'A_PEDIDO_STOCK', etiqueta: 'Enviar a pedido de stock' },
  { valor: 'a_pedido_vigente', clave: 'A_PEDIDO_VIGENTE', etiqueta: 'Enviar a pedido vigente' },
  { valor: 'ninguna', clave: 'NINGUNA', etiqueta: 'Ninguna' },
] as const;
export const ACCION_DESCARTE = defineCatalogo(accionDescarte);
export const AccionDescarte = claves(accionDescarte);
export type AccionDescarte = (typeof accionDescarte)[number]['valor'];

/** Per-test status of a scheduled candidate; 2 (presented) is locked, 1 and 3 can be ticked. */
const estadoPruebaProgramada = [
  { valor: 1, clave: 'PROGRAMADA', etiqueta: 'Programada' },
  { valor: 2, clave: 'PRESENTADA', etiqueta: 'Presentada' },
  { valor: 3, clave: 'NO_PROGRAMADA', etiqueta: 'No programada' },
] as const;
export const ESTADO_PRUEBA_PROGRAMADA = defineCatalogo(estadoPruebaProgramada);
export const EstadoPruebaProgramada = claves(estadoPruebaProgramada);
export type EstadoPruebaProgramada = (typeof estadoPruebaProgramada)[number]['valor'];

/** Digital tests an order can require (prueba_fac, prueba_detac, prueba_comp, prueba_idisc, prueba_valores, prueba_entrevistas). */
const pruebaDigital = [
  { valor: 'FAC', clave: 'FAC', etiqueta: 'Preguntas Filtro' },
  { valor: 'DETAC', clave: 'DETAC', etiqueta: 'DETAC' },
  { valor: 'COMPETENCIAS', clave: 'COMPETENCIAS', etiqueta: 'Evaluación Competencias' },
  { valor: 'IDISC', clave: 'IDISC', etiqueta: 'IDISC' },
  { valor: 'VALORES', clave: 'VALORES', etiqueta: 'Valores' },
  { valor: 'ENTREVISTA', clave: 'ENTREVISTA', etiqueta: 'Video entrevista' },
] as const;
export const PRUEBA_DIGITAL = defineCatalogo(pruebaDigital);
export const PruebaDigital = claves(pruebaDigital);
export type PruebaDigital = (typeof pruebaDigital)[number]['valor'];

/** tipo_jornada of a hiring order; P requires horas_jornada. */
const tipoJornadaOrden = [
  { valor: 'P', clave: 'PARCIAL', etiqueta: 'Parcial' },
  { valor: 'C', clave: 'COMPLETA', etiqueta: 'Completa' },
] as const;
export const TIPO_JORNADA_ORDEN = defineCatalogo(tipoJornadaOrden);
export const TipoJornadaOrden = claves(tipoJornadaOrden);
export type TipoJornadaOrden = (typeof tipoJornadaOrden)[number]['valor'];

/** tipo_direccion of a candidate address change: urban needs cadena and barrio, rural needs direccion_rural. */
const tipoDireccion = [
  { valor: 1, clave: 'RURAL', etiqueta: 'Rural' },
  { valor: 2, clave: 'URBANA', etiqueta: 'Urbana' },
  { valor: 3, clave: 'OTRA', etiqueta: 'Otra' },
] as const;
export const TIPO_DIRECCION = defineCatalogo(tipoDireccion);
export const TipoDireccion = claves(tipoDireccion);
export type TipoDireccion = (typeof tipoDireccion)[number]['valor'];

/** Termination choice for a candidate in contracting at stage 4 (default 7). */
const terminacionCandidato = [
  { valor: 7, clave: 'NO_FIRMA_CONTRATO', etiqueta: 'No firma contrato' },
  { valor: 9, clave: 'NO_SE_PRESENTA', etiqueta: 'No se presenta en el trabajo' },
] as const;
export const TERMINACION_CANDIDATO = defineCatalogo(terminacionCandidato);
export const TerminacionCandidato = claves(terminacionCandidato);
export type TerminacionCandidato = (typeof terminacionCandidato)[number]['valor'];

/** Categories of the generic catalogue (CatalogoItem.categoria, GET /app/catalogo/?categoria=X). */
const categoriaCatalogo = [
  { valor: 'TIPO_PEDIDO', clave: 'TIPO_PEDIDO', etiqueta: 'Tipo de pedido' },
  { valor: 'RELACION_LABORAL', clave: 'RELACION_LABORAL', etiqueta: 'Relación laboral' },
  { valor: 'TIPO_SALARIO', clave: 'TIPO_SALARIO', etiqueta: 'Tipo de salario' },
  { valor: 'RIESGO_ARL', clave: 'RIESGO_ARL', etiqueta: 'Riesgo ARL' },
  { valor: 'TIPO_COMISION', clave: 'TIPO_COMISION', etiqueta: 'Tipo de comisión' },
  { valor: 'TIPO_VARIABLE', clave: 'TIPO_VARIABLE', etiqueta: 'Tipo de variable' },
  { valor: 'TIPO_CONCEPTO', clave: 'TIPO_CONCEPTO', etiqueta: 'Tipo de concepto' },
  { valor: 'PERIODICIDAD', clave: 'PERIODICIDAD', etiqueta: 'Periodicidad' },
  { valor: 'CONCEPTO_CONTRATO', clave: 'CONCEPTO_CONTRATO', etiqueta: 'Concepto de contrato' },
  { valor: 'TIPO_CONVOCATORIA', clave: 'TIPO_CONVOCATORIA', etiqueta: 'Tipo de convocatoria' },
  // Lists of the test platform (spec 01 §7 "Tests and FAC"), kept here so the tests modal reads them locally.
  { valor: 'DETAC', clave: 'DETAC', etiqueta: 'Pruebas DETAC' },
  /** Answer times of a video-interview question: `valor` in minutes. */
  { valor: 'TIEMPO_PREGUNTA', clave: 'TIEMPO_PREGUNTA', etiqueta: 'Tiempo de respuesta de la entrevista' },
  /** Default video-interview questions offered by the tests modal: `nombre` is the question. */
  {
    valor: 'PREGUNTA_ENTREVISTA',
    clave: 'PREGUNTA_ENTREVISTA',
    etiqueta: 'Preguntas de entrevista por defecto',
  },
] as const;
export const CATEGORIA_CATALOGO = defineCatalogo(categoriaCatalogo);
export const CategoriaCatalogo = claves(categoriaCatalogo);
export type CategoriaCatalogo = (typeof categoriaCatalogo)[number]['valor'];

/** ERP organisational levels of a hiring order (nivel1..nivel5) and their ERP type names. */
const nivelOrganizacional = [
  { valor: 1, clave: 'EA_SUBGRUPO', etiqueta: 'Subgrupo' },
  { valor: 2, clave: 'EA_SUCURSAL', etiqueta: 'Sucursal' },
  { valor: 3, clave: 'EA_SUBDIVISION', etiqueta: 'Subdivisión' },
  { valor: 4, clave: 'EA_PROYECTO', etiqueta: 'Proyecto' },
  { valor: 5, clave: 'EA_PRODUCTO', etiqueta: 'Producto' },
] as const;
export const NIVEL_ORGANIZACIONAL = defineCatalogo(nivelOrganizacional);
export const NivelOrganizacional = claves(nivelOrganizacional);
export type NivelOrganizacional = (typeof nivelOrganizacional)[number]['valor'];
/** NivelOrganizacionalErp.tipo for each level. */
export const TIPO_NIVEL_ORGANIZACIONAL: Readonly<Record<NivelOrganizacional, string>> = {
  1: 'ea_subgrupo',
  2: 'ea_sucursal',
  3: 'ea_subdivision',
  4: 'ea_proyecto',
  5: 'ea_producto',
};

/** Business constants and limits of orders (spec 01 §5 and §9). */
export const PEDIDO_LIMITES = {
  /** Dashboard default date range: last 35 days to today. */
  diasRangoDashboard: 35,
  /** minimo_candidatos_vacante on create. */
  minimoCandidatosVacanteDefecto: 3,
  minVacantes: 1,
  minCandidatosPorVacante: 1,
  /** Entry date and client-interview date: today up to 12 months ahead. */
  mesesMaxFechaIngreso: 12,
  mesesMaxCitaCliente: 12,
  /** No transport aid above (or with a route) this many minimum wages. */
  factorSmmlvAuxilioTransporte: 2,
  maxCaracteresSalario: 10,
  maxCaracteresComision: 10,
  /** A hiring-order concept above this percent of the salary asks for confirmation. */
  porcentajeMaxConceptoSalario: 60,
  maxCaracteresDescripcionConcepto: 30,
  /** Default answer time of a video-interview question. */
  tiempoPreguntaEntrevistaDefecto: 1,
  competenciasPorGrupo: 3,
  puntajeMinimo: 0,
  puntajeMaximo: 100,
  /** Search boxes: cities from 3 characters; clients, positions, stock clients and stock cities from 4. */
  minCaracteresBusquedaCiudad: 3,
  minCaracteresBusqueda: 4,
  separadorCorreos: ';',
  reintentoPermisosMs: 3000,
  retardoMensajeMarcoMs: 3000,
  restaurarFiltrosMs: 1000,
} as const;
