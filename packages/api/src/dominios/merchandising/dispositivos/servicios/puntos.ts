import type { EntityManager } from '@mikro-orm/postgresql';
import type { LotePuntos, ResultadoLote } from '@talento/rules';
import { aplicarLote } from './lote';
import type { DispositivoAutenticado } from './rechazo';

const lista = (xs: readonly (number | string)[]) => `{${xs.join(',')}}`;

/**
 * A batch of GPS points (already validated: shape, Colombia, device time) in ONE statement: unnest of three
 * arrays sent as array literals, so 500 points cost one round trip instead of 500 (the ingestion benchmark).
 */
export async function recibirPuntos(
  em: EntityManager,
  dispositivo: DispositivoAutenticado,
  lote: LotePuntos,
  ahora: Date,
) {
  return aplicarLote(em, dispositivo, lote, 'puntos', async (tx): Promise<ResultadoLote> => {
    await tx.execute(
      `insert into punto_gps (dispositivo_id, latitud, longitud, created_at, recibido_at)
       select ?, p.lat, p.lng, p.registrado, ? from unnest(?::numeric[], ?::numeric[], ?::timestamptz[]) as p(lat, lng, registrado)`,
      [
        dispositivo.id,
        ahora,
        lista(lote.puntos.map((p) => p.lat)),
        lista(lote.puntos.map((p) => p.lng)),
        lista(lote.puntos.map((p) => p.registradoEn.toISOString())),
      ],
      'run',
    );
    return { clave: lote.clave, recibidos: lote.puntos.length };
  });
}
