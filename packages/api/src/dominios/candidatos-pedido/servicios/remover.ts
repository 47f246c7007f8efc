import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoEspontaneo, Postulado, Usuario } from '@talento/db';
import {
  Disponibilidad,
  MENSAJES_PIPELINE,
  TipoEventoPedido,
  transicionCandidato,
  nombreCompleto,
} from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../nucleo/context';
import { noEncontrado } from '../../../nucleo/errors';
import { registrarEvento } from '../../pedidos';
import { cargarCandidatoPedidoParaEscribir, exigirFacDefinido } from './cargar';
import { soltarPersona } from './disponibilidad';
import {
  bloquearCandidato,
  exigirTransicion,
  resultadoDe,
  situacionDe,
  type ResultadoAccionCandidato,
} from './comun';

/**
 * `candidatosPedido.remover`: a pre-selected candidate leaves the order (activo false) and is barred from it
 * (postulado betado true, created when missing); the person is free again; event type 5, one transaction.
 */
export async function removerCandidato(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { id: number; version: number },
  ahora: Date,
): Promise<ResultadoAccionCandidato> {
  return em.transactional(async (tx) => {
    const cp = await cargarCandidatoPedidoParaEscribir(tx, usuario.alcance, entrada.id, entrada.version);
    const r = transicionCandidato('remover', situacionDe(cp), 'staff');
    exigirTransicion(r);
    cp.activo = r.activoNuevo;
    cp.betado = true;
    cp.fechaCambioEstado = ahora;
    cp.modificadoPor = tx.getReference(Usuario, usuario.id);
    const candidato = await bloquearCandidato(tx, cp.candidato.id);
    const postulado = await tx.findOne(Postulado, { pedido: cp.pedido.id, candidato: candidato.id });
    if (postulado) {
      postulado.betado = true;
      postulado.disponibilidad = Disponibilidad.LIBRE;
    } else {
      tx.create(Postulado, {
        pedido: cp.pedido,
        candidato,
        perfil: cp.pedido.perfilSeleccion,
        disponibilidad: Disponibilidad.LIBRE,
        betado: true,
        fechaPostulacion: ahora,
      });
    }
    soltarPersona(candidato);
    registrarEvento(tx, cp.pedido, {
      tipoEvento: TipoEventoPedido.CANDIDATO_REMOVIDO,
      actorId: usuario.id,
      pool: cp.pool,
      poolNuevo: null,
      candidatoNombre: nombreCompleto(candidato),
      fecha: ahora,
    });
    await tx.flush();
    return resultadoDe(cp, MENSAJES_PIPELINE.removido);
  });
}

/** `candidatosPedido.removerEspontaneo`: an unregistered candidate leaves the order (stages 2–3); event type 6. */
export async function removerEspontaneo(
  em: EntityManager,
  usuario: UsuarioSesion,
  id: number,
  ahora: Date,
): Promise<{ id: number; mensaje: string }> {
  return em.transactional(async (tx) => {
    await tx
      .createQueryBuilder(CandidatoEspontaneo)
      .select('id')
      .where({ id })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute('all', false);
    const ce = await tx.findOne(
      CandidatoEspontaneo,
      { $and: [{ id }, filtroCliente(usuario.alcance, 'pedido.cliente')] },
      { populate: ['pedido'], refresh: true },
    );
    // Appointment-only spontaneous candidates have no order: the scope filter above already leaves them out.
    if (!ce?.pedido) throw noEncontrado();
    const pedido = ce.pedido;
    exigirFacDefinido(pedido);
    const r = transicionCandidato(
      'remover',
      { estado: 0, pool: 0, activo: ce.activo, etapaPedido: pedido.estadoPedido },
      'staff',
      true,
    );
    exigirTransicion(r);
    ce.activo = false;
    registrarEvento(tx, pedido, {
      tipoEvento: TipoEventoPedido.ESPONTANEO_REMOVIDO,
      actorId: usuario.id,
      candidatoEspontaneoNombre: `${ce.nombres} ${ce.apellidos}`,
      fecha: ahora,
    });
    await tx.flush();
    return { id: ce.id, mensaje: MENSAJES_PIPELINE.espontaneoRemovido };
  });
}
