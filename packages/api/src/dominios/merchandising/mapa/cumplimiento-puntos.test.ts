/**
 * mapa.cumplimiento reads each route day's points as one text, in groups of days (cumplimiento-sql.ts): on random
 * route days (stores near and far, one without coordinates, a store planned twice, days with no points, points near
 * the radius and the off-route distance) its rows equal `cumplimientoDelDia` of the points as stored, whatever the
 * size of the groups.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  cumplimientoDelDia,
  GRUPO_MERCADERISTAS,
  instanteEnBogota,
  sumarDias,
  type AlmacenPlaneado,
  type PuntoDelDia,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cumplimientoDeVisitas } from './servicios/cumplimiento';
import { callerFor, consultasSql, type Caller } from '../../../testing';

const PRIMER_DIA = '2026-02-02';
const DIAS = 12;
const METROS_POR_GRADO = 111_195;

let db: TestDatabase;
let gerente: Caller;
let sql: ReturnType<typeof consultasSql>['sql'];
let uno: ReturnType<typeof consultasSql>['uno'];
let mercaderista: number;

/** A small seeded generator (mulberry32): the same random days on every run. */
function aleatorio(semilla: number): () => number {
  let a = semilla;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  db = await createTestDatabase('cumplimiento_sql');
  ({ sql, uno } = consultasSql(db.orm));
  gerente = (await callerFor(db.orm, { usuario: 'gerente', portal: 'staff' })).caller;
  mercaderista = await uno(`select id from usuario where username = 'mercaderista'`);
  const dispositivo = await uno(`select id from dispositivo where usuario_id = ? order by id limit 1`, [
    mercaderista,
  ]);
  const cliente = await uno(
    `select a.cliente_id as id from almacen a join visita v on v.almacen_id = a.id limit 1`,
  );
  const azar = aleatorio(20);
  const almacenes: { id: number; lat: number | null; lng: number | null }[] = [];
  for (let i = 0; i < 6; i++) {
    const [lat, lng] = i === 5 ? [null, null] : [4.6 + azar() * 0.2, -74.15 + azar() * 0.1];
    const id = await uno(
      `insert into almacen (nombre, cliente_id, latitud, longitud, activo) values (?, ?, ?, ?, true) returning id`,
      [`Prueba ${i}`, cliente, lat?.toFixed(6) ?? null, lng?.toFixed(6) ?? null],
    );
    almacenes.push({ id, lat, lng });
  }
  for (let d = 0; d < DIAS; d++) {
    const fecha = sumarDias(PRIMER_DIA, d);
    const ruta = await uno(`insert into ruta (usuario_id, fecha) values (?, ?) returning id`, [
      mercaderista,
      fecha,
    ]);
    const planeados = Array.from(
      { length: 1 + Math.floor(azar() * 4) },
      () => almacenes[Math.floor(azar() * almacenes.length)]!,
    );
    for (const [i, a] of planeados.entries())
      await sql(`insert into visita (ruta_id, almacen_id, posicion) values (?, ?, ?)`, [ruta, a.id, i + 1]);
    const ubicados = planeados.filter((a) => a.lat !== null);
    const cuantos = d % 5 === 4 ? 0 : Math.floor(azar() * 60);
    for (let i = 0; i < cuantos; i++) {
      const base = ubicados[Math.floor(azar() * ubicados.length)] ?? { lat: 4.65, lng: -74.1 };
      // Mostly around the radius (150 m) and the off-route distance (500 m), some far away.
      const metros = azar() < 0.1 ? 5_000 : azar() * 700;
      const rumbo = azar() * 2 * Math.PI;
      const lat = base.lat! + (metros * Math.cos(rumbo)) / METROS_POR_GRADO;
      const lng =
        base.lng! + (metros * Math.sin(rumbo)) / (METROS_POR_GRADO * Math.cos((base.lat! * Math.PI) / 180));
      const minuto = 5 * 60 + Math.floor(azar() * 19 * 60);
      await sql(
        `insert into punto_gps (dispositivo_id, latitud, longitud, created_at, recibido_at) values (?, ?, ?, ?, now())`,
        [
          dispositivo,
          lat.toFixed(6),
          lng.toFixed(6),
          instanteEnBogota(fecha, Math.floor(minuto / 60), minuto % 60),
        ],
      );
    }
  }
  // The group the statement requires.
  expect(
    await uno(
      `select count(*)::int as id from usuario_grupo ug join grupo g on g.id = ug.grupo_id where ug.usuario_id = ? and g.nombre = ?`,
      [mercaderista, GRUPO_MERCADERISTAS],
    ),
  ).toBe(1);
});
afterAll(async () => {
  await db?.drop();
});

/** The day's planned stores and points as stored, read back as the rule would get them. */
async function diaComoReglas(
  fecha: string,
): Promise<{ planeados: AlmacenPlaneado[]; puntos: PuntoDelDia[] }> {
  const planeados = (
    await sql<{ almacen_id: number; lat: string | null; lng: string | null }>(
      `select v.almacen_id, a.latitud as lat, a.longitud as lng from ruta r join visita v on v.ruta_id = r.id join almacen a on a.id = v.almacen_id
        where r.usuario_id = ? and r.fecha = ? order by v.posicion, v.id`,
      [mercaderista, fecha],
    )
  ).map((f) => ({
    almacenId: f.almacen_id,
    latitud: f.lat === null ? null : Number(f.lat),
    longitud: f.lng === null ? null : Number(f.lng),
  }));
  const puntos = (
    await sql<{ lat: string; lng: string; en: Date }>(
      `select p.latitud as lat, p.longitud as lng, p.created_at as en from punto_gps p join dispositivo d on d.id = p.dispositivo_id
        where d.usuario_id = ? and p.created_at >= ? and p.created_at < ? order by p.created_at, p.id`,
      [mercaderista, instanteEnBogota(fecha, 0, 0), instanteEnBogota(sumarDias(fecha, 1), 0, 0)],
    )
  ).map((p) => ({ latitud: Number(p.lat), longitud: Number(p.lng), en: new Date(p.en) }));
  return { planeados, puntos };
}

describe('puntos del cumplimiento por grupos de días', () => {
  it.each([
    ['mapa.cumplimiento (grupos por defecto)', undefined],
    ['grupos de 5 días', 5],
    ['grupos de 1 día', 1],
  ])('%s: cada día es cumplimientoDelDia de sus puntos guardados', async (_, diasPorGrupo) => {
    const entrada = {
      desde: PRIMER_DIA,
      hasta: sumarDias(PRIMER_DIA, DIAS - 1),
      mercaderistaId: mercaderista,
    };
    const r =
      diasPorGrupo === undefined
        ? await gerente.mapa.cumplimiento(entrada)
        : await cumplimientoDeVisitas(db.orm.em.fork(), { todos: true }, entrada, diasPorGrupo);
    expect(r.filas.map((f) => f.fecha)).toEqual(
      Array.from({ length: DIAS }, (_x, d) => sumarDias(PRIMER_DIA, d)),
    );
    let conTiempo = 0;
    let conFuera = 0;
    for (const fila of r.filas) {
      const { planeados, puntos } = await diaComoReglas(fila.fecha);
      const esperado = cumplimientoDelDia(planeados, [], puntos);
      expect(fila, fila.fecha).toMatchObject({
        planeados: esperado.planeados,
        minutosEnAlmacenes: esperado.minutosEnAlmacenes,
        puntosFueraDeRuta: esperado.puntosFueraDeRuta,
        puntos: esperado.puntos,
      });
      conTiempo += esperado.minutosEnAlmacenes > 0 ? 1 : 0;
      conFuera += esperado.puntosFueraDeRuta > 0 && esperado.puntosFueraDeRuta < esperado.puntos ? 1 : 0;
    }
    // The random days do reach both rules (not only empty or all-far days).
    expect(conTiempo).toBeGreaterThan(3);
    expect(conFuera).toBeGreaterThan(3);
  });
});
