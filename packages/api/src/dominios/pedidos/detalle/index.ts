import { actualizarCentroCosto } from './actualizar-centro-costo';
import { avanzarEtapa } from './avanzar-etapa';
import { cancelar } from './cancelar';
import { comentar } from './comentar';
import { comentarios } from './comentarios';
import { detalle } from './detalle';
import { eventos } from './eventos';
import { evidenciaCancelacion } from './evidencia-cancelacion';
import { finalizar } from './finalizar';

/** Procedures of the order detail and cancellation (merged into the `pedidos` router). */
export const procedimientosDetalle = {
  detalle,
  avanzarEtapa,
  finalizar,
  cancelar,
  evidenciaCancelacion,
  actualizarCentroCosto,
  comentarios,
  comentar,
  eventos,
};
