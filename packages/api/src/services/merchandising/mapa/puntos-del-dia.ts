import type { EntityManager } from '@mikro-orm/postgresql';
import { inicioDelDia, sumarDias, type FechaIso } from '@talento/rules';

/**
 * A merchandiser's GPS points of one business day, of all their devices (revoked ones too: the history stays), in
 * device-time order. The day's bounds are computed as UTC instants (`inicioDelDia`), so the query is one range scan
 * per device on the (dispositivo_id, created_at) btree; `created_at::date` on the column would read every row.
 * Exported as text so the map benchmark runs the very same SQL directly.
 */
export const SQL_PUNTOS_DEL_DIA = `select p.latitud, p.longitud, p.created_at
   from punto_gps p
  where p.dispositivo_id = any(array(select d.id from dispositivo d where d.usuario_id = ?))
    and p.created_at >= ? and p.created_at < ?
  order by p.created_at, p.id`;

export interface FilaPunto {
  latitud: string | number;
  longitud: string | number;
  created_at: string | Date;
}

/** The [start, end) instants of a business day. */
export function limitesDelDia(fecha: FechaIso): [Date, Date] {
  return [inicioDelDia(fecha), inicioDelDia(sumarDias(fecha, 1))];
}

export async function puntosDelDia(em: EntityManager, usuarioId: number, fecha: FechaIso): Promise<{ latitud: number; longitud: number; en: Date }[]> {
  const [desde, hasta] = limitesDelDia(fecha);
  const filas = await em.getConnection().execute<FilaPunto[]>(SQL_PUNTOS_DEL_DIA, [usuarioId, desde, hasta]);
  return filas.map((f) => ({ latitud: Number(f.latitud), longitud: Number(f.longitud), en: new Date(f.created_at) }));
}
