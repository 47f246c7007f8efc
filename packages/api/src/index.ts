export { appRouter, type AppRouter } from './root';
export {
  createContextInner,
  type ConfiguracionApi,
  type ContextInner,
  type Cookies,
  type SesionActual,
  type UsuarioSesion,
} from './nucleo/context';
export { createCallerFactory, configurarModoDesarrollo } from './nucleo/trpc';
export { configurarVerificacionDeSalidas } from './nucleo/salida-de-lectura-frecuente';
export { baseNoDisponible } from './nucleo/errors';
export { validarSesion, purgarSesiones } from './nucleo/sesion/sesiones';
export { cacheSesiones, TTL_CACHE_SESIONES_MS } from './nucleo/sesion/cache-sesiones';
export { COOKIE_SESION } from './nucleo/sesion/cookies';
export { hashPassword } from './nucleo/sesion/password';
export { debilidadContrasena } from './nucleo/sesion/fortaleza';
export { prepararConfiguracionInicial } from './nucleo/sesion/administradores';
export { recalcularPorcentajesHv } from './dominios/hv/servicios/resumen/completitud';
export type { ProcedureMeta } from './nucleo/meta';
export {
  configNomina,
  enviarANomina,
  PayloadNomina,
  type ConfigNomina,
  type RespuestaNomina,
} from './nucleo/integraciones/nomina';
export { rechazosAnonimos, RechazosAnonimos, type MotivoRechazoAnonimo } from './nucleo/rechazos-anonimos';
export { clienteErpHttp, configErp, type ClienteErp, type ConfigErp } from './nucleo/integraciones/erp';
export { entregarErp } from './dominios/contratacion/servicios/entrega-erp';
export {
  clientePruebasHttp,
  configPruebas,
  type ClientePruebas,
  type ConfigPruebas,
} from './nucleo/integraciones/pruebas';
export { entregarPruebas } from './nucleo/integraciones/pruebas-outbox';
export { TIPO_PUSH } from './dominios/merchandising/notificaciones/servicios/enviar';
export { refrescarMaestros } from './dominios/contratacion/servicios/maestros';
export { mantenerStock, type ResumenMantenimientoStock } from './dominios/stock/mantenimiento/mantener';
export {
  aplicarLote,
  analizarImportacion,
  confirmarLote,
  filasDeArchivo,
  leerLote,
  lotesPendientes,
  type ResultadoAnalisis,
} from './dominios/importacion';
export {
  aplicarRetencion,
  type ResumenRetencion,
} from './dominios/datos-personales/retencion/servicios/ejecutar';
export { calcularIndicadores, type ResumenCalculo } from './dominios/reportes/servicios/pendientes';
export {
  aplicarResultadoPlataforma,
  type ResultadoAplicacion,
} from './dominios/pedidos/servicios/pruebas/aplicar-resultado';
export {
  CABECERA_FIRMA,
  CABECERA_TIMESTAMP,
  firmarResultado,
  verificarFirma,
  type VerificacionFirma,
} from './nucleo/integraciones/pruebas-firma';
export { envPruebas } from './nucleo/integraciones/env';
export { invitarEnPedido } from './dominios/pedidos/servicios/pruebas/invitar';
export { alEntregarCorreo } from './dominios/citas/servicios/correo-entregado';
export * as apiDispositivos from './dominios/merchandising/dispositivos/servicios';
export type { DispositivoAutenticado } from './dominios/merchandising/dispositivos/servicios/rechazo';
export type { ResultadoEntrega } from './nucleo/outbox/respuesta';
export {
  entregasOutbox,
  type EntregaDeTipo,
  type EntregaSinConfigurar,
  type ResultadoDeEntrega,
  type SistemasDeEntrega,
} from './entregas';
export { REINTENTOS_INTEGRACIONES, retrasoReintento } from './nucleo/outbox/respuesta';
export { TIPO_NOMINA } from './dominios/hv';
export { entregarMensaje, type Correo, type OpcionesEntrega } from './nucleo/outbox/entregar-correo';
export {
  entregarPush,
  type MensajePush,
  type OpcionesPush,
  type RespuestaPush,
  type ResultadoPush,
} from './dominios/merchandising/notificaciones/servicios/entregar-push';
export { entregarNomina, type OpcionesNomina } from './dominios/hv/servicios/gestion/entregar-nomina';
export { exportarLista, MIME_XLSX } from './exportacion/exportar';
export { filtrosDelCuerpo, respuestaDeError } from './exportacion/http';
export type { EntradasExportacion, TipoExportacion } from './exportacion/registro';
export { autorizarDescargaRespaldo } from './dominios/administracion/respaldos/descarga';
export { exportarDatosZip, MIME_ZIP } from './dominios/datos-personales/acceso/descarga';
export type { CorridaRespaldo, PuertoRespaldos, RespaldoEnCarpeta } from './nucleo/respaldos';
