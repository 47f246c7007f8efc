/**
 * The commit of a batch (issue 36 §4), run by the `importacion` job: the staged rows in blocks of FILAS_POR_TANDA,
 * each block one transaction that writes its records and advances the batch's counter, so progress survives a reload
 * and a restart (a new run takes the rows not yet applied) and two runs never take the same rows (SKIP LOCKED).
 * Cancelling stops between blocks; what was applied stays and can be undone.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccionFila, EstadoLote, FILAS_POR_TANDA, TIPOS_IMPORTACION } from '@talento/rules';
import { escribirFilas, type FilaPorEscribir } from './escribir';
import { arregloPg } from './arreglo';

/** The order kinds are written in: clients before their contacts, candidates before their experiences and studies. */
const ORDEN_TIPOS = `case tipo ${TIPOS_IMPORTACION.map((t, i) => `when '${t}' then ${i}`).join(' ')} end`;

export type FinAplicacion = 'terminado' | 'cancelado' | 'ocupado';

async function tanda(em: EntityManager, loteId: number, ahora: Date): Promise<number> {
  return em.fork().transactional(async (tx) => {
    const filas = await tx.execute<FilaPorEscribir[]>(
      `select orden, tipo, accion, datos, registro_id from fila_importacion
        where lote_id = ? and not aplicada and accion in (${AccionFila.NUEVO}, ${AccionFila.ACTUALIZAR})
        order by ${ORDEN_TIPOS}, orden limit ? for update skip locked`,
      [loteId, FILAS_POR_TANDA],
    );
    if (filas.length === 0) return 0;
    for (const tipo of TIPOS_IMPORTACION) {
      const deTipo = filas.filter((f) => f.tipo === tipo);
      if (deTipo.length) await escribirFilas(tx, loteId, tipo, deTipo, ahora);
    }
    await tx.execute(
      'update fila_importacion set aplicada = true where lote_id = ? and orden = any(?::int[])',
      [loteId, arregloPg(filas.map((f) => f.orden))],
      'run',
    );
    await tx.execute(
      'update lote_importacion set aplicadas = aplicadas + ? where id = ?',
      [filas.length, loteId],
      'run',
    );
    return filas.length;
  });
}

/** Applies a queued batch until done or cancelled; `reloj` stamps each block. */
export async function aplicarLote(
  em: EntityManager,
  loteId: number,
  reloj: () => Date,
): Promise<FinAplicacion> {
  const [tomado] = await em.fork().execute<{ id: number }[]>(
    `update lote_importacion set estado = ?, iniciado_en = coalesce(iniciado_en, ?)
      where id = ? and estado in (?, ?) and not cancelar returning id`,
    [EstadoLote.APLICANDO, reloj(), loteId, EstadoLote.EN_COLA, EstadoLote.APLICANDO],
  );
  if (!tomado) return 'ocupado';
  for (;;) {
    const [estado] = await em
      .fork()
      .execute<{ cancelar: boolean }[]>('select cancelar from lote_importacion where id = ?', [loteId]);
    if (!estado || estado.cancelar) {
      await em
        .fork()
        .execute(
          'update lote_importacion set estado = ?, terminado_en = ? where id = ?',
          [EstadoLote.CANCELADO, reloj(), loteId],
          'run',
        );
      return 'cancelado';
    }
    const hechas = await tanda(em, loteId, reloj());
    if (hechas === 0) break;
  }
  await em
    .fork()
    .execute(
      `update lote_importacion set estado = ?, terminado_en = ? where id = ? and estado = ?`,
      [EstadoLote.TERMINADO, reloj(), loteId, EstadoLote.APLICANDO],
      'run',
    );
  return 'terminado';
}

/** Batches waiting for the job: queued ones, and those a stopped server left half applied. */
export async function lotesPendientes(em: EntityManager): Promise<number[]> {
  const filas = await em
    .fork()
    .execute<{ id: number }[]>('select id from lote_importacion where estado in (?, ?) order by id', [
      EstadoLote.EN_COLA,
      EstadoLote.APLICANDO,
    ]);
  return filas.map((f) => f.id);
}
