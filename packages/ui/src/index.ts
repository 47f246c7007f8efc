export { Boton, type BotonProps } from './boton';
export { Spinner } from './spinner';
export { CampoTexto, type CampoTextoProps } from './campo-texto';
export { DialogoConfirmacion, type DialogoConfirmacionProps } from './dialogo-confirmacion';
export { EstadoVacio } from './estado-vacio';
export { Notificaciones, notificar, mostrarError, aErrorDeServidor } from './notificaciones';
export { limpiarFiltrosRecordados, CLAVE_FILTROS } from './filtros-recordados';
export { crearClienteTrpc } from './trpc-cliente';
export { useTeclaRetroceso } from './tecla-retroceso';
