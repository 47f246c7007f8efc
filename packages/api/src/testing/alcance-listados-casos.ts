/**
 * The classification of the client-scope sweep (alcance-listados.test.ts): every query procedure of the router is in
 * exactly one of CASOS (swept, with the inputs that reach the out-of-scope client), SIN_CLIENTE (lists of data that
 * belongs to no client) or NO_LISTAN (one record, a file, configuration), each exemption with its reason.
 */
import { leerFilasBusqueda, sumarDias, type ResultadoBusqueda } from '@talento/rules';
import { MARCA, type FueraDeAlcance } from './fuera-de-alcance';

export interface Caso {
  /** Inputs that reach the out-of-scope client (each one is checked on its own). */
  entradas: (f: FueraDeAlcance) => unknown[];
  /** For aggregates: how much of the out-of-scope client the answer counts. */
  cuenta?: (respuesta: unknown) => number;
}

const suma = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Lists, searches and typeaheads swept, with the inputs that reach the out-of-scope client. */
export const CASOS: Record<string, Caso> = {
  'catalogos.clientes': { entradas: () => [{ texto: MARCA }] },
  'clientePortal.misEmpresas': { entradas: () => [undefined] },
  'clientePortal.misPedidos': { entradas: () => [undefined] },
  'clientePortal.comentarios': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'perfiles.porCliente': { entradas: (f) => [{ clienteId: f.clienteId }] },
  'perfiles.facsSugeridos': { entradas: (f) => [{ perfilId: f.perfilDentroId, texto: MARCA }] },
  'pedidos.perfilesAprobados': { entradas: (f) => [{ clienteId: f.clienteId }] },
  // "Mis pedidos": the out-of-scope order is the control's, the psychologist's and the executive's (below).
  'pedidos.dashboard': {
    entradas: (f) => [
      {},
      { clienteId: f.clienteId },
      { rapidos: ['mios'] },
      { rapidos: ['mios'], clienteId: f.clienteId },
    ],
  },
  'pedidos.dashboardCerrados': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'pedidos.opcionesFiltro': { entradas: () => [undefined] },
  'pedidos.indicadoresSemanales': {
    entradas: (f) => [{ clienteId: f.clienteId, semana: f.semana }],
    cuenta: (r) => suma((r as { series: { datos: number[] }[] }).series.flatMap((s) => s.datos)),
  },
  'pedidos.resumenIndicadores': {
    entradas: (f) => [{ clienteId: f.clienteId }],
    cuenta: (r) => suma((r as { filas: { pedidos: number }[] }).filas.map((x) => x.pedidos)),
  },
  'pedidosStock.perfiles': { entradas: (f) => [{ clienteId: f.clienteId }] },
  // pedidoStockId is a current stock order of the out-of-scope client: the control sees it, nobody else.
  'pedidosStock.dashboard': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'pedidosStock.dashboardCerrados': { entradas: (f) => [{ clienteId: f.clienteId }] },
  'pedidos.comentarios': { entradas: (f) => [{ id: f.pedidoId }] },
  // Suggested people carry no client text: a scoped caller must answer NOT_FOUND for the out-of-scope order.
  'pedidos.sugeridos': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  // Ranked by score, a page may hold no order of that client: the sweep asks for that client's orders.
  'pedidos.pendientesConPuntaje': {
    entradas: (f) => [{ candidatoId: f.candidatoLibreId, clienteId: f.clienteId }],
  },
  'pedidos.eventos': { entradas: (f) => [{ id: f.pedidoId }] },
  'candidatosPedido.listar': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'contratacion.asociaciones': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'contratacion.ordenes': { entradas: (f) => [{}, { clienteId: f.clienteId }, { pagina: 1 }] },
  'contratacion.cliente.misOrdenes': { entradas: () => [undefined] },
  'vetados.listar': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'stockClientes.listar': { entradas: () => [{}, { texto: MARCA }] },
  'administracion.clientes.listar': { entradas: () => [{ texto: MARCA }, { texto: MARCA, activo: true }] },
  'administracion.clientes.detalle': { entradas: (f) => [{ id: f.clienteId }] },
  'administracion.merchandising.almacenes': {
    entradas: (f) => [{}, { activo: null }, { clienteId: f.clienteId }, { texto: MARCA, activo: null }],
  },
  'administracion.merchandising.regiones': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'administracion.merchandising.mercaderistas': {
    entradas: (f) => [{}, { clienteId: f.clienteId }, { texto: MARCA }],
  },
  // The week of the out-of-scope merchandiser's route of today: names, stores and client carry MARCA.
  'administracion.merchandising.rutas': {
    entradas: (f) => [{ usuarioId: f.merchandising.mercaderistaId, fecha: f.merchandising.hoy }],
  },
  // The free person is held in a category (fuera-de-alcance.ts): the orders they may go to include that client's.
  'candidatosCategoria.pedidosCompatibles': { entradas: (f) => [{ id: f.candidatoCategoriaId }] },
  // The current stock order lines the marked people may go to: that client's stock order is one of them.
  'candidatosCategoria.lineasStock': { entradas: () => [undefined] },
  // Paged by client name: the sweep asks for that client's stock (page 1 of everything may not reach it).
  'stockPerfiles.listar': { entradas: (f) => [{ clienteId: f.clienteId }] },
  'stockPerfiles.perfiles': { entradas: (f) => [{ clienteId: f.clienteId }] },
  'stockPerfiles.reporte': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  // The pool shows people (no client text): a scoped caller must answer NOT_FOUND for the out-of-scope stock.
  'stockPerfiles.candidatos': { entradas: (f) => [{ perfilStockId: f.perfilStockId }] },
  'candidatosPedido.destinosDescarte': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'candidatosPedido.estadoCorreos': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'candidatosPedido.requisitosEnvio': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'candidatosPedido.contactosCliente': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'fac.sugeridosPedido': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  // The tests modal names the order (job title): the out-of-scope order answers NOT_FOUND.
  'pedidos.opcionesPruebas': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'pedidos.programados': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'fac.resultadosPedido': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'fac.trazas': { entradas: (f) => [{ id: f.grupoId }] },
  'fac.indicador': { entradas: (f) => [{ desde: f.desde, hasta: f.hasta }] },
  'hojasDeVida.pruebasDigitales': {
    entradas: (f) => [{ candidatoId: f.candidatoId }, { candidatoId: f.candidatoId, pedidoId: f.pedidoId }],
  },
  'hojasDeVida.destinosStock': { entradas: () => [undefined] },
  'hojasDeVida.pedidosCompatibles': {
    entradas: (f) => [
      { candidatoId: f.candidatoLibreId, texto: MARCA },
      { candidatoId: f.candidatoLibreId },
      // Without a person: the bulk "Agregar a pedido" of the CV searches.
      { texto: MARCA },
    ],
  },
  'hojasDeVida.procesos': { entradas: (f) => [{ candidatoId: f.candidatoId }] },
  // The out-of-scope order is made the psychologist's and the executive's (and the control's) below: only the
  // scope clause can keep its candidates waiting for the client out of their home page.
  // Appointments of the out-of-scope client (one per branch, now): asked by client, and the reception view of each branch.
  'citas.listar': { entradas: (f) => [{ clienteId: f.clienteId }] },
  'citas.hoy': { entradas: () => [undefined] },
  // The week calendar of this week (the out-of-scope appointments are now).
  'citas.semana': { entradas: (f) => [{ dia: f.semana }] },
  // The people in charge who can see a client: asking about the out-of-scope client is NOT_FOUND.
  'citas.catalogos': { entradas: (f) => [{ clienteId: f.clienteId }] },
  'reportesEmbebidos.visibles': { entradas: () => [{}, { tipo: 'merchandising' }, { tipo: 'operaciones' }] },
  'reportesEmbebidos.administrados': { entradas: () => [undefined] },
  'mercaderistas.listar': { entradas: (f) => [undefined, {}, { clienteId: f.clienteId }] },
  // The out-of-scope merchandiser's route of today: the control sees its store (MARCA), a scoped user NOT_FOUND.
  'mapa.recorrido': {
    entradas: (f) => [{ mercaderistaId: f.merchandising.mercaderistaId, fecha: f.merchandising.hoy }],
  },
  'mapa.cumplimiento': {
    entradas: (f) => {
      const hoy = { desde: f.merchandising.hoy, hasta: f.merchandising.hoy };
      return [
        hoy,
        { ...hoy, clienteId: f.clienteId },
        { ...hoy, mercaderistaId: f.merchandising.mercaderistaId },
      ];
    },
  },
  // The merchandiser's name and the device's id and label carry MARCA.
  'dispositivos.listar': {
    entradas: (f) => [
      undefined,
      {},
      { clienteId: f.clienteId },
      { usuarioId: f.merchandising.mercaderistaId },
    ],
  },
  // The orders behind a number of the operations report (direct SQL, names the client): the day that order was received,
  // and the terms of the service level (due orders unfilled, or pending with candidates at the client) 100 days on.
  'reportes.filas': {
    entradas: (f) => [
      { medida: 'pedidosRecibidos', desde: f.solicitudPedido, hasta: f.solicitudPedido },
      {
        medida: 'pedidosRecibidos',
        desde: f.solicitudPedido,
        hasta: f.solicitudPedido,
        clienteId: f.clienteId,
      },
      { medida: 'vP', desde: f.solicitudPedido, hasta: sumarDias(f.solicitudPedido, 99) },
      { medida: 'PPCC', desde: f.solicitudPedido, hasta: sumarDias(f.solicitudPedido, 99) },
    ],
  },
  // Incidents at a store of the out-of-scope client (store, region and text carry MARCA).
  'novedades.listar': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'notificaciones.regiones': { entradas: (f) => [{ clienteId: f.clienteId }] },
  // Sent to that client's region (the notification's title and the region carry MARCA).
  'notificaciones.historial': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  // The CVs are the agency's; a row counts the clients that bar the person, only those of the user's scope: the person
  // barred by that client (found by document) counts 1 for the control and 0 for every scoped caller.
  'busqueda.palabra': {
    entradas: (f) => [{ texto: f.documentoVetado }],
    cuenta: (r) =>
      leerFilasBusqueda((r as ResultadoBusqueda).filasJson).reduce((n, f) => n + f.vetadoPorClientes, 0),
  },
  'inicio.pendientes': {
    entradas: () => [undefined],
    // Every list of the answer (the backups' warning is not one: null or a reason).
    cuenta: (r) =>
      Object.values(r as Record<string, { filas?: { cliente: string }[] } | null>)
        .flatMap((l) => l?.filas ?? [])
        .filter((f) => f.cliente.includes(MARCA)).length,
  },
};

/** Lists whose rows belong to no client: nothing to leak across clients. */
export const SIN_CLIENTE: Record<string, string> = {
  'administracion.usuarios.listar':
    'cuentas de usuario de la agencia y de los clientes: admin_usuarios administra cuentas de todos los clientes (decisión en docs/decisiones/permisos-y-alcance.md)',
  'administracion.usuarios.opciones': 'grupos y sucursales de la agencia',
  'administracion.grupos.listar': 'grupos y permisos de la agencia',
  'administracion.auditoria.listar': 'auditoría de la agencia (quién hizo qué), solo con read_auditoria',
  'administracion.respaldos.listar':
    'los respaldos de la base embebida (archivos del servidor), solo con admin_respaldos',
  'importacion.lotes':
    'lotes de importación de la agencia (archivo, cifras, avance), solo con importar_datos; no muestran filas de clientes',
  'administracion.valores.listar':
    'SMMLV y auxilio de transporte por año: valores de la agencia, no de un cliente',
  'reportes.psicologos':
    'usuarios del personal que actúan como psicólogos (opciones del filtro del informe): no son de un cliente; la sucursal se prueba en dominios/reportes/informe.test.ts',
  'reportes.validados':
    'semanas validadas por sucursal (quién y cuándo, nivel y puntaje de la sucursal), solo para read_reportesOperaciones_todos',
  'busqueda.criterios':
    'hojas de vida de la agencia; sus filas (cuántos clientes del alcance vetan a la persona) son las de busqueda.palabra, barrida arriba, y las prueba dominios/busqueda/filas-alcance.test.ts',
  'busqueda.profesiones': 'catálogo de profesiones',
  'busqueda.cargos': 'catálogo de cargos',
  'perfiles.cargos': 'catálogo de cargos',
  'perfiles.catalogos': 'catálogos de perfiles (características, competencias, valores…)',
  'catalogos.ciudades': 'catálogo de ciudades',
  'catalogos.sucursales': 'sucursales de la agencia',
  'administracion.catalogos.listar':
    'catálogos de la agencia (ciudades, sucursales, motivos, tipos, estados): no son de un cliente',
  'candidatosPedido.motivosRechazo': 'catálogo de motivos de rechazo',
  'candidatosPedido.buscarPorDocumento': 'persona registrada por documento (de la agencia)',
  'fac.etiquetas': 'etiquetas de FAC, compartidas',
  'fac.lista': 'solo grupos base (tipo 1), que no pertenecen a ningún cliente',
  'hojasDeVida.comentarios': 'comentarios de la hoja de vida (de la agencia, sin pedido)',
  'hojasDeVida.marcas': 'marcas de la hoja de vida (de la agencia)',
  'hojasDeVida.tiposMarca': 'catálogo de tipos de marca',
  'hojasDeVida.tiposRequisito': 'catálogo de tipos de requisito',
  'hojasDeVida.requisitosPersona': 'requisitos de la persona (de la hoja de vida, sin pedido)',
  'citas.buscarDocumento':
    'persona registrada o espontánea por documento (de la agencia, como candidatosPedido.buscarPorDocumento)',
  'categoriasStock.listar': 'categorías de stock: de la agencia, no de un cliente',
  'candidatosCategoria.categorias': 'categorías de stock activas: de la agencia',
  'candidatosCategoria.listar':
    'personas en categorías de stock: de la agencia, no de un cliente (enviarlas a un pedido sí va por alcance)',
  'hojasDeVida.trazabilidad':
    'historial completo del candidato con la bandera ver_trazabilidad (decisión del issue 5)',
  'contratacion.maestros': 'maestros del ERP (niveles, centros de costo, catálogos del contrato)',
  'contratacion.centrosTrabajo': 'centros de trabajo del ERP por riesgo ARL',
  'contratacion.cliente.maestros': 'maestros del ERP (niveles, centros de costo, catálogos del contrato)',
  'contratacion.cliente.centrosTrabajo': 'centros de trabajo del ERP por riesgo ARL',
  'datosPersonales.solicitudes.listar': 'solicitudes de titulares de datos: de la agencia, no de un cliente',
  'datosPersonales.solicitudes.responsables': 'usuarios de la agencia con la bandera de datos personales',
  'datosPersonales.accesos.listar':
    'el registro de accesos a datos personales de la agencia (quién abrió, imprimió o exportó), solo con admin_datos_personales',
  'datosPersonales.retencion.vistaPrevia':
    'personas que la política de retención de la agencia alcanzaría: sin pedidos vigentes (fuera de todo proceso)',
};

/** Query procedures that do not list: one record (NOT_FOUND outside the scope), a file, configuration. */
export const NO_LISTAN: Record<string, string> = {
  'importacion.lote': 'un lote de importación por id: sus cifras y su avance (importar_datos)',
  'importacion.plantilla': 'el archivo de la plantilla de importación',
  'importacion.rechazos':
    'el archivo de filas rechazadas de un lote: lo que el propio archivo traía, con importar_datos (bandera de administrador, sin alcance de cliente)',
  'administracion.usuarios.detalle': 'una cuenta de usuario por id (admin_usuarios)',
  'auth.enlace.ver': 'el dueño de un enlace de contraseña, por su token',
  'auth.configuracionInicial.ver': 'si un enlace de configuración inicial sirve',
  'administracion.valores.configuracionPedidos': 'la fila única de configuración de pedidos',
  'reportes.informeGeneral':
    'cifras agregadas de la tabla de indicadores (la calcula el job); el alcance por cliente y sucursal se prueba en dominios/reportes/informe.test.ts',
  'reportes.informeCliente':
    'cifras agregadas del portal cliente, solo de sus empresas; probado en dominios/reportes/informe.test.ts',
  'reportes.periodoValidar':
    'cifras de toda una sucursal en una semana; exige ver todos los clientes (probado en dominios/reportes/informe.test.ts)',
  'auth.me': 'la sesión propia',
  'sistema.version': 'versión del sistema',
  'catalogos.cliente': 'un cliente por id (NOT_FOUND fuera del alcance, alcance.test.ts)',
  'clientePortal.pedido': 'un pedido por id',
  'clientePortal.hojaDeVida': 'una hoja de vida enviada, por id',
  'clientePortal.validarImplementacion':
    'si el usuario ve las pruebas de un pedido suyo, por id (NOT_FOUND fuera del alcance)',
  'fac.configuracion': 'configuración',
  'mapa.configuracion': 'configuración del servidor (la clave de Google Maps), de ningún cliente',
  'fac.obtener': 'un grupo por id',
  'fac.cuestionarioCandidato':
    'las respuestas FAC de un candidato en pedido, por id (NOT_FOUND fuera del alcance, responder.test.ts)',
  'fac.responder.obtener': 'cuestionario público de un enlace',
  'hojasDeVida.archivo': 'un archivo',
  'hojasDeVida.evidenciaRequisito': 'un archivo',
  'hojasDeVida.fotoRostro': 'una foto',
  'hojasDeVida.datosEdicion': 'datos de una persona',
  'hojasDeVida.estadoNomina': 'estado de un envío a nómina',
  'hojasDeVida.resumen': 'una hoja de vida',
  'pedidos.configuracionFormulario': 'configuración',
  'pedidos.detalle': 'un pedido por id',
  'pedidos.evidenciaCancelacion': 'un archivo',
  'pedidos.paraFormulario': 'un pedido por id',
  'pedidosStock.paraFormulario':
    'un pedido de stock por id (NOT_FOUND fuera del alcance, pedidos-stock/formulario.test.ts)',
  'pedidosStock.detalle': 'un pedido de stock por id con sus candidatos (NOT_FOUND fuera del alcance)',
  'perfiles.obtener': 'un perfil por id',
  'citas.obtener': 'una cita por id (NOT_FOUND fuera del alcance, citas/lecturas.test.ts)',
  'reportesEmbebidos.ver':
    'un reporte por id (NOT_FOUND sin su bandera o fuera del alcance, reportes-embebidos.test.ts)',
  'contratacion.obtener': 'una orden de contratación por id (NOT_FOUND fuera del alcance, orden.test.ts)',
  'contratacion.deCandidato': 'la orden de un candidato en pedido, por id (NOT_FOUND fuera del alcance)',
  'contratacion.direccion': 'la dirección de un candidato en pedido, por id',
  'notificaciones.dispositivos':
    'dispositivos de una región de un cliente (NOT_FOUND si el cliente está fuera del alcance, dominios/merchandising/notificaciones/notificaciones.test.ts): no nombran al cliente',
  'novedades.solucion':
    'la solución de una novedad por id (NOT_FOUND fuera del alcance, dominios/merchandising/novedades/novedades.test.ts)',
  'novedades.foto':
    'una foto de una novedad (NOT_FOUND fuera del alcance, dominios/merchandising/novedades/novedades.test.ts)',
  'contratacion.cliente.paraIniciar':
    'un candidato aprobado por id para iniciar su orden (NOT_FOUND fuera del alcance, orden.test.ts)',
  'datosPersonales.aviso.versiones': 'el aviso de privacidad de la agencia y sus versiones',
  'datosPersonales.aviso.publico': 'el aviso de privacidad vigente (público)',
  'datosPersonales.autorizaciones.deCandidato': 'la autorización de datos de una persona (de la agencia)',
  'datosPersonales.enlace.obtener':
    'el aviso y el estado de una persona, por el token de su enlace (público)',
  'datosPersonales.solicitudes.obtener': 'una solicitud de titular por id (de la agencia)',
  'datosPersonales.autorizaciones.formato': 'un archivo (el formato firmado de una autorización)',
  'datosPersonales.accesos.recientes':
    'los accesos recientes a una hoja de vida (la hoja de vida no es de un cliente)',
  'datosPersonales.supresion.estado':
    'si los datos de una persona pueden suprimirse (una persona, de la agencia)',
  'datosPersonales.retencion.politica': 'la política de retención de la agencia (configuración)',
};
