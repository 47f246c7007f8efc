import type { EntityManager } from '@mikro-orm/postgresql';
import {
  etiquetaLlegada,
  MENSAJES_DISPOSITIVOS as M,
  type LoteLlegadas,
  type ResultadoLote,
} from '@talento/rules';
import { aplicarLote } from './lote';
import { RechazoDispositivo, type DispositivoAutenticado } from './rechazo';

/** SQL: ids among `?::int[]` of active stores of a client the merchandiser `?` works for. */
export const ALMACENES_DEL_MERCADERISTA = `select a.id from almacen a
  where a.id = any(?::int[]) and a.activo and exists (select 1 from usuario_cliente uc where uc.usuario_id = ? and uc.cliente_id = a.cliente_id)`;

/** Arrival reports: every store must be of a client of the merchandiser, else the whole batch is refused. */
export async function recibirLlegadas(
  em: EntityManager,
  dispositivo: DispositivoAutenticado,
  lote: LoteLlegadas,
  ahora: Date,
) {
  return aplicarLote(em, dispositivo, lote, 'llegadas', async (tx): Promise<ResultadoLote> => {
    const pedidos = [...new Set(lote.llegadas.map((l) => l.almacenId))];
    const propios = new Set(
      (
        await tx.execute<{ id: number }[]>(ALMACENES_DEL_MERCADERISTA, [
          `{${pedidos.join(',')}}`,
          dispositivo.usuarioId,
        ])
      ).map((f) => f.id),
    );
    const ajena = lote.llegadas.findIndex((l) => !propios.has(l.almacenId));
    if (ajena >= 0) throw new RechazoDispositivo(400, M.almacenAjeno(etiquetaLlegada(ajena)));
    const ids: number[] = [];
    for (const l of lote.llegadas) {
      const [fila] = await tx.execute<{ id: number }[]>(
        `insert into reporte_llegada (usuario_id, almacen_id, fecha, dispositivo_id, recibido_at, latitud, longitud) values (?, ?, ?, ?, ?, ?, ?) returning id`,
        [
          dispositivo.usuarioId,
          l.almacenId,
          l.registradoEn,
          dispositivo.id,
          ahora,
          l.lat ?? null,
          l.lng ?? null,
        ],
      );
      ids.push(fila!.id);
    }
    return { clave: lote.clave, recibidos: ids.length, ids };
  });
}
