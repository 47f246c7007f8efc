/** What other domains may use of `pedidos`: they import from here, never from a file inside the folder. */
export { cargarPedido, cargarPedidoParaEscribir } from './servicios/cargar';
export { type Consulta, momentoDe } from './servicios/dashboard-consulta';
export { SQL_PEDIDO_ORDINARIO, sqlEsDelUsuario, sqlTranscurridos } from './servicios/dashboard-sql';
export { nombreDeUsuario } from './servicios/detalle';
export { registrarCambioEstado, registrarCambioEstadoCandidato, registrarEvento } from './servicios/eventos';
export { escribirOtrosAuxilios } from './servicios/formulario-campos';
export { perfilesAprobados } from './servicios/formulario-lectura';
export { cargarCliente } from './servicios/formulario-validacion';
export { aprobarLineas, crearLineaHija, ponerEstadoMulticiudad } from './servicios/lineas-multiciudad';
export { calificacionUnidaDelPedido } from './servicios/pruebas/calificacion-del-pedido';
export { registrarCalificacionEnPedido } from './servicios/pruebas/registrar-calificacion';
export { invitarEnPedido } from './servicios/pruebas/invitar';
