/**
 * "Agregar a pedido" on several people (the CV searches' bulk bar): each person goes through the single "Agregar a
 * pedido" (`agregarCandidato`: the order locked in the user's scope, the FAC gate, the person locked, every rule of the
 * order pipeline and its event) in their OWN transaction, so one refusal does not undo the others; the answer says
 * what happened to each one, with the server's message.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Pedido } from '@talento/db';
import {
  MENSAJES_AGREGAR_VARIOS,
  MENSAJES_CANDIDATO,
  pedidoAdmiteCandidatos,
  type EntradaAgregarVariosAPedido,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError, noEncontrado } from '../../../../nucleo/errors';
import { filtroCliente } from '../../../../nucleo/sql/alcance';
import { agregarCandidato, exigirFacDefinido } from '../../../candidatos-pedido';

export interface ResultadoAgregarUno {
  candidatoId: number;
  agregado: boolean;
  /** "Candidato agregado exitosamente" or the refusal, as the single "Agregar a pedido" says it. */
  mensaje: string;
}

export interface ResultadoAgregarVarios {
  resultados: ResultadoAgregarUno[];
  mensaje: string;
}

/**
 * What refuses the order refuses everyone alike and is said once, before anyone is tried: an order outside the user's
 * scope is NOT_FOUND (as for the single one, so ids cannot be probed), one without FAC or in a stage that takes no
 * candidates is a BAD_REQUEST. Each transaction checks it again under its lock.
 */
async function exigirPedido(em: EntityManager, usuario: UsuarioSesion, pedidoId: number): Promise<void> {
  const pedido = await em.findOne(
    Pedido,
    { $and: [{ id: pedidoId }, filtroCliente(usuario.alcance)] },
    { fields: ['id', 'estadoPedido', 'fac'] },
  );
  if (!pedido) throw noEncontrado();
  exigirFacDefinido(pedido);
  if (!pedidoAdmiteCandidatos(pedido.estadoPedido))
    throw new AppError('BAD_REQUEST', MENSAJES_CANDIDATO.etapa);
}

/** `hojasDeVida.agregarVariosAPedido`: the people in the order sent, each added or refused with its message. */
export async function agregarVariosAPedido(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaAgregarVariosAPedido,
  ahora: Date,
): Promise<ResultadoAgregarVarios> {
  await exigirPedido(em.fork(), usuario, entrada.pedidoId);
  const resultados: ResultadoAgregarUno[] = [];
  for (const candidatoId of entrada.candidatoIds) {
    try {
      // A fresh unit of work per person: nothing read for the previous one is flushed or trusted again.
      const r = await agregarCandidato(
        em.fork(),
        usuario,
        { pedidoId: entrada.pedidoId, candidatoId },
        ahora,
      );
      resultados.push({ candidatoId, agregado: true, mensaje: r.mensaje });
    } catch (e) {
      // A rule's refusal (its transaction rolled back: nothing of that person changed) is reported; anything else
      // (the database down) stops here, the people already added staying added.
      if (!(e instanceof AppError)) throw e;
      resultados.push({ candidatoId, agregado: false, mensaje: e.message });
    }
  }
  const agregados = resultados.filter((r) => r.agregado).length;
  return { resultados, mensaje: MENSAJES_AGREGAR_VARIOS.resumen(agregados, resultados.length) };
}
