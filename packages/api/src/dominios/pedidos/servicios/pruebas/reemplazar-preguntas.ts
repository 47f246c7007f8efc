import type { EntityManager } from '@mikro-orm/postgresql';
import { PreguntaEntrevista } from '@talento/db';
import {
  EstadoPedido,
  MENSAJES_PRUEBAS_PEDIDO as M,
  problemasEntrevista,
  type EntradaPreguntasEntrevista,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError, errorDeCampos } from '../../../../nucleo/errors';
import { configPruebas } from '../../../../nucleo/integraciones/pruebas';
import { encolarLlamadaPruebas } from '../../../../nucleo/integraciones/pruebas-outbox';
import { cargarPedidoParaEscribir } from '../cargar';
import { catalogosPruebas } from './contexto';

/**
 * `pedidos.reemplazarPreguntasEntrevista` (spec 01 §7 "Remove and create interview questions for an order"): the
 * order's video-interview questions are removed and the new list created, within the configured limits and answer
 * times (the same rule as the definition), on an open order in scope whose interview is defined, version checked.
 * The process call to the test platform is queued again (it reads the questions at delivery), in the same
 * transaction; a refusal changes nothing.
 */
export async function reemplazarPreguntas(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaPreguntasEntrevista,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedidoParaEscribir(tx, usuario.alcance, entrada.pedidoId, entrada.version);
    if (pedido.estadoPedido === EstadoPedido.CANCELADO || pedido.estadoPedido === EstadoPedido.TERMINADO)
      throw new AppError('BAD_REQUEST', M.pedidoCerrado);
    if (!pedido.pruebaEntrevistas) throw new AppError('BAD_REQUEST', M.sinEntrevista);
    const { limites, tiempos } = await catalogosPruebas(tx);
    const problemas = problemasEntrevista(entrada.entrevista, {
      limites,
      tiempos: new Set(tiempos.map((t) => t.minutos)),
    });
    if (Object.keys(problemas).length > 0) throw errorDeCampos(problemas);

    await tx.nativeDelete(PreguntaEntrevista, { pedido: pedido.id });
    entrada.entrevista.forEach((q, orden) =>
      tx.create(PreguntaEntrevista, { pedido, pregunta: q.pregunta, tiempo: q.tiempo, orden }),
    );
    // The order's version moves on: a form opened before this change is refused, not applied over it.
    pedido.actualizadoEn = ahora;
    encolarLlamadaPruebas(tx, { operacion: 'proceso', pedidoId: pedido.id });
    await tx.flush();
    return {
      pedidoId: pedido.id,
      version: pedido.version,
      mensaje: M.preguntasReemplazadas,
      aviso: configPruebas() ? null : M.plataformaNoConfigurada,
    };
  });
}
