/**
 * Administración › Merchandising (issue 34 §7). The acceptance check with a clock: a store, a region, a merchandiser
 * with an enrolled device and a route for today (from the weekly pattern) make the notifications screen list that
 * device, and an arrival at that store (the device API) counts as planned on the map and in compliance. Then bad
 * input, duplicates, stale versions, one-off changes, idempotent week creation, scope and permissions.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  digitoVerificacionNit,
  LoteLlegadas,
  MENSAJES_MERCHANDISING_ADMIN as M,
  MENSAJES,
  planDelDia,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDispositivos } from '../../../index';
import { callerFor, errorDe, type Caller } from '../../../testing';
import {
  crearUsuarioConTodasLasBanderas,
  sembrarFueraDeAlcance,
  type FueraDeAlcance,
} from '../../../testing/fuera-de-alcance';

let db: TestDatabase;
let admin: Caller;
let jefe: Caller;
let acotado: Caller;
let fuera: FueraDeAlcance;
/** Wednesday 09/12/2026, 10:00 in Bogotá. */
const ahora = new Date('2026-12-09T15:00:00Z');
const HOY = '2026-12-09';
const JUEVES = '2026-12-10';
const MARTES = '2026-12-08';

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(q, p);
const campos = async (p: Promise<unknown>) => {
  const e = await errorDe(p);
  return {
    code: e.code,
    campos: (
      e.cause as { issues?: { path: (string | number)[]; message: string }[] } | undefined
    )?.issues?.map((i) => [i.path.join('.'), i.message]),
  };
};
const contar = async (tabla: string) =>
  (await sql<{ n: number }>(`select count(*)::int as n from ${tabla}`))[0]!.n;
const semana = (martes: number[] = [], miercoles: number[] = [], jueves: number[] = []) => [
  [],
  martes,
  miercoles,
  jueves,
  [],
  [],
  [],
];

/** What the acceptance test builds, reused by the later cases. */
const mundo = {
  clienteId: 0,
  regionId: 0,
  almacenId: 0,
  segundoAlmacenId: 0,
  mercaderistaId: 0,
  dispositivoId: 0,
  token: '',
};

beforeAll(async () => {
  db = await createTestDatabase('admin_merchandising');
  fuera = await sembrarFueraDeAlcance(db.orm);
  await crearUsuarioConTodasLasBanderas(db.orm, 'acotado', 'psicologa');
  const sesion = (usuario: string) => callerFor(db.orm, { usuario, portal: 'staff', now: () => ahora });
  admin = (await sesion('admin')).caller;
  jefe = (await sesion('jefe')).caller;
  acotado = (await sesion('acotado')).caller;
});
afterAll(async () => {
  await db?.drop();
});

describe('aceptación: almacén, región, mercaderista con dispositivo y ruta de hoy', () => {
  it('la pantalla de notificaciones lista el dispositivo y la llegada al almacén cuenta como planificada', async () => {
    const numero = '811223347';
    const cliente = await admin.administracion.clientes.guardar({
      tipoDocumento: 0,
      numeroDocumento: `${numero}-${digitoVerificacionNit(numero)}`,
      nombre: 'Distribuidora Andina de Prueba',
    });
    if (cliente.estado !== 'guardado') throw new Error('el cliente no quedó guardado');
    mundo.clienteId = cliente.cliente.id;

    const region = await admin.administracion.merchandising.guardarRegion({
      clienteId: mundo.clienteId,
      nombre: 'Sabana Norte',
    });
    expect(region.mensaje).toBe(M.regionCreada);
    mundo.regionId = region.id;
    const almacen = await admin.administracion.merchandising.guardarAlmacen({
      clienteId: mundo.clienteId,
      nombre: 'Éxito Calle 80',
      direccion: 'Calle 80 # 69-70',
      regionId: mundo.regionId,
      latitud: 4.6932,
      longitud: -74.0868,
    });
    expect(almacen.mensaje).toBe(M.almacenCreado);
    mundo.almacenId = almacen.id;
    mundo.segundoAlmacenId = (
      await admin.administracion.merchandising.guardarAlmacen({
        clienteId: mundo.clienteId,
        nombre: 'Olímpica Suba',
        regionId: mundo.regionId,
        latitud: 4.7411,
        longitud: -74.0834,
      })
    ).id;

    const mercaderista = await admin.administracion.merchandising.crearMercaderista({
      username: 'mercaderista.andina',
      firstName: 'Lucía',
      lastName: 'Pardo',
      email: 'lucia.pardo@andina.test',
      sucursalId: null,
      clientes: [mundo.clienteId],
    });
    mundo.mercaderistaId = mercaderista.id;
    expect(
      (await admin.administracion.merchandising.mercaderistas({ clienteId: mundo.clienteId })).map((m) => [
        m.username,
        m.clientes,
      ]),
    ).toEqual([['mercaderista.andina', ['Distribuidora Andina de Prueba']]]);

    // The phone enrols with the one-time code of /merchandising-dispositivos.
    const { codigo } = await admin.dispositivos.generarCodigo({ usuarioId: mundo.mercaderistaId });
    const enrolado = await apiDispositivos.enrolarDispositivo(
      db.orm.em.fork(),
      { codigo, deviceId: 'android-andina-0001', nombre: 'Motorola G54' },
      ahora,
    );
    mundo.dispositivoId = enrolado.dispositivoId;
    mundo.token = enrolado.token;

    // No route today yet: the notifications screen lists nobody.
    const elegibles = () =>
      admin.notificaciones.dispositivos({ clienteId: mundo.clienteId, regionId: mundo.regionId });
    expect(await elegibles()).toEqual([]);
    expect(
      (await admin.notificaciones.regiones({ clienteId: mundo.clienteId })).map((r) => r.nombre),
    ).toEqual(['Sabana Norte']);

    // Weekly pattern: Wednesdays the two stores; then this week's routes are created from it.
    await admin.administracion.merchandising.guardarPatron({
      usuarioId: mundo.mercaderistaId,
      version: 0,
      dias: semana([], [mundo.almacenId, mundo.segundoAlmacenId]),
    });
    const generada = await admin.administracion.merchandising.generarSemana({
      usuarioId: mundo.mercaderistaId,
      fecha: HOY,
    });
    expect(generada).toMatchObject({ rutasCreadas: 1, visitasAgregadas: 2, visitasQuitadas: 0 });

    expect(await elegibles()).toEqual([
      expect.objectContaining({
        id: mundo.dispositivoId,
        deviceId: 'android-andina-0001',
        username: 'mercaderista.andina',
      }),
    ]);

    // The phone reports its arrival at the first store (POST /llegadas): planned on the map, counted in compliance.
    const dispositivo = await apiDispositivos.autenticarDispositivo(db.orm.em.fork(), mundo.token, ahora);
    expect(dispositivo).toEqual({ id: mundo.dispositivoId, usuarioId: mundo.mercaderistaId });
    const registradoEn = '2026-12-09T09:40:00-05:00';
    await apiDispositivos.recibirLlegadas(
      db.orm.em.fork(),
      dispositivo!,
      // The body as the HTTP layer parses it (apps/server http/dispositivos).
      LoteLlegadas.parse({ clave: 'llegada-1', llegadas: [{ almacenId: mundo.almacenId, registradoEn }] }),
      ahora,
    );
    const recorrido = await admin.mapa.recorrido({ mercaderistaId: mundo.mercaderistaId, fecha: HOY });
    expect(recorrido.almacenes.map((a) => [a.nombre, a.posicion])).toEqual([
      ['Éxito Calle 80', 1],
      ['Olímpica Suba', 2],
    ]);
    expect(recorrido.llegadas.map((l) => l.almacen)).toEqual(['Éxito Calle 80']);
    const cumplimiento = await admin.mapa.cumplimiento({
      desde: HOY,
      hasta: HOY,
      clienteId: mundo.clienteId,
    });
    expect(cumplimiento.filas.map((f) => [f.mercaderistaId, f.fecha, f.planeados])).toEqual([
      [mundo.mercaderistaId, HOY, 2],
    ]);

    // Every change left its audit row with the administrator as actor.
    const acciones = await sql<{ accion: string }>(
      `select accion from auditoria where recurso in ('almacen', 'region', 'patron_ruta', 'ruta') order by id`,
    );
    expect(acciones.map((a) => a.accion)).toEqual([
      'region.crear',
      'almacen.crear',
      'almacen.crear',
      'patron_ruta.guardar',
      'ruta.generar_semana',
    ]);
  });

  it('la migración 000040 dejó las regiones y almacenes existentes activos en la versión 1', async () => {
    expect(
      await sql(`select r.activo, r.version, min(a.version) as minima, max(a.version) as maxima
                   from region r join almacen a on a.region_id = r.id where r.nombre = 'Sabana Centro' group by r.id`),
    ).toEqual([{ activo: true, version: 1, minima: 1, maxima: 1 }]);
  });

  it('crear la semana otra vez no crea nada ni escribe auditoría (idempotente)', async () => {
    const rutas = await contar('ruta');
    const visitas = await contar('visita');
    const auditoria = await contar('auditoria');
    const otra = await admin.administracion.merchandising.generarSemana({ usuarioId: null, fecha: HOY });
    expect(otra).toMatchObject({ rutasCreadas: 0, visitasAgregadas: 0, visitasQuitadas: 0 });
    expect(otra.mensaje).toBe(M.semanaGenerada(0, 0, 0));
    expect([await contar('ruta'), await contar('visita'), await contar('auditoria')]).toEqual([
      rutas,
      visitas,
      auditoria,
    ]);
  });
});

describe('cambios de un día y patrón', () => {
  it('agregar un almacén el jueves crea esa ruta; quitar uno del patrón hoy lo saca de la ruta; se conservan al crear la semana', async () => {
    const m = admin.administracion.merchandising;
    await m.guardarCambio({
      usuarioId: mundo.mercaderistaId,
      fecha: JUEVES,
      almacenId: mundo.almacenId,
      agregar: true,
    });
    await m.guardarCambio({
      usuarioId: mundo.mercaderistaId,
      fecha: HOY,
      almacenId: mundo.segundoAlmacenId,
      agregar: false,
    });
    const leer = async () => {
      const r = await m.rutas({ usuarioId: mundo.mercaderistaId, fecha: HOY });
      return r.dias.map((d) => [d.fecha, d.ruta?.map((v) => v.nombre) ?? null]);
    };
    const esperado = [
      ['2026-12-07', null],
      [MARTES, null],
      [HOY, ['Éxito Calle 80']],
      [JUEVES, ['Éxito Calle 80']],
      ['2026-12-11', null],
      ['2026-12-12', null],
      ['2026-12-13', null],
    ];
    expect(await leer()).toEqual(esperado);
    const otra = await m.generarSemana({ usuarioId: mundo.mercaderistaId, fecha: HOY });
    expect(otra).toMatchObject({ rutasCreadas: 0, visitasAgregadas: 0, visitasQuitadas: 0 });
    expect(await leer()).toEqual(esperado);

    // The opposite change undoes it: the store is back on today's route.
    const deshecho = await m.guardarCambio({
      usuarioId: mundo.mercaderistaId,
      fecha: HOY,
      almacenId: mundo.segundoAlmacenId,
      agregar: true,
    });
    expect(deshecho.mensaje).toBe(M.cambioQuitado);
    expect((await leer())[2]).toEqual([HOY, ['Éxito Calle 80', 'Olímpica Suba']]);
  });

  it('rechaza un día pasado, un almacén ya en la ruta y uno que no está, sin cambiar nada', async () => {
    const m = admin.administracion.merchandising;
    const antes = await contar('cambio_ruta');
    const base = { usuarioId: mundo.mercaderistaId, almacenId: mundo.almacenId };
    expect(await campos(m.guardarCambio({ ...base, fecha: MARTES, agregar: true }))).toEqual({
      code: 'BAD_REQUEST',
      campos: [['fecha', M.fechaPasada]],
    });
    expect((await campos(m.guardarCambio({ ...base, fecha: HOY, agregar: true }))).campos).toEqual([
      ['almacenId', M.yaEnLaRuta],
    ]);
    expect((await campos(m.guardarCambio({ ...base, fecha: '2026-12-11', agregar: false }))).campos).toEqual([
      ['almacenId', M.noEnLaRuta],
    ]);
    expect(await contar('cambio_ruta')).toBe(antes);
    expect((await campos(m.generarSemana({ usuarioId: null, fecha: '2026-11-30' }))).campos).toEqual([
      ['fecha', M.semanaPasada],
    ]);
  });

  it('cambiar el patrón reescribe las rutas ya escritas desde hoy y no toca las pasadas; versión vieja → CONFLICT', async () => {
    const m = admin.administracion.merchandising;
    // A route of last Tuesday (history) that the pattern change must not touch.
    await sql(`insert into ruta (usuario_id, fecha) values (?, ?)`, [mundo.mercaderistaId, MARTES]);
    const rutas = await m.rutas({ usuarioId: mundo.mercaderistaId, fecha: HOY });
    expect(rutas.patron.version).toBe(1);
    await m.guardarPatron({
      usuarioId: mundo.mercaderistaId,
      version: 1,
      dias: semana([mundo.almacenId], [mundo.segundoAlmacenId], []),
    });
    const despues = await m.rutas({ usuarioId: mundo.mercaderistaId, fecha: HOY });
    expect(despues.dias.map((d) => d.ruta?.map((v) => v.nombre) ?? null).slice(1, 4)).toEqual([
      [],
      ['Olímpica Suba'],
      ['Éxito Calle 80'],
    ]);
    expect(
      await campos(
        m.guardarPatron({ usuarioId: mundo.mercaderistaId, version: 1, dias: semana([], [mundo.almacenId]) }),
      ),
    ).toEqual({ code: 'CONFLICT', campos: undefined });
  });

  it('un almacén de otro cliente o repetido en el día se rechaza bajo el día', async () => {
    const m = admin.administracion.merchandising;
    const { version } = (await m.rutas({ usuarioId: mundo.mercaderistaId, fecha: HOY })).patron;
    expect(
      (
        await campos(
          m.guardarPatron({
            usuarioId: mundo.mercaderistaId,
            version,
            dias: semana([fuera.merchandising.almacenId]),
          }),
        )
      ).campos,
    ).toEqual([['dias.1', M.almacenNoValido]]);
    expect(
      (
        await campos(
          m.guardarPatron({
            usuarioId: mundo.mercaderistaId,
            version,
            dias: semana([mundo.almacenId, mundo.almacenId]),
          }),
        )
      ).campos,
    ).toEqual([['dias.1', M.almacenRepetidoDia]]);
  });

  it('planDelDia: patrón sin los quitados, luego los agregados, una vez y solo activos', () => {
    expect(
      planDelDia(
        [1, 2, 3],
        [
          { almacenId: 2, agregar: false },
          { almacenId: 5, agregar: true },
          { almacenId: 1, agregar: true },
          { almacenId: 9, agregar: true },
        ],
        new Set([1, 2, 3, 5]),
      ),
    ).toEqual([1, 3, 5]);
  });
});

describe('almacenes y regiones: entradas malas, duplicados, versión, desactivar', () => {
  it('media coordenada, nombre repetido del cliente y región de otro cliente se rechazan bajo su campo', async () => {
    const m = admin.administracion.merchandising;
    const antes = await contar('almacen');
    const base = { clienteId: mundo.clienteId, nombre: 'Carulla 93' };
    expect((await campos(m.guardarAlmacen({ ...base, latitud: 4.68 }))).campos).toEqual([
      ['longitud', M.coordenadasIncompletas],
    ]);
    expect((await campos(m.guardarAlmacen({ ...base, latitud: 95, longitud: -74 }))).campos).toEqual([
      ['latitud', M.latitud],
    ]);
    expect((await campos(m.guardarAlmacen({ ...base, nombre: ' éxito calle 80 ' }))).campos).toEqual([
      ['nombre', M.almacenRepetido],
    ]);
    expect(
      (await campos(m.guardarAlmacen({ ...base, regionId: fuera.merchandising.regionId }))).campos,
    ).toEqual([['regionId', M.regionAjena]]);
    expect(
      (await campos(m.guardarRegion({ clienteId: mundo.clienteId, nombre: 'sabana norte' }))).campos,
    ).toEqual([['nombre', M.regionRepetida]]);
    expect(await contar('almacen')).toBe(antes);
  });

  it('editar con la versión vieja da CONFLICT; desactivar lo saca de las rutas nuevas y del teléfono, sin borrarlo', async () => {
    const m = admin.administracion.merchandising;
    const [fila] = (await m.almacenes({ clienteId: mundo.clienteId, texto: 'suba' })).filas;
    expect(fila).toMatchObject({ nombre: 'Olímpica Suba', region: 'Sabana Norte', latitud: 4.7411 });
    const editado = { ...fila!, direccion: 'Avenida Suba # 100-20' };
    await m.guardarAlmacen(editado);
    const error = await errorDe(m.guardarAlmacen({ ...editado, direccion: 'Otra' }));
    expect([error.code, error.message]).toEqual(['CONFLICT', MENSAJES.errores.conflicto]);
    await m.activarAlmacen({ id: fila!.id, version: fila!.version + 1, activo: false });
    expect(
      (await m.almacenes({ clienteId: mundo.clienteId, activo: true })).filas.map((a) => a.nombre),
    ).toEqual(['Éxito Calle 80']);
    expect((await m.almacenes({ clienteId: mundo.clienteId, activo: null })).filas).toHaveLength(2);
    // Today's route (rewritten by the next week creation) no longer visits it.
    await m.generarSemana({ usuarioId: mundo.mercaderistaId, fecha: HOY });
    const hoy = (await m.rutas({ usuarioId: mundo.mercaderistaId, fecha: HOY })).dias[2]!;
    expect(hoy.ruta?.map((v) => v.nombre)).toEqual([]);
    // The phone no longer gets it in its catalogue, and an arrival there is refused.
    const dispositivo = { id: mundo.dispositivoId, usuarioId: mundo.mercaderistaId };
    const catalogos = await apiDispositivos.catalogosDelDispositivo(db.orm.em.fork(), dispositivo);
    expect(catalogos.almacenes.map((a) => a.nombre)).toEqual(['Éxito Calle 80']);
    await expect(
      apiDispositivos.recibirLlegadas(
        db.orm.em.fork(),
        dispositivo,
        LoteLlegadas.parse({
          clave: 'llegada-inactivo',
          llegadas: [{ almacenId: fila!.id, registradoEn: '2026-12-09T09:50:00-05:00' }],
        }),
        ahora,
      ),
    ).rejects.toBeInstanceOf(apiDispositivos.RechazoDispositivo);
    expect(
      (
        await sql('select accion from auditoria where recurso = ? and recurso_id = ? order by id', [
          'almacen',
          String(fila!.id),
        ])
      ).map((a) => a.accion),
    ).toEqual(['almacen.crear', 'almacen.editar', 'almacen.desactivar']);
  });

  it('una región guarda sus almacenes; inactiva deja de ofrecerse en notificaciones', async () => {
    const m = admin.administracion.merchandising;
    const [region] = await m.regiones({ clienteId: mundo.clienteId });
    expect(region!.almacenIds.sort()).toEqual([mundo.almacenId, mundo.segundoAlmacenId].sort());
    const otra = await m.guardarRegion({
      clienteId: mundo.clienteId,
      nombre: 'Sabana Sur',
      almacenIds: [mundo.segundoAlmacenId],
    });
    const regiones = await m.regiones({ clienteId: mundo.clienteId });
    expect(regiones.map((r) => [r.nombre, r.almacenIds])).toEqual([
      ['Sabana Norte', [mundo.almacenId]],
      ['Sabana Sur', [mundo.segundoAlmacenId]],
    ]);
    const sur = regiones[1]!;
    await m.guardarRegion({ ...sur, activo: false });
    expect((await admin.notificaciones.regiones({ clienteId: mundo.clienteId })).map((r) => r.id)).toEqual([
      mundo.regionId,
    ]);
    expect(otra.id).toBe(sur.id);
  });
});

describe('permisos y alcance', () => {
  it('sin admin_merchandising: FORBIDDEN', async () => {
    expect((await errorDe(jefe.administracion.merchandising.almacenes({}))).code).toBe('FORBIDDEN');
    expect(
      (await errorDe(jefe.administracion.merchandising.generarSemana({ usuarioId: null, fecha: HOY }))).code,
    ).toBe('FORBIDDEN');
  });

  it('un usuario acotado no ve ni cambia lo de un cliente fuera de su alcance', async () => {
    const m = acotado.administracion.merchandising;
    const todos = (await m.almacenes({ activo: null })).filas.map((a) => a.id);
    expect(todos).not.toContain(fuera.merchandising.almacenId);
    expect((await errorDe(m.almacenes({ clienteId: fuera.clienteId }))).code).toBe('NOT_FOUND');
    expect((await errorDe(m.regiones({ clienteId: fuera.clienteId }))).code).toBe('NOT_FOUND');
    expect((await m.mercaderistas({})).map((x) => x.id)).not.toContain(fuera.merchandising.mercaderistaId);
    expect((await errorDe(m.rutas({ usuarioId: fuera.merchandising.mercaderistaId, fecha: HOY }))).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (
        await errorDe(
          m.guardarAlmacen({
            id: fuera.merchandising.almacenId,
            version: 1,
            clienteId: fuera.clienteId,
            nombre: 'Tomado',
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await campos(
          m.crearMercaderista({
            username: 'intruso.fuera',
            firstName: 'In',
            lastName: 'Truso',
            email: 'intruso@fuera.test',
            sucursalId: null,
            clientes: [fuera.clienteId],
          }),
        )
      ).campos,
    ).toEqual([['clientes', M.clienteNoExiste]]);
  });
});
