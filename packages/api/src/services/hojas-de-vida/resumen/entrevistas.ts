import type { EntityManager } from '@mikro-orm/postgresql';
import { EntrevistaVideo } from '@talento/db';
import { noEncontrado } from '../../../errors';

/** One video-interview answer as the digital-tests panel shows it. */
export function entrevistaDto(e: EntrevistaVideo) {
  return { id: e.id, orden: e.orden, pregunta: e.pregunta ?? null, comentario: e.comentario ?? null, video: e.video ?? null };
}

/**
 * Replaces the comment of one video-interview answer (spec 03 §7): a single-row update (flush runs in a
 * transaction; of two editors the last one wins). NOT_FOUND for an unknown id.
 */
export async function comentarEntrevista(em: EntityManager, entrada: { id: number; comentario: string }) {
  const e = await em.findOne(EntrevistaVideo, { id: entrada.id });
  if (!e) throw noEncontrado();
  e.comentario = entrada.comentario;
  await em.flush();
  return entrevistaDto(e);
}
