import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MENSAJES_DISPOSITIVOS as M, type ResultadoLote } from '@talento/rules';
import { RechazoDispositivo, type DispositivoAutenticado } from './rechazo';

export type TipoLote = 'puntos' | 'llegadas' | 'novedad';
type Transaccion = Parameters<Parameters<EntityManager['transactional']>[0]>[0];

/** SHA-256 of the validated batch as JSON (the schema fixes the key order, dates become ISO strings). */
export const huellaLote = (lote: unknown) => createHash('sha256').update(JSON.stringify(lote)).digest('hex');

/**
 * Applies a batch once per (device, key). The lote_dispositivo row is inserted FIRST in the batch's transaction
 * (ON CONFLICT DO NOTHING): a concurrent retry with the same key waits on that row until the first transaction
 * ends, then finds it and returns the remembered result without inserting anything; if the first one failed
 * (rolled back), the retry applies the batch itself. Any refusal inside `aplicar` rolls back the key too, so a
 * corrected batch may reuse it. The key remembers the body's fingerprint: the same key with another body (or
 * another batch type) is a client bug that would silently drop the new data, so it is refused with 409.
 */
export async function aplicarLote(
  em: EntityManager,
  dispositivo: DispositivoAutenticado,
  lote: { clave: string },
  tipo: TipoLote,
  aplicar: (tx: Transaccion) => Promise<ResultadoLote>,
): Promise<{ repetido: boolean; resultado: ResultadoLote }> {
  const { clave } = lote;
  const huella = huellaLote(lote);
  return em.transactional(async (tx) => {
    const nuevo = await tx.execute<{ clave: string }[]>(
      `insert into lote_dispositivo (dispositivo_id, clave, tipo, resultado, huella) values (?, ?, ?, '{}'::jsonb, ?)
       on conflict (dispositivo_id, clave) do nothing returning clave`,
      [dispositivo.id, clave, tipo, huella],
    );
    if (!nuevo.length) {
      const [previo] = await tx.execute<{ tipo: string; resultado: ResultadoLote; huella: string | null }[]>(
        'select tipo, resultado, huella from lote_dispositivo where dispositivo_id = ? and clave = ?',
        [dispositivo.id, clave],
      );
      if (!previo || previo.tipo !== tipo) throw new RechazoDispositivo(409, M.claveOtroTipo);
      if (previo.huella !== null && previo.huella !== huella)
        throw new RechazoDispositivo(409, M.claveOtroCuerpo);
      return { repetido: true, resultado: previo.resultado };
    }
    const resultado = await aplicar(tx);
    await tx.execute(
      'update lote_dispositivo set resultado = ?::jsonb where dispositivo_id = ? and clave = ?',
      [JSON.stringify(resultado), dispositivo.id, clave],
      'run',
    );
    return { repetido: false, resultado };
  });
}
