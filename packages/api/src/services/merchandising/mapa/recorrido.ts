import type { EntityManager } from '@mikro-orm/postgresql';
import { adelgazar, limitesDe, type AlcanceClientes, type EntradaRecorrido, type Recorrido } from '@talento/rules';
import { consultaPreparada } from '../../../db/consulta-preparada';
import { noEncontrado } from '../../../errors';
import { parametrosRecorrido, SQL_RECORRIDO, type FilaRecorrido } from './puntos-del-dia';
import { clientesDelAlcance } from './sql-alcance';

const numero = (v: string | number | null): number | null => (v === null ? null : Number(v));

/**
 * The map of one merchandiser-day (spec 03 GET /d/ruta/, /d/llegadas/, /d/reps/): the GPS polyline, the route's
 * planned stores and the arrival reports. A merchandiser who works for no client in the caller's scope is
 * NOT_FOUND (ids cannot be probed); stores and arrivals of clients outside the scope are left out in the query.
 */
export async function recorridoDelDia(em: EntityManager, alcance: AlcanceClientes, { mercaderistaId, fecha }: EntradaRecorrido): Promise<Recorrido> {
  // A named prepared statement: planned once per connection (the map is asked again and again for the same day).
  const [fila] = await consultaPreparada<FilaRecorrido>(em, SQL_RECORRIDO, parametrosRecorrido(mercaderistaId, fecha, clientesDelAlcance(alcance)));
  if (!fila?.visible) throw noEncontrado();
  const puntos = fila.puntos.map(([latitud, longitud, en]) => ({ latitud: Number(latitud), longitud: Number(longitud), en: Number(en) }));
  const resultado: Recorrido = {
    puntos: adelgazar(puntos),
    totalPuntos: puntos.length,
    almacenes: fila.almacenes.map((a) => ({ ...a, latitud: numero(a.latitud), longitud: numero(a.longitud) })),
    llegadas: fila.llegadas.map((l) => ({ ...l, fecha: new Date(l.fecha), latitud: numero(l.latitud), longitud: numero(l.longitud) })),
    limites: null,
  };
  const ubicados = [...resultado.puntos, ...resultado.almacenes, ...resultado.llegadas].filter(
    (c): c is typeof c & { latitud: number; longitud: number } => c.latitud !== null && c.longitud !== null,
  );
  resultado.limites = limitesDe(ubicados);
  return resultado;
}
