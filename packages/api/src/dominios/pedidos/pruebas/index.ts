import { definirPruebasPedido } from './definir';
import { marcarPruebaProgramadaPedido } from './marcar-programada';
import { opcionesPruebasPedido } from './opciones';
import { reemplazarPreguntasPedido } from './reemplazar-preguntas';
import { invitarPruebasPedido, programadosPedido } from './programados';

/** The order's tests (issue 17: define them, invite people, follow them), merged into `pedidos`. */
export const procedimientosPruebas = {
  opcionesPruebas: opcionesPruebasPedido,
  definirPruebas: definirPruebasPedido,
  reemplazarPreguntasEntrevista: reemplazarPreguntasPedido,
  programados: programadosPedido,
  invitarPruebas: invitarPruebasPedido,
  marcarPruebaProgramada: marcarPruebaProgramadaPedido,
};
