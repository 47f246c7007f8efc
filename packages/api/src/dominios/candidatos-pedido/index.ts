/** What other domains may use of `candidatos-pedido`: they import from here, never from a file inside the folder. */
export { agregarCandidato } from './servicios/agregar';
export {
  cargarCandidatoPedido,
  cargarCandidatoPedidoParaEscribir,
  cargarPedidoParaGestionar,
  exigirFacDefinido,
} from './servicios/cargar';
export { bloquearCandidato, patronBusqueda } from './servicios/comun';
export { type ContactoDto, contactosDeCliente } from './servicios/contactos';
export {
  cerrarCandidatosDelPedido,
  filaPersona,
  soltarPersona,
  trasVencerStock,
  ubicarPersonaEnCategoria,
} from './servicios/disponibilidad';
export { enviarSeleccionados } from './servicios/envio-cliente';
export { vincularCandidato } from './servicios/vincular';
