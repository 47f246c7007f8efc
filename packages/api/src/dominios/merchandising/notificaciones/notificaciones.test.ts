/** notificaciones.regiones / dispositivos / enviar / historial: eligibility today, the server's re-check, one transaction, scope. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { hoyIso, MENSAJES_NOTIFICACIONES as M, sumarDias } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';
import {
  crearMercaderista,
  crearRuta,
  crearZona,
  usuarioConPermisos,
  type ZonaCreada,
} from '../../../testing/fabricas/novedades-notificaciones';

let db: TestDatabase;
let gerente: Caller;
let acotado: Caller;
let psicologa: Caller;
let zonaA: ZonaCreada;
let zonaB: ZonaCreada;

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(q, p);
const contar = async (q: string, p: unknown[]) => Number((await sql<{ n: string }>(q, p))[0]!.n);

beforeAll(async () => {
  db = await createTestDatabase('notificaciones');
  const clientes = await sql<{ id: number }>('select id from cliente order by id limit 2');
  zonaA = await crearZona(db.orm, clientes[0]!.id, 'Zona Alfa Avisos');
  zonaB = await crearZona(db.orm, clientes[1]!.id, 'Zona Beta Avisos');
  gerente = (await callerFor(db.orm, { usuario: 'gerente', portal: 'staff' })).caller;
  const u = await usuarioConPermisos(db.orm, ['read_reporte'], [zonaA.clienteId]);
  acotado = (await callerFor(db.orm, { usuario: u.username, portal: 'staff' })).caller;
  psicologa = (await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

describe('notificaciones.dispositivos: who may receive it', () => {
  it('only active devices of merchandisers with a route today through a store of the region', async () => {
    const zona = await crearZona(db.orm, zonaA.clienteId, 'Zona Elegibles');
    const otraRegion = await crearZona(db.orm, zonaA.clienteId, 'Zona Vecina');
    const hoy = await crearMercaderista(db.orm);
    await crearRuta(db.orm, hoy.id, [otraRegion.almacenes[0]!, zona.almacenes[1]!]);
    const ayer = await crearMercaderista(db.orm);
    await crearRuta(db.orm, ayer.id, [zona.almacenes[0]!], sumarDias(hoyIso(), -1));
    const vecino = await crearMercaderista(db.orm);
    await crearRuta(db.orm, vecino.id, [otraRegion.almacenes[0]!]);
    const revocado = await crearMercaderista(db.orm, { activo: false });
    await crearRuta(db.orm, revocado.id, [zona.almacenes[0]!]);

    const lista = await gerente.notificaciones.dispositivos({
      clienteId: zona.clienteId,
      regionId: zona.regionId,
    });
    expect(lista).toEqual([
      {
        id: hoy.dispositivoId,
        deviceId: hoy.deviceId,
        username: hoy.username,
        nombre: 'Mercaderista',
        apellido: hoy.username,
      },
    ]);
    expect(
      await gerente.notificaciones.dispositivos({ clienteId: zona.clienteId, regionId: otraRegion.regionId }),
    ).toHaveLength(2);
    // A region of another client: refused with a message.
    const ajena = await errorDe(
      gerente.notificaciones.dispositivos({ clienteId: zona.clienteId, regionId: zonaB.regionId }),
    );
    expect([ajena.code, ajena.message]).toEqual(['BAD_REQUEST', M.regionAjena]);
  });
});

describe('notificaciones.enviar', () => {
  it('writes the notification, one Pendiente delivery and one outbox row per device, in one go; the history shows them', async () => {
    const zona = await crearZona(db.orm, zonaA.clienteId, 'Zona Envío');
    const m1 = await crearMercaderista(db.orm);
    const m2 = await crearMercaderista(db.orm, { token: null });
    await crearRuta(db.orm, m1.id, [zona.almacenes[0]!]);
    await crearRuta(db.orm, m2.id, [zona.almacenes[1]!]);
    const r = await acotado.notificaciones.enviar({
      clienteId: zona.clienteId,
      regionId: zona.regionId,
      titulo: 'Cambio de precios',
      texto: 'Desde hoy rige la nueva lista',
      dispositivos: [m1.dispositivoId, m2.dispositivoId],
    });
    expect(r).toMatchObject({ dispositivos: 2, mensaje: M.enviada });
    expect(
      await contar(
        'select count(*) as n from notificacion_dispositivo where notificacion_id = ? and estado = 0',
        [r.id],
      ),
    ).toBe(2);
    const filas = await sql<{ payload: { dispositivoId: number } }>(
      `select payload from mensaje_saliente where tipo = 'push' and referencia = ? and estado = 0 order by id`,
      [`notificacion:${r.id}`],
    );
    expect(filas.map((f) => f.payload.dispositivoId).sort()).toEqual(
      [m1.dispositivoId, m2.dispositivoId].sort(),
    );

    const historial = await acotado.notificaciones.historial({ clienteId: zona.clienteId });
    const enviada = historial.filas.find((f) => f.id === r.id);
    expect(enviada).toMatchObject({
      titulo: 'Cambio de precios',
      region: 'Zona Envío',
      enviadaPor: 'Con Permisos',
    });
    expect(enviada?.entregas.map((e) => [e.username, e.estado]).sort()).toEqual(
      [
        [m1.username, 0],
        [m2.username, 0],
      ].sort(),
    );
  });

  it('a device that is not eligible (no route today here, another region, revoked) refuses the whole send: nothing is written', async () => {
    const zona = await crearZona(db.orm, zonaA.clienteId, 'Zona Rechazo');
    const bueno = await crearMercaderista(db.orm);
    await crearRuta(db.orm, bueno.id, [zona.almacenes[0]!]);
    const sinRuta = await crearMercaderista(db.orm);
    const antes = await contar('select count(*) as n from notificacion', []);
    const pushAntes = await contar(`select count(*) as n from mensaje_saliente where tipo = 'push'`, []);
    const e = await errorDe(
      gerente.notificaciones.enviar({
        clienteId: zona.clienteId,
        regionId: zona.regionId,
        titulo: 'T',
        texto: 'X',
        dispositivos: [bueno.dispositivoId, sinRuta.dispositivoId],
      }),
    );
    expect([e.code, e.message]).toEqual(['BAD_REQUEST', M.dispositivoNoElegible]);
    const inexistente = await errorDe(
      gerente.notificaciones.enviar({
        clienteId: zona.clienteId,
        regionId: zona.regionId,
        titulo: 'T',
        texto: 'X',
        dispositivos: [2_000_000_000],
      }),
    );
    expect(inexistente.message).toBe(M.dispositivoNoElegible);
    const faltan = await errorDe(
      gerente.notificaciones.enviar({
        clienteId: zona.clienteId,
        regionId: zona.regionId,
        titulo: ' ',
        texto: '',
        dispositivos: [],
      }),
    );
    expect(faltan.code).toBe('BAD_REQUEST');
    expect(await contar('select count(*) as n from notificacion', [])).toBe(antes);
    expect(await contar(`select count(*) as n from mensaje_saliente where tipo = 'push'`, [])).toBe(
      pushAntes,
    );
  });
});

describe('notificaciones: flag and client scope', () => {
  it('a user of client A gets NOT_FOUND for client B (regions, devices, send) and does not see its history; without read_reporte FORBIDDEN', async () => {
    const m = await crearMercaderista(db.orm);
    await crearRuta(db.orm, m.id, [zonaB.almacenes[0]!]);
    const ajena = await gerente.notificaciones.enviar({
      clienteId: zonaB.clienteId,
      regionId: zonaB.regionId,
      titulo: 'Solo B',
      texto: 'X',
      dispositivos: [m.dispositivoId],
    });
    expect(
      (await gerente.notificaciones.regiones({ clienteId: zonaB.clienteId })).map((r) => r.nombre),
    ).toContain('Zona Beta Avisos');
    expect((await errorDe(acotado.notificaciones.regiones({ clienteId: zonaB.clienteId }))).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (
        await errorDe(
          acotado.notificaciones.dispositivos({ clienteId: zonaB.clienteId, regionId: zonaB.regionId }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorDe(
          acotado.notificaciones.enviar({
            clienteId: zonaB.clienteId,
            regionId: zonaB.regionId,
            titulo: 'T',
            texto: 'X',
            dispositivos: [m.dispositivoId],
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await acotado.notificaciones.historial({})).filas.map((f) => f.id)).not.toContain(ajena.id);
    expect((await acotado.notificaciones.historial({ clienteId: zonaB.clienteId })).filas).toEqual([]);
    expect((await errorDe(psicologa.notificaciones.historial({}))).code).toBe('FORBIDDEN');
    expect(
      (
        await errorDe(
          psicologa.notificaciones.enviar({
            clienteId: zonaA.clienteId,
            regionId: zonaA.regionId,
            titulo: 'T',
            texto: 'X',
            dispositivos: [m.dispositivoId],
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });
});
