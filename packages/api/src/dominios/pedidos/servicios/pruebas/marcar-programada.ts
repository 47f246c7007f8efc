/**
 * The checkbox of one test of one scheduled candidate on `/pedido-programados` (spec 01 §3 "Scheduled candidate":
 * scheduled and not scheduled can be ticked, presented is locked). Ticking (→ 1 Programada) queues the platform
 * invitation for that one test, the same outbox call as `invitarPruebas` (the video interview: the interview call);
 * unticking (→ 3 No programada) queues nothing: the platform has no "uninvite" (docs/decisiones/pruebas-psicotecnicas.md).
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoProgramado } from '@talento/db';
import {
  desprogramarPrueba,
  EstadoPruebaProgramada,
  MENSAJES_PRUEBAS_PEDIDO as M,
  programarPrueba,
  pruebasRequeridas,
  type AlcanceClientes,
  type EntradaMarcarPruebaProgramada,
} from '@talento/rules';
import { AppError, noEncontrado } from '../../../../nucleo/errors';
import { encolarLlamadaPruebas } from '../../../../nucleo/integraciones/pruebas-outbox';
import { cargarPedido } from '../cargar';
import { COLUMNA_DE_PRUEBA } from './programados';

export async function marcarPruebaProgramada(
  em: EntityManager,
  alcance: AlcanceClientes,
  e: EntradaMarcarPruebaProgramada,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedido(tx, alcance, e.pedidoId);
    // Row lock: two clicks on the same row (two tabs, two users) apply one after the other, each on the fresh state.
    const fila = await tx.findOne(
      CandidatoProgramado,
      { id: e.programadoId, pedido: pedido.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!fila) throw noEncontrado();
    if (!pruebasRequeridas(pedido).includes(e.prueba))
      throw new AppError('BAD_REQUEST', M.pruebaNoDefinida(e.prueba));
    const columna = COLUMNA_DE_PRUEBA[e.prueba];
    const antes = fila[columna];
    const r = e.programada ? programarPrueba(antes) : desprogramarPrueba(antes);
    if (!r.ok) throw new AppError('BAD_REQUEST', r.mensaje);
    fila[columna] = r.estadoNuevo;
    // Only a real change to Programada invites: ticking an already scheduled test sends nothing twice.
    if (r.estadoNuevo === EstadoPruebaProgramada.PROGRAMADA && antes !== EstadoPruebaProgramada.PROGRAMADA) {
      fila.programaPruebaFecha = ahora;
      encolarLlamadaPruebas(
        tx,
        e.prueba === 'ENTREVISTA'
          ? { operacion: 'entrevista', pedidoId: pedido.id, correo: fila.correo }
          : { operacion: 'invitacion', pedidoId: pedido.id, correo: fila.correo, pruebas: [e.prueba] },
      );
    }
    await tx.flush();
    return { id: fila.id, prueba: e.prueba, estado: fila[columna] };
  });
}
