export { Boton, type BotonProps } from './boton';
export { BotonConMotivo, type BotonConMotivoProps } from './boton-con-motivo';
export { BotonExportar, type BotonExportarProps } from './boton-exportar';
export { PieConfirmacion, PieFormulario } from './pie-confirmacion';
export {
  PieFormularioFijo,
  TEXTO_CAMBIOS_SIN_GUARDAR,
  TEXTO_DESCARTAR_CAMBIOS,
  type PieFormularioFijoProps,
} from './pie-formulario-fijo';
export { Spinner } from './spinner';
export { CampoEtiquetado, CLASE_CONTROL, unirIds, type AriaDeCampo } from './campo-etiquetado';
export { CampoTexto, type CampoTextoProps } from './campo-texto';
export { DialogoConfirmacion, type DialogoConfirmacionProps } from './dialogo-confirmacion';
export { EstadoVacio } from './estado-vacio';
export { FallaDeCarga, useAvisoDeFalla } from './falla-de-carga';
export { LimiteDeCarga, esFallaDeModulo } from './limite-de-carga';
export { ErrorDeConexion, esFallaDeConexion, esFallaPorTiempo } from './errores-conexion';
export { useEnLinea } from './estado-conexion';
export { AvisoSinConexion } from './aviso-sin-conexion';
export {
  mensajeSesionSinRespuesta,
  pantallaSinRespuestaDeSesion,
  SesionSinRespuesta,
  type ConsultaDeSesion,
} from './sesion-sin-respuesta';
export { SaltarAlContenido, ID_CONTENIDO } from './saltar-al-contenido';
export {
  Notificaciones,
  notificar,
  mostrarError,
  aErrorDeServidor,
  SEGUNDOS_DESHACER,
} from './notificaciones';
export { limpiarFiltrosRecordados, CLAVE_FILTROS } from './filtros-recordados';
export { useTeclaRetroceso } from './tecla-retroceso';
export { FormularioLogin, mensajeDeLogin, type FormularioLoginProps } from './formulario-login';
export { recibirPermisos, type OpcionesPermisos } from './ingreso';
export { useIngreso, type OpcionesIngreso } from './use-ingreso';
export { useRedirigirSinSesion } from './redirigir-sin-sesion';
export { PARAMETRO_REGRESO } from './parametro-regreso';
export { rutaDeRegreso } from './ruta-de-regreso';
export {
  paginaPerezosa,
  precargarRutasActuales,
  type PaginaPerezosa,
  type PrecargaDeRuta,
} from './pagina-perezosa';
export { TrasPintar } from './tras-pintar';
export { useIrAlLogin } from './use-ir-al-login';
export { useRutaDeRegreso } from './use-ruta-de-regreso';
export { Typeahead, type OpcionTypeahead, type TypeaheadProps } from './typeahead';
export { CampoCatalogo, type CampoCatalogoProps } from './campo-catalogo';
export { SelectorFecha, type SelectorFechaProps, type ControlFecha } from './selector-fecha';
export { SelectorFechaIso, type SelectorFechaIsoProps } from './selector-fecha-iso';
export { AreaTexto, CampoArea, type AreaTextoProps, type CampoAreaProps } from './area-texto';
export { validarConAviso } from './validar-con-aviso';
export { Casilla, Seleccion } from './campos-formulario';
export { Modal, type ModalProps } from './modal';
export { FormularioComentario, type FormularioComentarioProps } from './formulario-comentario';
export { ItemComentario, type ItemComentarioProps } from './item-comentario';
export { RegionAnuncios, anunciar } from './anuncios';
export { Tabla, type TablaProps, type SeleccionTabla } from './tabla/tabla';
export { columnasDe, type ColumnasTabla, type MetaColumna } from './tabla/caracteristicas';
export { Paginador } from './paginador';
export { Dato, Rejilla } from './dato';
export { PalabrasResaltadas, Resaltado } from './resaltado';
export { Seccion } from './seccion';
export { InsigniaEstado, type Tono } from './insignia-estado';
export { DesglosePuntaje, type DesglosePuntajeProps, type PartePuntaje } from './desglose-puntaje';
export { useRecordado } from './use-recordado';
export { idDeRuta, useIdRuta } from './use-id-ruta';
export { OpcionRecordada } from './opcion-recordada';

export { CampoDinero, type CampoDineroProps } from './campo-dinero';
export { CampoNumero, type CampoNumeroProps } from './campo-numero';
export type { ValorNumerico } from './entrada-numerica';
export {
  alFallarFormulario,
  ponerErroresDelServidor,
  type OpcionesErroresServidor,
} from './errores-servidor';
export { useFormulario, type OpcionesFormulario } from './use-formulario';
export { propsDeControl } from './props-de-control';
export { resolverDeValidacion, type Validacion } from './resolver-de-validacion';
export {
  CampoArchivo,
  CampoArchivos,
  type CampoArchivoProps,
  type CampoArchivosProps,
} from './campo-archivo';
export { CampoDecimal, type CampoDecimalProps } from './campo-decimal';
export {
  GrupoOpciones,
  type AriaDeOpcion,
  type ControlGrupo,
  type GrupoOpcionesProps,
} from './grupo-opciones';
export { avisarPrimerError, mensajeCampo, primerMensaje } from './mensajes-formulario';
export { resolverZod } from './resolver-zod';
export { CajaComentario, type CajaComentarioProps, type ComentarioEscrito } from './caja-comentario';
export { useFocoEnPrimerError } from './foco-en-primer-error';
export { useConsultaMedios } from './use-consulta-medios';
export {
  FechaIngresoOrden,
  JornadaOrden,
  opcionesCatalogo,
  opcionesCodigoNombre,
  SeleccionCatalogoOrden,
  SeleccionIdOrden,
  type ControlOrden,
} from './orden-contratacion/campos-orden';
export { CuerpoInforme } from './informe-operaciones/cuerpo-informe';
export { TablaInforme, type ExportarTabla } from './informe-operaciones/tabla-informe';
export { AyudaNivel } from './informe-operaciones/ayuda-nivel';
export { TablaTerminos } from './informe-operaciones/tabla-terminos';
export { filasInforme, textoDiferencia, type FilaInforme } from './informe-operaciones/filas-informe';
export { columnaDePeriodo, columnaPromedio, type ColumnaTabla } from './informe-operaciones/columnas-informe';
export type {
  CifraElegida,
  CifrasInforme,
  ColumnaInforme,
  InformeOperaciones,
} from './informe-operaciones/tipos';
