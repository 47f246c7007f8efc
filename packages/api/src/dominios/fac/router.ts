import { router } from '../../nucleo/trpc';
import { configuracion } from './configuracion';
import { crear } from './crear';
import { crearEtiqueta } from './crear-etiqueta';
import { cuestionarioCandidato } from './cuestionario-candidato';
import { definirPedido } from './definir-pedido';
import { editar } from './editar';
import { enviarEnlace } from './enviar-enlace';
import { etiquetas } from './etiquetas';
import { indicador } from './indicador';
import { lista } from './lista';
import { obtener } from './obtener';
import { enviar } from './responder/enviar';
import { obtener as obtenerCuestionario } from './responder/obtener';
import { resultadosPedido } from './resultados-pedido';
import { sugeridosPedido } from './sugeridos-pedido';
import { trazas } from './trazas';

/** `fac.*`: filter-question groups (spec 02/03), the order's FAC, candidate links and the public answer page. */
export const facRouter = router({
  lista,
  obtener,
  crear,
  editar,
  trazas,
  etiquetas,
  crearEtiqueta,
  configuracion,
  indicador,
  sugeridosPedido,
  definirPedido,
  enviarEnlace,
  resultadosPedido,
  cuestionarioCandidato,
  responder: router({ obtener: obtenerCuestionario, enviar }),
});
