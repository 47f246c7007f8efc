import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntrevistaVideo } from '@talento/db';
import type { AlcanceClientes, EntradaComentarEntrevista } from '@talento/rules';
import { filtroPedidoOpcional } from '../../../../nucleo/sql/alcance';
import { conflicto, noEncontrado } from '../../../../nucleo/errors';

/** One video-interview answer as the digital-tests panel shows it (with the version its edit sends back). */
export function entrevistaDto(e: EntrevistaVideo) {
  return {
    id: e.id,
    orden: e.orden,
    pregunta: e.pregunta ?? null,
    comentario: e.comentario ?? null,
    video: e.video ?? null,
    fecha: e.fecha ?? null,
    version: e.version,
  };
}

/** An interview answer the user may see: its rating has no order, or an order of a client in scope. */
const enAlcance = (id: number, alcance: AlcanceClientes) => ({
  $and: [{ id }, filtroPedidoOpcional(alcance, 'calificacion.pedido')],
});

/**
 * Replaces the comment of one video-interview answer (spec 03 §7). Inside a transaction: locks the row
 * (SELECT … FOR UPDATE, scoped), loads it and checks the version the screen read, so of concurrent editors
 * holding the same version exactly one wins and the others get CONFLICT. NOT_FOUND for an unknown id or an
 * answer of another client's order.
 */
export async function comentarEntrevista(
  em: EntityManager,
  alcance: AlcanceClientes,
  entrada: EntradaComentarEntrevista & { comentario: string },
) {
  return em.transactional(async (tx) => {
    await tx
      .createQueryBuilder(EntrevistaVideo, 'e')
      .select('e.id')
      .leftJoin('e.calificacion', 'c')
      .leftJoin('c.pedido', 'p')
      .where(enAlcance(entrada.id, alcance))
      .setLockMode(LockMode.PESSIMISTIC_WRITE, ['e'])
      .execute('all', false);
    const e = await tx.findOne(EntrevistaVideo, enAlcance(entrada.id, alcance));
    if (!e) throw noEncontrado();
    if (e.version !== entrada.version) throw conflicto();
    e.comentario = entrada.comentario;
    await tx.flush();
    return entrevistaDto(e);
  });
}
