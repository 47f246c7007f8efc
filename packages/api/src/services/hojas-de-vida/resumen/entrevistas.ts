import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntrevistaVideo } from '@talento/db';
import { noEncontrado } from '../../../errors';

/**
 * Replaces the comment of one video-interview answer (spec 03 §7), in one transaction with the row locked
 * (two editors save one after the other; the last one wins). NOT_FOUND for an unknown id.
 */
export async function comentarEntrevista(em: EntityManager, entrada: { id: number; comentario: string }) {
  return em.transactional(async (tx) => {
    const e = await tx.findOne(EntrevistaVideo, { id: entrada.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!e) throw noEncontrado();
    e.comentario = entrada.comentario;
    await tx.flush();
    return { id: e.id, orden: e.orden, pregunta: e.pregunta ?? null, comentario: e.comentario, video: e.video ?? null };
  });
}
