import type { EntityManager } from '@mikro-orm/postgresql';
import {
  adelgazar,
  codificarPuntos,
  decodificarPuntos,
  limitesDe,
  MAX_PUNTOS_POLILINEA,
  type AlcanceClientes,
  type EntradaRecorrido,
  type RecorridoDto,
} from '@talento/rules';
import { consultaPreparada } from '../../../../nucleo/sql/consulta-preparada';
import { noEncontrado } from '../../../../nucleo/errors';
import { parametrosRecorrido, SQL_RECORRIDO, type FilaRecorrido } from './puntos-del-dia';
import { clientesDelAlcance } from '../../../../nucleo/sql/alcance';

const numero = (v: string | number | null): number | null => (v === null ? null : Number(v));

/**
 * The map of one merchandiser-day (spec 03 GET /d/ruta/, /d/llegadas/, /d/reps/): the GPS polyline, the route's
 * planned stores and the arrival reports, as `mapa.recorrido` sends them (points as one text). A merchandiser who
 * works for no client in the caller's scope is NOT_FOUND (ids cannot be probed); stores and arrivals of clients
 * outside the scope are left out in the query.
 */
export async function recorridoDelDia(
  em: EntityManager,
  alcance: AlcanceClientes,
  { mercaderistaId, fecha }: EntradaRecorrido,
): Promise<RecorridoDto> {
  // A named prepared statement: planned once per connection (the map is asked again and again for the same day).
  const [fila] = await consultaPreparada<FilaRecorrido>(
    em,
    SQL_RECORRIDO,
    parametrosRecorrido(mercaderistaId, fecha, clientesDelAlcance(alcance)),
  );
  if (!fila?.visible) throw noEncontrado();
  // The text comes written by PostgreSQL; only a day past MAX_PUNTOS_POLILINEA is read here, to be thinned.
  const puntos =
    fila.total > MAX_PUNTOS_POLILINEA
      ? codificarPuntos(adelgazar(decodificarPuntos(fila.puntos)))
      : fila.puntos;
  const almacenes = fila.almacenes.map((a) => ({
    ...a,
    latitud: numero(a.latitud),
    longitud: numero(a.longitud),
  }));
  const llegadas = fila.llegadas.map((l) => ({
    ...l,
    fecha: new Date(l.fecha),
    latitud: numero(l.latitud),
    longitud: numero(l.longitud),
  }));
  // The box of every point of the day (two corners) with the stores and arrivals that have coordinates.
  const esquinas =
    fila.total > 0 && fila.sur !== null && fila.norte !== null && fila.oeste !== null && fila.este !== null
      ? [
          { latitud: fila.sur, longitud: fila.oeste },
          { latitud: fila.norte, longitud: fila.este },
        ]
      : [];
  const ubicados = [...almacenes, ...llegadas].filter(
    (c): c is typeof c & { latitud: number; longitud: number } => c.latitud !== null && c.longitud !== null,
  );
  return {
    puntos,
    totalPuntos: fila.total,
    almacenes,
    llegadas,
    limites: limitesDe([...esquinas, ...ubicados]),
  };
}
