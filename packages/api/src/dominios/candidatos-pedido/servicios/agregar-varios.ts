/**
 * "Agregar seleccionados" (issue 35): several registered people into one order's pre-selected pool, in ONE
 * transaction. Every person is checked by the single "Agregar" (vincularCandidato); when any is refused, nobody is
 * added and the message names each refused person with their reason (not only the first one).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato } from '@talento/db';
import {
  MENSAJES_CANDIDATO,
  MENSAJES_LOTE,
  MENSAJES_PIPELINE,
  nombreCompleto,
  pedidoAdmiteCandidatos,
  type EntradaAgregarVarios,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { cargarPedidoParaGestionar, exigirFacDefinido } from './cargar';
import { bloquearCandidato, resultadoDe, type ResultadoAccionCandidato } from './comun';
import type { ResultadoLote } from './lote';
import { vincularCandidato } from './vincular';

/** `candidatosPedido.agregarVarios`: all added (pre-selected, availability 1, one event each) or none. */
export async function agregarVarios(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaAgregarVarios,
  ahora: Date,
): Promise<ResultadoLote> {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedidoParaGestionar(tx, usuario.alcance, entrada.pedidoId);
    // What refuses the order refuses everyone alike: said once.
    if (!pedidoAdmiteCandidatos(pedido.estadoPedido))
      throw new AppError('BAD_REQUEST', MENSAJES_CANDIDATO.etapa);
    exigirFacDefinido(pedido);
    const ids = [...entrada.candidatoIds].sort((a, b) => a - b);
    if ((await tx.count(Candidato, { id: { $in: ids } })) !== ids.length)
      throw new AppError('NOT_FOUND', MENSAJES_PIPELINE.noEncontrado);

    const agregados: ResultadoAccionCandidato[] = [];
    const rechazos: string[] = [];
    for (const id of ids) {
      const candidato = await bloquearCandidato(tx, id);
      try {
        const cp = await vincularCandidato(tx, pedido, candidato, usuario.id, ahora);
        await tx.flush();
        agregados.push(resultadoDe(cp, MENSAJES_PIPELINE.agregado));
      } catch (e) {
        // A rule's refusal (checked before anything is written for that person) is collected; anything else aborts.
        if (!(e instanceof AppError) || e.code !== 'BAD_REQUEST') throw e;
        rechazos.push(MENSAJES_LOTE.deCandidato(nombreCompleto(candidato), e.message));
      }
    }
    // Rolls the whole transaction back: the people already linked in it are not added either.
    if (rechazos.length) throw new AppError('BAD_REQUEST', MENSAJES_LOTE.noAgregados(rechazos));
    return {
      candidatos: agregados.map(({ mensaje: _m, ...r }) => r),
      mensaje: MENSAJES_LOTE.agregados(agregados.length),
    };
  });
}
