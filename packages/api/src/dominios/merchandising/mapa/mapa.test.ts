/** mapa.recorrido / mapa.cumplimiento: the day's bounds in the business time zone, the index, client scope, messages. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  adelgazar,
  codificarPuntos,
  decodificarPuntos,
  instanteEnBogota,
  MAX_PUNTOS_POLILINEA,
  MENSAJES_MAPA,
  sumarDias,
  type RecorridoDto,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parametrosRecorrido, SQL_RECORRIDO } from './servicios/puntos-del-dia';
import { callerFor, consultasSql, errorDe, formaDeError, type Caller } from '../../../testing';
import {
  crearUsuarioConTodasLasBanderas,
  sembrarFueraDeAlcance,
  type FueraDeAlcance,
} from '../../../testing/fuera-de-alcance';

/** The answer with its points decoded, as the screen reads it. */
const decodificado = (r: RecorridoDto) => ({ ...r, puntos: decodificarPuntos(r.puntos) });

let db: TestDatabase;
let gerente: Caller;
let acotado: Caller;
let f: FueraDeAlcance;
let mercaderista: number;
let dia: string;
let sql: ReturnType<typeof consultasSql>['sql'];
let uno: ReturnType<typeof consultasSql>['uno'];

beforeAll(async () => {
  db = await createTestDatabase('mapa_mercaderistas');
  ({ sql, uno } = consultasSql(db.orm));
  f = await sembrarFueraDeAlcance(db.orm);
  // Every flag, but only La Sabana (the demo merchandiser's client): sees the demo route, not the MARCA one.
  await crearUsuarioConTodasLasBanderas(db.orm, 'solo.sabana', 'reclutador');
  await sql(
    `delete from usuario_cliente where usuario_id = (select id from usuario where username = 'solo.sabana')`,
  );
  await sql(
    `insert into usuario_cliente (usuario_id, cliente_id) select u.id, c.id from usuario u, cliente c where u.username = 'solo.sabana' and c.numero_documento = '900123456'`,
  );
  gerente = (await callerFor(db.orm, { usuario: 'gerente', portal: 'staff' })).caller;
  acotado = (await callerFor(db.orm, { usuario: 'solo.sabana', portal: 'staff' })).caller;
  mercaderista = await uno(`select id from usuario where username = 'mercaderista'`);
  const [ruta] = await sql<{ dia: string }>(
    `select to_char(fecha, 'YYYY-MM-DD') as dia from ruta where usuario_id = ?`,
    [mercaderista],
  );
  dia = ruta!.dia;
});
afterAll(async () => {
  await db?.drop();
});

describe('mapa.recorrido', () => {
  it('devuelve la ruta de la demo: puntos en orden, almacenes planeados, llegadas y límites', async () => {
    const r = decodificado(await gerente.mapa.recorrido({ mercaderistaId: mercaderista, fecha: dia }));
    expect(r.totalPuntos).toBe(24);
    expect(r.puntos).toHaveLength(24);
    expect(r.puntos.every((p, i) => i === 0 || p.en >= r.puntos[i - 1]!.en)).toBe(true);
    expect(r.almacenes.map((a) => [a.posicion, a.nombre])).toEqual([
      [1, 'Supermercado Colsubsidio Calle 170'],
      [2, 'Éxito Chía Centro'],
      [3, 'Olímpica Autopista Norte'],
    ]);
    expect(r.llegadas.map((l) => l.almacen)).toEqual([
      'Supermercado Colsubsidio Calle 170',
      'Éxito Chía Centro',
      'Olímpica Autopista Norte',
    ]);
    expect(r.limites!.norte).toBeGreaterThanOrEqual(4.8619);
    expect(r.limites!.sur).toBeLessThan(4.754);
    // Another day has nothing.
    const vacio = decodificado(
      await gerente.mapa.recorrido({ mercaderistaId: mercaderista, fecha: sumarDias(dia, -3) }),
    );
    expect(vacio).toEqual({ puntos: [], totalPuntos: 0, almacenes: [], llegadas: [], limites: null });
  });

  it('el día es el de Bogotá: 23:59 entra, 00:00 del día siguiente no (de todos los dispositivos del mercaderista)', async () => {
    const otro = await uno(
      `insert into dispositivo (usuario_id, device_id, activo, created_at) values (?, 'mapa-segundo', true, now()) returning id`,
      [mercaderista],
    );
    const ultimo = instanteEnBogota(dia, 23, 59);
    const siguiente = instanteEnBogota(sumarDias(dia, 1), 0, 0);
    const antes = instanteEnBogota(dia, 0, 0);
    for (const [en, lat] of [
      [ultimo, 4.9],
      [siguiente, 5.5],
      [antes, 4.6],
    ] as const)
      await sql(
        `insert into punto_gps (dispositivo_id, latitud, longitud, created_at, recibido_at) values (?, ?, -74.05, ?, now())`,
        [otro, lat, en],
      );
    const r = decodificado(await gerente.mapa.recorrido({ mercaderistaId: mercaderista, fecha: dia }));
    expect(r.totalPuntos).toBe(26);
    expect(r.puntos[0]).toMatchObject({ latitud: 4.6, en: antes.getTime() });
    expect(r.puntos.at(-1)).toMatchObject({ latitud: 4.9, en: ultimo.getTime() });
    expect(r.limites!.norte).toBe(4.9);
    await sql(`delete from dispositivo where id = ?`, [otro]);
  });

  it('los puntos llegan como los escribe codificarPuntos; pasado MAX_PUNTOS_POLILINEA se adelgazan (primero y último) y el total es el de todos', async () => {
    const otro = await uno(
      `insert into dispositivo (usuario_id, device_id, activo, created_at) values (?, 'mapa-muchos', true, now()) returning id`,
      [mercaderista],
    );
    const diaMuchos = sumarDias(dia, -3);
    const n = MAX_PUNTOS_POLILINEA + 500;
    // One point every 20 s from 06:00; latitudes with trailing zeros in numeric(9,6) (4.600000) and 6 decimals.
    await sql(
      `insert into punto_gps (dispositivo_id, latitud, longitud, created_at, recibido_at)
       select ?, round((4.6 + i * 0.000013)::numeric, 6), -74.05, ?::timestamptz + make_interval(secs => i * 20), now() from generate_series(0, ? - 1) i`,
      [otro, instanteEnBogota(diaMuchos, 6, 0), n],
    );
    const crudo = await gerente.mapa.recorrido({ mercaderistaId: mercaderista, fecha: diaMuchos });
    const todos = Array.from({ length: n }, (_, i) => ({
      latitud: Number((4.6 + i * 0.000013).toFixed(6)),
      longitud: -74.05,
      en: instanteEnBogota(diaMuchos, 6, 0).getTime() + i * 20_000,
    }));
    expect(crudo.totalPuntos).toBe(n);
    expect(crudo.puntos).toBe(codificarPuntos(adelgazar(todos)));
    expect(crudo.puntos.startsWith('4.6,-74.05,')).toBe(true);
    const r = decodificado(crudo);
    expect(r.puntos).toHaveLength(MAX_PUNTOS_POLILINEA);
    expect(r.puntos[0]).toEqual(todos[0]);
    expect(r.puntos.at(-1)).toEqual(todos.at(-1));
    // The box is that of every point of the day, not only of the ones drawn.
    expect(r.limites).toMatchObject({ sur: 4.6, norte: todos.at(-1)!.latitud, oeste: -74.05, este: -74.05 });
    await sql(`delete from punto_gps where dispositivo_id = ?`, [otro]);
    await sql(`delete from dispositivo where id = ?`, [otro]);
  });

  it('la consulta de puntos es un recorrido por rango del índice (dispositivo_id, created_at), nunca created_at::date', async () => {
    const conexion = db.orm.em.fork().getConnection();
    const plan = await conexion.transactional(async (trx) => {
      await conexion.execute('set local enable_seqscan = off', [], 'all', trx);
      return conexion.execute<{ 'QUERY PLAN': string }[]>(
        `explain ${SQL_RECORRIDO}`,
        parametrosRecorrido(mercaderista, dia, null),
        'all',
        trx,
      );
    });
    const texto = plan.map((p) => p['QUERY PLAN']).join('\n');
    expect(texto).toMatch(/Index (Only )?Scan using punto_gps_dispositivo_id_created_at_index/);
    expect(texto).toMatch(/Index Cond: \(\(dispositivo_id = ANY .*created_at >= .*created_at < /s);
  });

  it('sin mercaderista: "Debes seleccionar primero un mercaderista" y BAD_REQUEST', async () => {
    for (const entrada of [{ fecha: dia }, { mercaderistaId: null, fecha: dia }]) {
      const e = await errorDe(gerente.mapa.recorrido(entrada));
      expect(e.code).toBe('BAD_REQUEST');
      expect(JSON.stringify(formaDeError(e, 'mapa.recorrido'))).toContain(MENSAJES_MAPA.sinMercaderista);
    }
    expect(
      (await errorDe(gerente.mapa.recorrido({ mercaderistaId: mercaderista, fecha: '2026-02-30' }))).code,
    ).toBe('BAD_REQUEST');
  });

  it('alcance: el mercaderista de un cliente ajeno es NOT_FOUND; un usuario (no mercaderista) también', async () => {
    const ajeno = { mercaderistaId: f.merchandising.mercaderistaId, fecha: f.merchandising.hoy };
    expect((await gerente.mapa.recorrido(ajeno)).almacenes).toHaveLength(1);
    expect((await errorDe(acotado.mapa.recorrido(ajeno))).code).toBe('NOT_FOUND');
    expect((await acotado.mapa.recorrido({ mercaderistaId: mercaderista, fecha: dia })).totalPuntos).toBe(24);
    const gerenteId = await uno(`select id from usuario where username = 'gerente'`);
    expect((await errorDe(gerente.mapa.recorrido({ mercaderistaId: gerenteId, fecha: dia }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('alcance: del propio mercaderista no muestra almacenes ni llegadas de un cliente ajeno', async () => {
    const ruta = await uno(`select id from ruta where usuario_id = ?`, [mercaderista]);
    await sql(`insert into visita (ruta_id, almacen_id, posicion) values (?, ?, 9)`, [
      ruta,
      f.merchandising.almacenId,
    ]);
    await sql(
      `insert into reporte_llegada (usuario_id, almacen_id, fecha, recibido_at) values (?, ?, ?, now())`,
      [mercaderista, f.merchandising.almacenId, instanteEnBogota(dia, 12, 0)],
    );
    expect(
      (await gerente.mapa.recorrido({ mercaderistaId: mercaderista, fecha: dia })).almacenes,
    ).toHaveLength(4);
    const r = await acotado.mapa.recorrido({ mercaderistaId: mercaderista, fecha: dia });
    expect(r.almacenes).toHaveLength(3);
    expect(r.llegadas).toHaveLength(3);
    // Off the route, the foreign store's arrival is still a marker for whoever has that client, never for the others.
    await sql(`delete from visita where ruta_id = ? and almacen_id = ?`, [ruta, f.merchandising.almacenId]);
    expect(
      (await gerente.mapa.recorrido({ mercaderistaId: mercaderista, fecha: dia })).almacenes.at(-1),
    ).toMatchObject({ almacenId: f.merchandising.almacenId, posicion: null });
    expect(
      (await acotado.mapa.recorrido({ mercaderistaId: mercaderista, fecha: dia })).almacenes.map(
        (a) => a.almacenId,
      ),
    ).not.toContain(f.merchandising.almacenId);
    await sql(`delete from reporte_llegada where usuario_id = ? and almacen_id = ?`, [
      mercaderista,
      f.merchandising.almacenId,
    ]);
  });

  it('alcance: quien tiene solo uno de los clientes del mercaderista ve del recorrido solo los tramos de sus visitas', async () => {
    // The demo merchandiser works for the foreign client too. A day of its own: home at 07:00, a La Sabana store at
    // 09:00, the foreign client's store at 12:00, La Sabana again at 15:00. Each arrival opens a stretch the next one
    // closes. (With La Sabana alone, its users see the whole day: the first test of `alcance` above.)
    const d = sumarDias(dia, -10);
    await sql(`insert into usuario_cliente (usuario_id, cliente_id) values (?, ?)`, [
      mercaderista,
      f.clienteId,
    ]);
    const sabana = await uno(
      `select v.almacen_id as id from visita v join ruta r on r.id = v.ruta_id where r.usuario_id = ? order by v.posicion limit 1`,
      [mercaderista],
    );
    const dispositivo = await uno(
      `insert into dispositivo (usuario_id, device_id, activo, created_at) values (?, 'mapa-dos-clientes', true, now()) returning id`,
      [mercaderista],
    );
    for (const [almacen, hora] of [
      [sabana, 9],
      [f.merchandising.almacenId, 12],
      [sabana, 15],
    ] as const)
      await sql(
        `insert into reporte_llegada (usuario_id, almacen_id, fecha, recibido_at) values (?, ?, ?, now())`,
        [mercaderista, almacen, instanteEnBogota(d, hora, 0)],
      );
    const horas = [
      [7, 0],
      [9, 0],
      [9, 30],
      [12, 0],
      [12, 30],
      [15, 0],
      [16, 0],
    ] as const;
    for (const [i, [h, m]] of horas.entries())
      await sql(
        `insert into punto_gps (dispositivo_id, latitud, longitud, created_at, recibido_at) values (?, ?, -74.05, ?, now())`,
        [dispositivo, 4.6 + i / 100, instanteEnBogota(d, h, m)],
      );
    const enHoras = (r: RecorridoDto) => decodificarPuntos(r.puntos).map((p) => p.en);
    const de = (...lista: (typeof horas)[number][]) =>
      lista.map(([h, m]) => instanteEnBogota(d, h, m).getTime());

    const todo = await gerente.mapa.recorrido({ mercaderistaId: mercaderista, fecha: d });
    expect(enHoras(todo)).toEqual(de(...horas));
    const acotadoVe = await acotado.mapa.recorrido({ mercaderistaId: mercaderista, fecha: d });
    expect(enHoras(acotadoVe)).toEqual(de([9, 0], [9, 30], [15, 0], [16, 0]));
    expect(acotadoVe.totalPuntos).toBe(4);

    await sql(`delete from reporte_llegada where usuario_id = ? and fecha >= ? and fecha < ?`, [
      mercaderista,
      instanteEnBogota(d, 0, 0),
      instanteEnBogota(sumarDias(d, 1), 0, 0),
    ]);
    await sql(`delete from dispositivo where id = ?`, [dispositivo]);
    await sql(`delete from usuario_cliente where usuario_id = ? and cliente_id = ?`, [
      mercaderista,
      f.clienteId,
    ]);
  });

  it('una llegada a un almacén fuera de la ruta del día (o un día sin ruta) también es un marcador, sin posición ("no planificado")', async () => {
    const fuera = await uno(
      `insert into almacen (nombre, cliente_id, latitud, longitud, activo) select 'Almacén fuera de ruta', id, 4.71, -74.06, true from cliente where numero_documento = '900123456' returning id`,
    );
    // Two arrivals there: one marker, after the planned stores; a second arrival at a planned store adds nothing.
    const planeado = await uno(
      `select v.almacen_id as id from visita v join ruta r on r.id = v.ruta_id where r.usuario_id = ? order by v.posicion limit 1`,
      [mercaderista],
    );
    for (const [almacen, hora] of [
      [fuera, 15],
      [fuera, 16],
      [planeado, 17],
    ] as const) {
      await sql(
        `insert into reporte_llegada (usuario_id, almacen_id, fecha, latitud, longitud, recibido_at) values (?, ?, ?, 4.71, -74.06, now())`,
        [mercaderista, almacen, instanteEnBogota(dia, hora, 0)],
      );
    }
    const r = await gerente.mapa.recorrido({ mercaderistaId: mercaderista, fecha: dia });
    expect(r.almacenes.map((a) => [a.posicion, a.nombre])).toEqual([
      [1, 'Supermercado Colsubsidio Calle 170'],
      [2, 'Éxito Chía Centro'],
      [3, 'Olímpica Autopista Norte'],
      [null, 'Almacén fuera de ruta'],
    ]);
    expect(r.almacenes[3]).toMatchObject({ almacenId: fuera, latitud: 4.71, longitud: -74.06 });
    expect(r.llegadas.filter((l) => l.almacenId === fuera)).toHaveLength(2);

    // A day with an arrival and no route at all.
    const sinRuta = sumarDias(dia, -5);
    await sql(
      `insert into reporte_llegada (usuario_id, almacen_id, fecha, recibido_at) values (?, ?, ?, now())`,
      [mercaderista, fuera, instanteEnBogota(sinRuta, 10, 0)],
    );
    const otroDia = await gerente.mapa.recorrido({ mercaderistaId: mercaderista, fecha: sinRuta });
    expect(otroDia.almacenes).toEqual([
      { almacenId: fuera, nombre: 'Almacén fuera de ruta', posicion: null, latitud: 4.71, longitud: -74.06 },
    ]);
    expect(otroDia.limites).not.toBeNull();
    await sql(`delete from reporte_llegada where almacen_id = ? or (almacen_id = ? and fecha = ?)`, [
      fuera,
      planeado,
      instanteEnBogota(dia, 17, 0),
    ]);
  });
});

describe('mapa.cumplimiento', () => {
  it('la ruta de la demo: 3 planeados, 3 visitados (llegadas en el almacén), tiempo y puntos fuera de ruta; totales', async () => {
    const r = await gerente.mapa.cumplimiento({ desde: dia, hasta: dia, mercaderistaId: mercaderista });
    expect(r.filas).toHaveLength(1);
    const fila = r.filas[0]!;
    expect(fila).toMatchObject({
      mercaderistaId: mercaderista,
      mercaderista: 'Martín Quintero Salazar',
      fecha: dia,
      planeados: 3,
      visitados: 3,
      proporcion: 1,
      puntos: 24,
    });
    // The demo points circle ~445 m around each store: never within 150 m (no time in store), never beyond 500 m.
    expect(fila.puntosFueraDeRuta).toBe(0);
    expect(fila.minutosEnAlmacenes).toBe(0);
    expect(r.totales).toMatchObject({ planeados: 3, visitados: 3, proporcion: 1, puntos: 24 });
  });

  it('tiempo en almacén: del primer al último punto dentro de 150 m; un punto lejano cuenta fuera de ruta', async () => {
    const dispositivo = await uno(`select id from dispositivo where usuario_id = ?`, [mercaderista]);
    const puntos: [number, number, number, number][] = [
      [4.754, -74.0632, 10, 0], // at Calle 170
      [4.7545, -74.0632, 10, 25], // ~56 m away, 25 minutes later
      [4.6, -74.2, 11, 0], // far from every store
    ];
    for (const [lat, lng, h, m] of puntos)
      await sql(
        `insert into punto_gps (dispositivo_id, latitud, longitud, created_at, recibido_at) values (?, ?, ?, ?, now())`,
        [dispositivo, lat, lng, instanteEnBogota(dia, h, m)],
      );
    const [fila] = (await gerente.mapa.cumplimiento({ desde: dia, hasta: dia, mercaderistaId: mercaderista }))
      .filas;
    expect(fila).toMatchObject({ minutosEnAlmacenes: 25, puntosFueraDeRuta: 1, puntos: 27 });
    await sql(`delete from punto_gps where dispositivo_id = ? and created_at = any(?::timestamptz[])`, [
      dispositivo,
      `{${puntos.map(([, , h, m]) => instanteEnBogota(dia, h, m).toISOString()).join(',')}}`,
    ]);
  });

  it('una llegada lejos del almacén no cuenta como visita', async () => {
    await sql(
      `update reporte_llegada set latitud = latitud + 0.01 where usuario_id = ? and almacen_id = (select min(almacen_id) from visita)`,
      [mercaderista],
    );
    const r = await gerente.mapa.cumplimiento({ desde: dia, hasta: dia });
    const fila = r.filas.find((x) => x.mercaderistaId === mercaderista)!;
    expect(fila).toMatchObject({ planeados: 3, visitados: 2 });
    expect(fila.proporcion).toBeCloseTo(2 / 3);
    await sql(
      `update reporte_llegada set latitud = latitud - 0.01 where usuario_id = ? and almacen_id = (select min(almacen_id) from visita)`,
      [mercaderista],
    );
  });

  it('alcance: el mercaderista del cliente ajeno sale para quien tiene ese cliente y no para los demás', async () => {
    const hoy = { desde: f.merchandising.hoy, hasta: f.merchandising.hoy };
    expect((await gerente.mapa.cumplimiento(hoy)).filas.map((x) => x.mercaderistaId)).toContain(
      f.merchandising.mercaderistaId,
    );
    expect((await acotado.mapa.cumplimiento(hoy)).filas.map((x) => x.mercaderistaId)).not.toContain(
      f.merchandising.mercaderistaId,
    );
    expect(
      (await acotado.mapa.cumplimiento({ ...hoy, mercaderistaId: f.merchandising.mercaderistaId })).filas,
    ).toEqual([]);
    expect((await errorDe(acotado.mapa.cumplimiento({ ...hoy, clienteId: f.clienteId }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('rango inválido: mensaje claro y BAD_REQUEST', async () => {
    const e = await errorDe(gerente.mapa.cumplimiento({ desde: dia, hasta: sumarDias(dia, -1) }));
    expect(e.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(formaDeError(e, 'mapa.cumplimiento'))).toContain(MENSAJES_MAPA.rangoInvertido);
  });
});
