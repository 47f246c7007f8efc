/** What other domains may use of `stock`: they import from here, never from a file inside the folder. */
export {
  exigirUbicableEnCategoria,
  ubicarEnCategoria,
} from './candidatos-categoria/servicios/candidato-categoria';
export { ponerManejaStock } from './clientes/servicio';
export { enviarAStock } from './pedidos/servicios/enviar-a-stock';
export { recalcularNivelPerfilStock } from './servicios/nivel';
export { puntajesEnPedido } from './servicios/puntaje-en-pedido';
export { listarPendientesConPuntaje } from './servicios/pendientes-con-puntaje';
export { listarSugeridos } from './servicios/sugeridos';
