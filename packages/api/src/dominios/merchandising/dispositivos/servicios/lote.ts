import type { EntityManager } from '@mikro-orm/postgresql';
import { MENSAJES_DISPOSITIVOS as M, type ResultadoLote } from '@talento/rules';
import { RechazoDispositivo, type DispositivoAutenticado } from './rechazo';

export type TipoLote = 'puntos' | 'llegadas' | 'novedad';
type Transaccion = Parameters<Parameters<EntityManager['transactional']>[0]>[0];

/**
 * Applies a batch once per (device, key). The lote_dispositivo row is inserted FIRST in the batch's transaction
 * (ON CONFLICT DO NOTHING): a concurrent retry with the same key waits on that row until the first transaction
 * ends, then finds it and returns the remembered result without inserting anything; if the first one failed
 * (rolled back), the retry applies the batch itself. Any refusal inside `aplicar` rolls back the key too, so a
 * corrected batch may reuse it.
 */
export async function aplicarLote(
  em: EntityManager,
  dispositivo: DispositivoAutenticado,
  clave: string,
  tipo: TipoLote,
  aplicar: (tx: Transaccion) => Promise<ResultadoLote>,
): Promise<{ repetido: boolean; resultado: ResultadoLote }> {
  return em.transactional(async (tx) => {
    const nuevo = await tx.execute<{ clave: string }[]>(
      `insert into lote_dispositivo (dispositivo_id, clave, tipo, resultado) values (?, ?, ?, '{}'::jsonb)
       on conflict (dispositivo_id, clave) do nothing returning clave`,
      [dispositivo.id, clave, tipo],
    );
    if (!nuevo.length) {
      const [previo] = await tx.execute<{ tipo: string; resultado: ResultadoLote }[]>(
        'select tipo, resultado from lote_dispositivo where dispositivo_id = ? and clave = ?',
        [dispositivo.id, clave],
      );
      if (!previo || previo.tipo !== tipo) throw new RechazoDispositivo(409, M.claveOtroTipo);
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
