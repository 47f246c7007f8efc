import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoCategoria, CandidatoPedido, CandidatoPerfilStock, Pedido, Usuario } from '@talento/db';
import {
  ESTADOS_PEDIDO_CERRADOS,
  MENSAJES_STOCK_HV,
  mensajeLiberar,
  retienePersona,
  TipoEventoPedido,
  nombreCompleto,
} from '@talento/rules';
import { filtroCliente } from '../../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError } from '../../../../nucleo/errors';
import { filaPersona, soltarPersona } from '../../../candidatos-pedido';
import { registrarEvento } from '../../../pedidos';
import { recalcularNivelPerfilStock } from '../../../stock';
import { bloquearCandidatoHv } from './comun';
import { MENSAJE_LIBERAR_FUERA_DE_ALCANCE } from './mensajes';

/** Active rows of the person in open orders that hold them (what "Liberar" takes them out of). */
async function filasQueRetienen(tx: EntityManager, candidatoId: number): Promise<CandidatoPedido[]> {
  const filas = await tx.find(
    CandidatoPedido,
    {
      candidato: candidatoId,
      activo: true,
      pedido: { estadoPedido: { $nin: [...ESTADOS_PEDIDO_CERRADOS] } },
    },
    { populate: ['pedido', 'candidato'], orderBy: { id: 'asc' }, refresh: true },
  );
  return filas.filter((f) => retienePersona(filaPersona(f)));
}

/**
 * `hojasDeVida.liberar` (spec 03 §5, §7 "PUT release candidate"; spec 01 §8 "Recuerda que cuando liberas al
 * candidato del pedido actual, no podrás seguir realizándole gestión para este pedido"): "El candidato ya esta
 * disponible" when availability is already 0; otherwise, in one transaction, the person leaves the order that
 * holds them (activo false, liberado, event 5 in that order's log), their availability and stock availability
 * become 0 and their current stock placements (category, stock profile) end. An order outside the user's
 * clients is not touched: the release is refused. Lock order as everywhere: orders, their rows, the person.
 */
export async function liberarCandidato(
  em: EntityManager,
  usuario: UsuarioSesion,
  candidatoId: number,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const previas = await tx.find(
      CandidatoPedido,
      { candidato: candidatoId, activo: true },
      { fields: ['id', 'pedido'], orderBy: { id: 'asc' } },
    );
    const pedidoIds = [...new Set(previas.map((f) => f.pedido.id))].sort((a, b) => a - b);
    if (pedidoIds.length) {
      await tx
        .createQueryBuilder(Pedido)
        .select('id')
        .where({ id: { $in: pedidoIds } })
        .orderBy({ id: 'asc' })
        .setLockMode(LockMode.PESSIMISTIC_WRITE)
        .execute('all', false);
      await tx
        .createQueryBuilder(CandidatoPedido)
        .select('id')
        .where({ id: { $in: previas.map((f) => f.id) } })
        .orderBy({ id: 'asc' })
        .setLockMode(LockMode.PESSIMISTIC_WRITE)
        .execute('all', false);
    }
    const candidato = await bloquearCandidatoHv(tx, candidatoId);
    const ya = mensajeLiberar(candidato.disponibilidad);
    if (ya) throw new AppError('BAD_REQUEST', ya);
    const filas = await filasQueRetienen(tx, candidatoId);
    if (filas.length) {
      const enAlcance = await tx.count(Pedido, {
        $and: [{ id: { $in: filas.map((f) => f.pedido.id) } }, filtroCliente(usuario.alcance)],
      });
      if (enAlcance !== new Set(filas.map((f) => f.pedido.id)).size)
        throw new AppError('FORBIDDEN', MENSAJE_LIBERAR_FUERA_DE_ALCANCE);
    }
    const actor = tx.getReference(Usuario, usuario.id);
    for (const f of filas) {
      f.activo = false;
      f.liberado = true;
      f.fechaCambioEstado = ahora;
      f.modificadoPor = actor;
      registrarEvento(tx, f.pedido, {
        tipoEvento: TipoEventoPedido.CANDIDATO_REMOVIDO,
        actorId: usuario.id,
        pool: f.pool,
        poolNuevo: null,
        candidatoNombre: nombreCompleto(f.candidato),
        fecha: ahora,
      });
    }
    soltarPersona(candidato);
    await tx.nativeUpdate(CandidatoCategoria, { candidato: candidato.id, estado: 1 }, { estado: 2 });
    // Leaving a pool changes its level: recomputed in this transaction, like every other pool change (issue 16).
    const pools = await tx.find(
      CandidatoPerfilStock,
      { candidato: candidato.id, estado: 1 },
      { fields: ['perfilStock'] },
    );
    await tx.nativeUpdate(CandidatoPerfilStock, { candidato: candidato.id, estado: 1 }, { estado: 2 });
    await tx.flush();
    await recalcularNivelPerfilStock(tx, ahora, [...new Set(pools.map((p) => p.perfilStock.id))]);
    return { disponibilidad: 0, msj: MENSAJES_STOCK_HV.liberado };
  });
}
