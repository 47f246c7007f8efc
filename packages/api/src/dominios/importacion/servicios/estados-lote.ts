/** The user's moves on a batch: confirm (queue it for the job), discard a dry run, cancel a running commit. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { EstadoLote, MENSAJES_IMPORTACION as M } from '@talento/rules';
import { AppError, noEncontrado } from '../../../nucleo/errors';

async function estadoDe(tx: EntityManager, loteId: number) {
  const [l] = await tx.execute<{ estado: number; por_aplicar: number }[]>(
    'select estado, por_aplicar from lote_importacion where id = ? for update',
    [loteId],
  );
  if (!l) throw noEncontrado();
  return l;
}

export function confirmarLote(em: EntityManager, loteId: number): Promise<void> {
  return em.transactional(async (tx) => {
    const l = await estadoDe(tx, loteId);
    if (l.estado !== EstadoLote.ANALIZADO) throw new AppError('BAD_REQUEST', M.loteNoAnalizado);
    if (l.por_aplicar === 0) throw new AppError('BAD_REQUEST', M.loteSinFilas);
    await tx.execute(
      'update lote_importacion set estado = ? where id = ?',
      [EstadoLote.EN_COLA, loteId],
      'run',
    );
  });
}

export function descartarLote(em: EntityManager, loteId: number): Promise<void> {
  return em.transactional(async (tx) => {
    const l = await estadoDe(tx, loteId);
    if (l.estado !== EstadoLote.ANALIZADO) throw new AppError('BAD_REQUEST', M.loteNoAnalizado);
    await tx.execute(
      'update lote_importacion set estado = ? where id = ?',
      [EstadoLote.DESCARTADO, loteId],
      'run',
    );
    await tx.execute('delete from fila_importacion where lote_id = ?', [loteId], 'run');
  });
}

/** A queued batch is cancelled at once; a running one stops after its current block. */
export function cancelarLote(em: EntityManager, loteId: number, ahora: Date): Promise<void> {
  return em.transactional(async (tx) => {
    const l = await estadoDe(tx, loteId);
    if (l.estado === EstadoLote.EN_COLA)
      await tx.execute(
        'update lote_importacion set estado = ?, cancelar = true, terminado_en = ? where id = ?',
        [EstadoLote.CANCELADO, ahora, loteId],
        'run',
      );
    else if (l.estado === EstadoLote.APLICANDO)
      await tx.execute('update lote_importacion set cancelar = true where id = ?', [loteId], 'run');
    else throw new AppError('BAD_REQUEST', M.loteNoCancelable);
  });
}
