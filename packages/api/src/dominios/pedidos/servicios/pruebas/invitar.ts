/**
 * Inviting people to an order's digital tests (spec 01 §2 "/pedido-programados", §3 "Scheduled candidate"): each
 * e-mail gets (or keeps) its CandidatoProgramado row, the chosen tests go to 1 Programada (a Presentada test stays
 * locked) and one invitation call to the test platform is queued per e-mail, all in the caller's transaction.
 * Scheduling a video interview sets `entrevista` to Programada and queues the interview call.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, CandidatoProgramado, type Pedido } from '@talento/db';
import {
  EstadoPruebaProgramada,
  MENSAJES_PRUEBAS_PEDIDO as M,
  pruebasRequeridas,
  separarCorreos,
  type AlcanceClientes,
} from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';
import { encolarLlamadaPruebas } from '../../../../nucleo/integraciones/pruebas-outbox';
import { cargarPedido } from '../cargar';
import { COLUMNA_DE_PRUEBA, type CodigoPruebaProgramada } from './programados';

/**
 * Splits a semicolon-separated list (lower-cased, once each); the first entry that is not an e-mail is refused by
 * name. The procedure's input schema already refuses it on the field; this guards the other callers.
 */
export function correosDeLista(lista: string): string[] {
  const r = separarCorreos(lista);
  if (!r.ok) throw new AppError('BAD_REQUEST', r.mensaje);
  return [...new Set(r.correos.map((c) => c.toLowerCase()))];
}

async function programado(
  tx: EntityManager,
  pedido: Pedido,
  correo: string,
  ahora: Date,
): Promise<CandidatoProgramado> {
  const existente = await tx.findOne(CandidatoProgramado, { pedido: pedido.id, correo });
  if (existente) return existente;
  const candidato = await tx.findOne(Candidato, { email: correo }, { orderBy: { id: 'asc' } });
  return tx.create(CandidatoProgramado, { pedido, correo, candidato, programaPruebaFecha: ahora });
}

export async function invitarAPruebas(
  tx: EntityManager,
  pedido: Pedido,
  lista: string,
  pruebas: readonly CodigoPruebaProgramada[],
  ahora: Date,
) {
  const correos = correosDeLista(lista);
  if (!pruebas.length || !correos.length) throw new AppError('BAD_REQUEST', M.sinPruebasInvitacion);
  const definidas = new Set(pruebasRequeridas(pedido));
  for (const codigo of pruebas)
    if (!definidas.has(codigo)) throw new AppError('BAD_REQUEST', M.pruebaNoDefinida(codigo));
  const filas: CandidatoProgramado[] = [];
  for (const correo of correos) {
    const fila = await programado(tx, pedido, correo, ahora);
    for (const codigo of pruebas) {
      const columna = COLUMNA_DE_PRUEBA[codigo];
      if (fila[columna] !== EstadoPruebaProgramada.PRESENTADA)
        fila[columna] = EstadoPruebaProgramada.PROGRAMADA;
    }
    fila.programaPruebaFecha = ahora;
    encolarLlamadaPruebas(tx, {
      operacion: 'invitacion',
      pedidoId: pedido.id,
      correo,
      pruebas: [...pruebas],
    });
    filas.push(fila);
  }
  await tx.flush();
  return filas;
}

export async function programarEntrevista(tx: EntityManager, pedido: Pedido, lista: string, ahora: Date) {
  if (!pedido.pruebaEntrevistas) throw new AppError('BAD_REQUEST', M.sinEntrevista);
  const filas: CandidatoProgramado[] = [];
  for (const correo of correosDeLista(lista)) {
    const fila = await programado(tx, pedido, correo, ahora);
    if (fila.entrevista !== EstadoPruebaProgramada.PRESENTADA)
      fila.entrevista = EstadoPruebaProgramada.PROGRAMADA;
    encolarLlamadaPruebas(tx, { operacion: 'entrevista', pedidoId: pedido.id, correo });
    filas.push(fila);
  }
  await tx.flush();
  return filas;
}

/** Invites (or schedules interviews for) a list of e-mails on an order in `alcance`, in its own transaction. */
export async function invitarEnPedido(
  em: EntityManager,
  alcance: AlcanceClientes,
  entrada: { pedidoId: number; correos: string; pruebas: readonly CodigoPruebaProgramada[] | 'entrevista' },
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const pedido = await cargarPedido(tx, alcance, entrada.pedidoId);
    const filas =
      entrada.pruebas === 'entrevista'
        ? await programarEntrevista(tx, pedido, entrada.correos, ahora)
        : await invitarAPruebas(tx, pedido, entrada.correos, entrada.pruebas, ahora);
    return filas.map((f) => ({ id: f.id, correo: f.correo }));
  });
}
