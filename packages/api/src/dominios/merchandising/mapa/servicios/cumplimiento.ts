import type { EntityManager } from '@mikro-orm/postgresql';
import {
  cumplimientoDeResumen,
  decodificarPuntos,
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
  type PuntosDelDiaResumidos,
  resumirPuntos,
} from '@talento/rules';
import { exigirCliente, clientesDelAlcance } from '../../../../nucleo/sql/alcance';
import {
  SQL_PUNTOS_CUMPLIMIENTO,
  SQL_VISITAS_CUMPLIMIENTO,
  type FilaVisitaCumplimiento,
} from './cumplimiento-sql';

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

/** A merchandiser's route day and its planned stores, in the route's order. */
interface DiaDeRuta {
  usuarioId: number;
  mercaderista: string;
  fecha: string;
  planeados: AlmacenPlaneado[];
}

/** Route days whose points are read and summarised at a time: ~560 points a day, a few MB of text per group. */
export const DIAS_POR_GRUPO_CUMPLIMIENTO = 400;

/**
 * The summary of each route day's GPS points (key `usuario|fecha`), read in groups of `diasPorGrupo` days so the
 * server never holds more than one group's points (cumplimiento-sql.ts).
 */
async function resumenesDePuntos(
  conexion: ReturnType<EntityManager['getConnection']>,
  dias: Map<string, DiaDeRuta>,
  diasPorGrupo: number,
): Promise<Map<string, PuntosDelDiaResumidos>> {
  const resumenes = new Map<string, PuntosDelDiaResumidos>();
  const lista = [...dias.values()];
  for (let i = 0; i < lista.length; i += diasPorGrupo) {
    const grupo = lista.slice(i, i + diasPorGrupo);
    const filas = await conexion.execute<{ usuario_id: number; fecha: string; texto: string }[]>(
      SQL_PUNTOS_CUMPLIMIENTO,
      [`{${grupo.map((d) => d.usuarioId).join(',')}}`, `{${grupo.map((d) => d.fecha).join(',')}}`],
    );
    for (const f of filas) {
      const k = clave(f.usuario_id, f.fecha);
      const puntos = decodificarPuntos(f.texto).map((p) => ({
        latitud: p.latitud,
        longitud: p.longitud,
        en: new Date(p.en),
      }));
      resumenes.set(k, resumirPuntos(dias.get(k)?.planeados ?? [], puntos));
    }
  }
  return resumenes;
}

/**
 * Visit compliance per merchandiser and day (issue 20), from the planned routes of the period: the stores of the
 * clients in scope (of `clienteId` when given), the day's arrival reports and GPS points, measured by the rule in
 * packages/rules (`resumirPuntos`, `cumplimientoDeResumen`). Merchandisers and stores outside the scope are left out
 * in the queries.
 */
export async function cumplimientoDeVisitas(
  em: EntityManager,
  alcance: AlcanceClientes,
  entrada: EntradaCumplimiento,
  diasPorGrupo = DIAS_POR_GRUPO_CUMPLIMIENTO,
): Promise<Cumplimiento> {
  if (entrada.clienteId !== undefined) exigirCliente(alcance, entrada.clienteId);
  const clientes = clientesDelAlcance(alcance, entrada.clienteId);
  const conexion = em.getConnection();
  const visitas = await conexion.execute<FilaVisitaCumplimiento[]>(SQL_VISITAS_CUMPLIMIENTO, [
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
  const dias = new Map<string, DiaDeRuta>();
  for (const v of visitas) {
    const k = clave(v.usuario_id, v.fecha);
    let dia = dias.get(k);
    if (!dia)
      dias.set(
        k,
        (dia = { usuarioId: v.usuario_id, mercaderista: v.mercaderista, fecha: v.fecha, planeados: [] }),
      );
    dia.planeados.push({ almacenId: v.almacen_id, latitud: v.lat, longitud: v.lng });
  }
  const usuarios = `{${[...new Set(visitas.map((v) => v.usuario_id))].join(',')}}`;
  const llegadas = await conexion.execute<
    {
      usuario_id: number;
      almacen_id: number;
      fecha: string | Date;
      latitud: string | null;
      longitud: string | null;
    }[]
  >(
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
  const resumenes = await resumenesDePuntos(conexion, dias, diasPorGrupo);
  const filas: FilaCumplimiento[] = [];
  for (const [k, dia] of dias) {
    const resultado = cumplimientoDeResumen(
      dia.planeados,
      llegadasPorDia.get(k) ?? [],
      resumenes.get(k) ?? resumirPuntos(dia.planeados, []),
    );
    filas.push({
      mercaderistaId: dia.usuarioId,
      mercaderista: dia.mercaderista,
      fecha: dia.fecha,
      planeados: resultado.planeados,
      visitados: resultado.visitados,
      proporcion: resultado.proporcion,
      minutosEnAlmacenes: resultado.minutosEnAlmacenes,
      puntosFueraDeRuta: resultado.puntosFueraDeRuta,
      puntos: resultado.puntos,
    });
  }
  return { filas, totales: totalesCumplimiento(filas) };
}
