import type { EntityManager } from '@mikro-orm/postgresql';
import { adelgazar, GRUPO_MERCADERISTAS, limitesDe, type AlcanceClientes, type EntradaRecorrido, type Recorrido } from '@talento/rules';
import { noEncontrado } from '../../../errors';
import { puntosDelDia, limitesDelDia } from './puntos-del-dia';
import { clientesDelAlcance, MERCADERISTA_VISIBLE } from './sql-alcance';

const numero = (v: string | number | null): number | null => (v === null ? null : Number(v));

/**
 * The map of one merchandiser-day (spec 03 GET /d/ruta/, /d/llegadas/, /d/reps/): the GPS polyline, the route's
 * planned stores and the arrival reports. A merchandiser who works for no client in the caller's scope is
 * NOT_FOUND (ids cannot be probed); stores and arrivals of clients outside the scope are left out in the query.
 */
export async function recorridoDelDia(em: EntityManager, alcance: AlcanceClientes, { mercaderistaId, fecha }: EntradaRecorrido): Promise<Recorrido> {
  const clientes = clientesDelAlcance(alcance);
  const conexion = em.getConnection();
  const [visible] = await conexion.execute<{ id: number }[]>(`select u.id from usuario u where u.id = ? and ${MERCADERISTA_VISIBLE}`, [
    mercaderistaId,
    GRUPO_MERCADERISTAS,
    clientes,
    clientes,
  ]);
  if (!visible) throw noEncontrado();
  const [desde, hasta] = limitesDelDia(fecha);
  const [puntos, almacenes, llegadas] = await Promise.all([
    puntosDelDia(em, mercaderistaId, fecha),
    conexion.execute<{ almacen_id: number; nombre: string; posicion: number; latitud: string | null; longitud: string | null }[]>(
      `select v.almacen_id, a.nombre, v.posicion, a.latitud, a.longitud
         from ruta r join visita v on v.ruta_id = r.id join almacen a on a.id = v.almacen_id
        where r.usuario_id = ? and r.fecha = ? and (?::int[] is null or a.cliente_id = any(?::int[]))
        order by r.id, v.posicion, v.id`,
      [mercaderistaId, fecha, clientes, clientes],
    ),
    conexion.execute<{ id: number; almacen_id: number; nombre: string; fecha: string | Date; latitud: string | null; longitud: string | null }[]>(
      `select rl.id, rl.almacen_id, a.nombre, rl.fecha, rl.latitud, rl.longitud
         from reporte_llegada rl join almacen a on a.id = rl.almacen_id
        where rl.usuario_id = ? and rl.fecha >= ? and rl.fecha < ? and (?::int[] is null or a.cliente_id = any(?::int[]))
        order by rl.fecha, rl.id`,
      [mercaderistaId, desde, hasta, clientes, clientes],
    ),
  ]);
  const resultado: Recorrido = {
    puntos: adelgazar(puntos),
    totalPuntos: puntos.length,
    almacenes: almacenes.map((a) => ({ almacenId: a.almacen_id, nombre: a.nombre, posicion: a.posicion, latitud: numero(a.latitud), longitud: numero(a.longitud) })),
    llegadas: llegadas.map((l) => ({ id: l.id, almacenId: l.almacen_id, almacen: l.nombre, fecha: new Date(l.fecha), latitud: numero(l.latitud), longitud: numero(l.longitud) })),
    limites: null,
  };
  const ubicados = [...resultado.puntos, ...resultado.almacenes, ...resultado.llegadas].filter(
    (c): c is typeof c & { latitud: number; longitud: number } => c.latitud !== null && c.longitud !== null,
  );
  resultado.limites = limitesDe(ubicados);
  return resultado;
}
