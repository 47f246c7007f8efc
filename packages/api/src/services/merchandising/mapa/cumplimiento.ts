import type { EntityManager } from '@mikro-orm/postgresql';
import {
  cumplimientoDeResumen,
  fechaEnZonaNegocio,
  GRUPO_MERCADERISTAS,
  inicioDelDia,
  sumarDias,
  totalesCumplimiento,
  type AlcanceClientes,
  type AlmacenPlaneado,
  type Cumplimiento,
  type EntradaCumplimiento,
  type FilaCumplimiento,
  type LlegadaReportada,
} from '@talento/rules';
import { exigirCliente } from '../../../alcance';
import { SQL_CUMPLIMIENTO, type FilaCumplimientoSql } from './cumplimiento-sql';
import { clientesDelAlcance } from './sql-alcance';

const numero = (v: string | number | null): number | null => (v === null ? null : Number(v));
const clave = (usuarioId: number, fecha: string) => `${usuarioId}|${fecha}`;

function agrupar<T>(filas: readonly T[], claveDe: (f: T) => string): Map<string, T[]> {
  const grupos = new Map<string, T[]>();
  for (const f of filas) {
    const k = claveDe(f);
    const grupo = grupos.get(k);
    if (grupo) grupo.push(f);
    else grupos.set(k, [f]);
  }
  return grupos;
}

/**
 * Visit compliance per merchandiser and day (issue 20), from the planned routes of the period: the stores of the
 * clients in scope (of `clienteId` when given), the day's arrival reports and the summary of its GPS points (computed
 * by PostgreSQL, cumplimiento-sql.ts), measured by the rule in packages/rules (`cumplimientoDeResumen`). Merchandisers
 * and stores outside the scope are left out in the queries.
 */
export async function cumplimientoDeVisitas(em: EntityManager, alcance: AlcanceClientes, entrada: EntradaCumplimiento): Promise<Cumplimiento> {
  if (entrada.clienteId !== undefined) exigirCliente(alcance, entrada.clienteId);
  const clientes = clientesDelAlcance(alcance, entrada.clienteId);
  const conexion = em.getConnection();
  const visitas = await conexion.execute<FilaCumplimientoSql[]>(SQL_CUMPLIMIENTO, [
    entrada.desde,
    entrada.hasta,
    entrada.mercaderistaId ?? null,
    entrada.mercaderistaId ?? null,
    clientes,
    clientes,
    GRUPO_MERCADERISTAS,
    clientes,
    clientes,
  ]);
  if (visitas.length === 0) return { filas: [], totales: totalesCumplimiento([]) };
  const usuarios = `{${[...new Set(visitas.map((v) => v.usuario_id))].join(',')}}`;
  const llegadas = await conexion.execute<{ usuario_id: number; almacen_id: number; fecha: string | Date; latitud: string | null; longitud: string | null }[]>(
    `select rl.usuario_id, rl.almacen_id, rl.fecha, rl.latitud, rl.longitud from reporte_llegada rl
      where rl.usuario_id = any(?::int[]) and rl.fecha >= ? and rl.fecha < ?`,
    [usuarios, inicioDelDia(entrada.desde), inicioDelDia(sumarDias(entrada.hasta, 1))],
  );
  const llegadasPorDia = agrupar(
    llegadas.map((l): LlegadaReportada & { clave: string } => ({
      clave: clave(l.usuario_id, fechaEnZonaNegocio(new Date(l.fecha))),
      almacenId: l.almacen_id,
      latitud: numero(l.latitud),
      longitud: numero(l.longitud),
    })),
    (l) => l.clave,
  );
  const filas: FilaCumplimiento[] = [];
  for (const [k, grupo] of agrupar(visitas, (v) => clave(v.usuario_id, v.fecha))) {
    const primera = grupo[0] as FilaCumplimientoSql;
    const planeados: AlmacenPlaneado[] = grupo.map((v) => ({ almacenId: v.almacen_id, latitud: v.lat, longitud: v.lng }));
    const resumen = { puntos: primera.puntos, puntosFueraDeRuta: primera.fuera, msEnAlmacen: grupo.map((v) => v.ms_en_almacen) };
    const dia = cumplimientoDeResumen(planeados, llegadasPorDia.get(k) ?? [], resumen);
    filas.push({
      mercaderistaId: primera.usuario_id,
      mercaderista: primera.mercaderista,
      fecha: primera.fecha,
      planeados: dia.planeados,
      visitados: dia.visitados,
      proporcion: dia.proporcion,
      minutosEnAlmacenes: dia.minutosEnAlmacenes,
      puntosFueraDeRuta: dia.puntosFueraDeRuta,
      puntos: dia.puntos,
    });
  }
  return { filas, totales: totalesCumplimiento(filas) };
}
