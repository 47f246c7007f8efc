import type { EntityManager } from '@mikro-orm/postgresql';
import {
  cumplimientoDelDia,
  fechaEnZonaNegocio,
  fechaIsoDeColumna,
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
  type PuntoDelDia,
} from '@talento/rules';
import { exigirCliente } from '../../../alcance';
import { clientesDelAlcance, MERCADERISTA_VISIBLE } from './sql-alcance';

interface FilaVisita {
  usuario_id: number;
  mercaderista: string;
  fecha: string | Date;
  almacen_id: number;
  latitud: string | null;
  longitud: string | null;
}

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
 * clients in scope (of `clienteId` when given), the day's arrival reports and GPS points, measured by the rule in
 * packages/rules (`cumplimientoDelDia`). Merchandisers and stores outside the scope are left out in the queries.
 */
export async function cumplimientoDeVisitas(em: EntityManager, alcance: AlcanceClientes, entrada: EntradaCumplimiento): Promise<Cumplimiento> {
  if (entrada.clienteId !== undefined) exigirCliente(alcance, entrada.clienteId);
  const clientes = clientesDelAlcance(alcance, entrada.clienteId);
  const conexion = em.getConnection();
  const visitas = await conexion.execute<FilaVisita[]>(
    `select r.usuario_id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as mercaderista, r.fecha, v.almacen_id, a.latitud, a.longitud
       from ruta r
       join usuario u on u.id = r.usuario_id
       join visita v on v.ruta_id = r.id
       join almacen a on a.id = v.almacen_id
      where r.fecha between ? and ?
        and (?::int is null or r.usuario_id = ?)
        and (?::int[] is null or a.cliente_id = any(?::int[]))
        and ${MERCADERISTA_VISIBLE}
      order by mercaderista, r.usuario_id, r.fecha, v.posicion, v.id`,
    [entrada.desde, entrada.hasta, entrada.mercaderistaId ?? null, entrada.mercaderistaId ?? null, clientes, clientes, GRUPO_MERCADERISTAS, clientes, clientes],
  );
  if (visitas.length === 0) return { filas: [], totales: totalesCumplimiento([]) };
  const usuarios = `{${[...new Set(visitas.map((v) => v.usuario_id))].join(',')}}`;
  const desde = inicioDelDia(entrada.desde);
  const hasta = inicioDelDia(sumarDias(entrada.hasta, 1));
  const [llegadas, puntos] = await Promise.all([
    conexion.execute<{ usuario_id: number; almacen_id: number; fecha: string | Date; latitud: string | null; longitud: string | null }[]>(
      `select rl.usuario_id, rl.almacen_id, rl.fecha, rl.latitud, rl.longitud from reporte_llegada rl
        where rl.usuario_id = any(?::int[]) and rl.fecha >= ? and rl.fecha < ?`,
      [usuarios, desde, hasta],
    ),
    // Range scans on (dispositivo_id, created_at), as the map's route query.
    conexion.execute<{ usuario_id: number; latitud: string; longitud: string; created_at: string | Date }[]>(
      `select d.usuario_id, p.latitud, p.longitud, p.created_at from dispositivo d join punto_gps p on p.dispositivo_id = d.id
        where d.usuario_id = any(?::int[]) and p.created_at >= ? and p.created_at < ? order by p.created_at, p.id`,
      [usuarios, desde, hasta],
    ),
  ]);
  const llegadasPorDia = agrupar(
    llegadas.map((l): LlegadaReportada & { clave: string } => ({
      clave: clave(l.usuario_id, fechaEnZonaNegocio(new Date(l.fecha))),
      almacenId: l.almacen_id,
      latitud: numero(l.latitud),
      longitud: numero(l.longitud),
    })),
    (l) => l.clave,
  );
  const puntosPorDia = agrupar(
    puntos.map((p): PuntoDelDia & { clave: string } => {
      const en = new Date(p.created_at);
      return { clave: clave(p.usuario_id, fechaEnZonaNegocio(en)), latitud: Number(p.latitud), longitud: Number(p.longitud), en };
    }),
    (p) => p.clave,
  );
  const filas: FilaCumplimiento[] = [];
  for (const [k, grupo] of agrupar(visitas, (v) => clave(v.usuario_id, fechaIsoDeColumna(v.fecha) ?? ''))) {
    const primera = grupo[0] as FilaVisita;
    const planeados: AlmacenPlaneado[] = grupo.map((v) => ({ almacenId: v.almacen_id, latitud: numero(v.latitud), longitud: numero(v.longitud) }));
    const dia = cumplimientoDelDia(planeados, llegadasPorDia.get(k) ?? [], puntosPorDia.get(k) ?? []);
    filas.push({
      mercaderistaId: primera.usuario_id,
      mercaderista: primera.mercaderista,
      fecha: fechaIsoDeColumna(primera.fecha) ?? '',
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
