import { agregarAPedido } from './agregar-a-pedido';
import { agregarVariosAPedido } from './agregar-varios-a-pedido';
import { agregarEvidencia } from './agregar-evidencia';
import { agregarRequisito } from './agregar-requisito';
import { crearTipoRequisito } from './crear-tipo-requisito';
import { datosEdicion } from './datos-edicion';
import { destinosStock } from './destinos-stock';
import { editarCandidato } from './editar-candidato';
import { enviarANomina } from './enviar-a-nomina';
import { enviarAStock } from './enviar-a-stock';
import { estadoNomina } from './estado-nomina';
import { evidenciaRequisito } from './evidencia-requisito';
import { liberar } from './liberar';
import { pedidosCompatibles } from './pedidos-compatibles';
import { requisitosPersona } from './requisitos-persona';
import { tiposRequisito } from './tipos-requisito';
import { visibilidadRequisitos } from './visibilidad-requisitos';

/** CV management procedures: requirements, product state, options menu (one file per procedure). */
export const procedimientosGestion = {
  tiposRequisito,
  crearTipoRequisito,
  requisitosPersona,
  agregarRequisito,
  agregarEvidencia,
  evidenciaRequisito,
  visibilidadRequisitos,
  datosEdicion,
  editarCandidato,
  destinosStock,
  enviarAStock,
  liberar,
  pedidosCompatibles,
  agregarAPedido,
  agregarVariosAPedido,
  enviarANomina,
  estadoNomina,
};
