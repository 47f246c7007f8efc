/**
 * Bulk Seleccionar and Descartar (issue 13): the single action's service applied to each candidate, inside ONE
 * transaction. Each single call opens a savepoint inside it; the first refusal (a stale version, a transition
 * the machine refuses, a reading that fails) propagates and rolls the whole batch back, so nothing is written.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  MENSAJES_LOTE,
  type EntradaDescartarVarios,
  type EntradaSeleccionarVarios,
  type EntradaValidarVarios,
  nombreCompleto,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { sqlAlcance } from '../../../nucleo/sql/alcance';
import { Parametros } from '../../../nucleo/sql/parametros';
import { cargarPedidoParaGestionar } from './cargar';
import { type ResultadoAccionCandidato } from './comun';
import { cambiarEstadoCandidato } from './estado';
import { seleccionarCandidato } from './seleccion';

interface Lote {
  pedidoId: number;
  candidatos: readonly { id: number; version: number }[];
}

export interface ResultadoLote {
  candidatos: Omit<ResultadoAccionCandidato, 'mensaje'>[];
  mensaje: string;
}

/**
 * Locks the order (in the caller's scope, past the FAC gate), then checks in one scoped query that every
 * candidate is a row of THIS order; answers their names by id for the messages. Whether each one may take the
 * action is the single service's business (state machine, version).
 */
async function nombresDelLote(
  tx: EntityManager,
  usuario: UsuarioSesion,
  lote: Lote,
): Promise<Map<number, string>> {
  await cargarPedidoParaGestionar(tx, usuario.alcance, lote.pedidoId);
  const q = new Parametros();
  const ids = lote.candidatos.map((c) => q.v(c.id)).join(', ');
  const filas = await tx.execute<
    { id: number; nombre1: string; nombre2: string | null; apellido1: string; apellido2: string | null }[]
  >(
    `select cp.id, c.nombre1, c.nombre2, c.apellido1, c.apellido2
      from candidato_pedido cp join pedido p on p.id = cp.pedido_id join candidato c on c.id = cp.candidato_id
      where cp.id in (${ids}) and cp.pedido_id = ${q.v(lote.pedidoId)}${sqlAlcance(q, usuario.alcance)}`,
    q.valores,
  );
  if (filas.length !== lote.candidatos.length) throw new AppError('BAD_REQUEST', MENSAJES_LOTE.ajeno);
  return new Map(filas.map((f) => [f.id, nombreCompleto(f)]));
}

/** Runs `accion` on each candidate (by id, the lock order), naming the candidate in a rule's refusal. */
async function aplicarEnLote(
  em: EntityManager,
  usuario: UsuarioSesion,
  lote: Lote,
  accion: (tx: EntityManager, c: { id: number; version: number }) => Promise<ResultadoAccionCandidato>,
  mensaje: (n: number) => string,
): Promise<ResultadoLote> {
  return em.transactional(async (tx) => {
    const nombres = await nombresDelLote(tx, usuario, lote);
    const hechos: ResultadoAccionCandidato[] = [];
    for (const c of [...lote.candidatos].sort((a, b) => a.id - b.id)) {
      try {
        hechos.push(await accion(tx, c));
      } catch (e) {
        // A rule's refusal says which candidate stopped the batch; a conflict keeps the usual message.
        if (e instanceof AppError && e.code === 'BAD_REQUEST')
          throw new AppError(
            'BAD_REQUEST',
            MENSAJES_LOTE.deCandidato(nombres.get(c.id) ?? '', e.message),
            e.detalle,
          );
        throw e;
      }
    }
    return {
      candidatos: hechos.map((r) => ({
        id: r.id,
        version: r.version,
        estado: r.estado,
        pool: r.pool,
        activo: r.activo,
      })),
      mensaje: mensaje(hechos.length),
    };
  });
}

/** `candidatosPedido.seleccionarVarios`: pre-selected → selected for each, with the three readings of each. */
export function seleccionarVarios(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaSeleccionarVarios,
  ahora: Date,
): Promise<ResultadoLote> {
  return aplicarEnLote(
    em,
    usuario,
    entrada,
    (tx, c) => seleccionarCandidato(tx, usuario, c, ahora),
    MENSAJES_LOTE.seleccionados,
  );
}

/** `candidatosPedido.validarVarios`: "Validar" (the client's acceptance) for each, as the single action does. */
export function validarVarios(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaValidarVarios,
  ahora: Date,
): Promise<ResultadoLote> {
  return aplicarEnLote(
    em,
    usuario,
    entrada,
    (tx, c) => cambiarEstadoCandidato(tx, usuario, { ...c, accion: 'validar' }, ahora),
    MENSAJES_LOTE.validados,
  );
}

/** `candidatosPedido.descartarVarios`: the same discard form (reason, follow-up, bar) applied to each. */
export function descartarVarios(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaDescartarVarios,
  ahora: Date,
): Promise<ResultadoLote> {
  const { pedidoId: _p, candidatos: _c, ...descarte } = entrada;
  return aplicarEnLote(
    em,
    usuario,
    entrada,
    (tx, c) => cambiarEstadoCandidato(tx, usuario, { ...c, accion: 'rechazar', ...descarte }, ahora),
    MENSAJES_LOTE.descartados,
  );
}
