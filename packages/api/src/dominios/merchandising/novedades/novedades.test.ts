/** novedades.listar / solucion / foto / actualizar: flags, client scope in the query, filters, transitions, messages. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { hoyIso, MENSAJES, MENSAJES_NOVEDADES as M, sumarDias } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listarNovedades } from './servicios/listar';
import { callerFor, errorDe, type Caller } from '../../../testing';
import {
  crearMercaderista,
  crearNovedad,
  crearZona,
  usuarioConPermisos,
  type MercaderistaCreado,
  type ZonaCreada,
} from '../../../testing/fabricas/novedades-notificaciones';

let db: TestDatabase;
let gerente: Caller;
let soloLectura: Caller;
let lectorOtro: Caller;
let psicologa: Caller;
let zonaA: ZonaCreada;
let zonaB: ZonaCreada;
let mercaderista: MercaderistaCreado;
let gerenteId: number;

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(q, p);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1e9d50000000049454e44ae426082',
  'hex',
);

async function fila(id: number) {
  const [n] = await sql<{
    estado: number;
    solved_at: Date | null;
    comentario: string | null;
    resuelta_por_id: number | null;
    version: number;
  }>('select estado, solved_at, comentario, resuelta_por_id, version from novedad where id = ?', [id]);
  return n!;
}

beforeAll(async () => {
  db = await createTestDatabase('novedades');
  const clientes = await sql<{ id: number }>('select id from cliente order by id limit 2');
  zonaA = await crearZona(db.orm, clientes[0]!.id, 'Zona Alfa Novedades');
  zonaB = await crearZona(db.orm, clientes[1]!.id, 'Zona Beta Novedades');
  mercaderista = await crearMercaderista(db.orm);
  gerente = (await callerFor(db.orm, { usuario: 'gerente', portal: 'staff' })).caller;
  gerenteId = (await gerente.auth.me()).usuario.id;
  const lector = await usuarioConPermisos(db.orm, ['read_reporte'], [zonaA.clienteId]);
  soloLectura = (await callerFor(db.orm, { usuario: lector.username, portal: 'staff' })).caller;
  const otro = await usuarioConPermisos(db.orm, ['read_reporte', 'change_novedad'], [zonaA.clienteId]);
  lectorOtro = (await callerFor(db.orm, { usuario: otro.username, portal: 'staff' })).caller;
  psicologa = (await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

describe('novedades.actualizar', () => {
  it('accepting a pending incident sets the state, the comment, the solved date and who solved it; the solution shows them', async () => {
    const id = await crearNovedad(db.orm, {
      almacenId: zonaA.almacenes[0]!,
      usuarioId: mercaderista.id,
      texto: 'Góndola vacía',
    });
    const antes = await fila(id);
    const r = await gerente.novedades.actualizar({
      id,
      version: antes.version,
      estado: 1,
      comentario: 'Se repuso el producto',
    });
    expect(r.mensaje).toBe(M.actualizada);
    const despues = await fila(id);
    expect(despues).toMatchObject({
      estado: 1,
      comentario: 'Se repuso el producto',
      resuelta_por_id: gerenteId,
      version: antes.version + 1,
    });
    expect(despues.solved_at).not.toBeNull();
    const s = await gerente.novedades.solucion({ id });
    expect(s).toMatchObject({ estado: 1, comentario: 'Se repuso el producto', fotos: [] });
    expect(s.resueltaPor).toBeTruthy();
    expect(s.solvedAt?.getTime()).toBe(new Date(despues.solved_at!).getTime());

    // Reopened: no solved date and nobody solved it any more (the solution says so); the comment is the user's.
    await gerente.novedades.actualizar({ id, version: despues.version, estado: 0, comentario: 'Reabierta' });
    expect(await fila(id)).toMatchObject({
      estado: 0,
      solved_at: null,
      resuelta_por_id: null,
      comentario: 'Reabierta',
    });
    expect(await gerente.novedades.solucion({ id })).toMatchObject({
      estado: 0,
      solvedAt: null,
      resueltaPor: null,
    });
  });

  it('a stale version answers CONFLICT; a missing state answers the message; nothing changes', async () => {
    const id = await crearNovedad(db.orm, { almacenId: zonaA.almacenes[0]!, usuarioId: mercaderista.id });
    const { version } = await fila(id);
    await gerente.novedades.actualizar({ id, version, estado: 2, comentario: 'No procede' });
    const viejo = await errorDe(
      lectorOtro.novedades.actualizar({ id, version, estado: 1, comentario: 'Sí procede' }),
    );
    expect([viejo.code, viejo.message]).toEqual(['CONFLICT', MENSAJES.errores.conflicto]);
    const sinEstado = await errorDe(
      gerente.novedades.actualizar({ id, version: version + 1, estado: undefined as never, comentario: 'x' }),
    );
    expect(sinEstado.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(sinEstado.cause ?? sinEstado.message)).toContain(M.estadoRequerido);
    expect(await fila(id)).toMatchObject({ estado: 2, comentario: 'No procede', version: version + 1 });
  });

  it('without change_novedad: FORBIDDEN and nothing changes; without read_reporte: FORBIDDEN everywhere', async () => {
    const id = await crearNovedad(db.orm, { almacenId: zonaA.almacenes[0]!, usuarioId: mercaderista.id });
    expect((await errorDe(soloLectura.novedades.actualizar({ id, version: 1, estado: 1 }))).code).toBe(
      'FORBIDDEN',
    );
    expect(await fila(id)).toMatchObject({ estado: 0, version: 1, resuelta_por_id: null });
    expect(
      (await soloLectura.novedades.listar({ clienteId: zonaA.clienteId })).filas.map((f) => f.id),
    ).toContain(id);
    // One call at a time: promises created together would reject before being awaited (unhandled rejections).
    for (const llamada of [
      () => psicologa.novedades.listar({}),
      () => psicologa.novedades.solucion({ id }),
      () => psicologa.novedades.foto({ novedadId: id, fotoId: 1 }),
    ]) {
      expect((await errorDe(llamada())).code).toBe('FORBIDDEN');
    }
  });
});

describe('novedades: client scope (in the query)', () => {
  it('a user of client A neither lists, nor opens, nor sees photos of, nor updates an incident of client B', async () => {
    const ajena = await crearNovedad(db.orm, {
      almacenId: zonaB.almacenes[0]!,
      usuarioId: mercaderista.id,
      texto: 'Novedad del otro cliente',
      fotos: [{ contenido: PNG, tipoMime: 'image/png' }],
    });
    const [foto] = await sql<{ id: number }>('select id from foto_novedad where novedad_id = ?', [ajena]);
    expect((await gerente.novedades.listar({ clienteId: zonaB.clienteId })).filas.map((f) => f.id)).toContain(
      ajena,
    );

    expect((await lectorOtro.novedades.listar({})).filas.map((f) => f.id)).not.toContain(ajena);
    expect((await lectorOtro.novedades.listar({ clienteId: zonaB.clienteId })).filas).toEqual([]);
    expect((await lectorOtro.novedades.listar({ regionId: zonaB.regionId })).total).toBe(0);
    expect((await errorDe(lectorOtro.novedades.solucion({ id: ajena }))).code).toBe('NOT_FOUND');
    expect((await errorDe(lectorOtro.novedades.foto({ novedadId: ajena, fotoId: foto!.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await errorDe(lectorOtro.novedades.actualizar({ id: ajena, version: 1, estado: 1 }))).code).toBe(
      'NOT_FOUND',
    );
    expect(await fila(ajena)).toMatchObject({ estado: 0, version: 1 });
  });
});

describe('novedades.listar filters and novedades.foto', () => {
  it('filters by client, region, state and Bogotá days; newest first; row columns', async () => {
    const zona = await crearZona(db.orm, zonaA.clienteId, 'Zona Gamma Novedades');
    const ayer = new Date(Date.now() - 24 * 3600_000);
    const vieja = await crearNovedad(db.orm, {
      almacenId: zona.almacenes[0]!,
      usuarioId: mercaderista.id,
      creada: ayer,
      estado: 2,
    });
    const nueva = await crearNovedad(db.orm, {
      almacenId: zona.almacenes[1]!,
      usuarioId: mercaderista.id,
      texto: 'Precio distinto',
    });
    const r = await gerente.novedades.listar({ regionId: zona.regionId });
    expect(r.filas.map((f) => f.id)).toEqual([nueva, vieja]);
    // The merchandiser by name (first and last), not by username.
    expect(r.filas[0]).toMatchObject({
      usuario: `Mercaderista ${mercaderista.username}`,
      almacen: 'Almacén 2 Zona Gamma Novedades',
      region: 'Zona Gamma Novedades',
      texto: 'Precio distinto',
      estado: 0,
      fotos: 0,
    });
    expect(r.filas[0]!.tipo).toMatch(/^Categoría /);
    expect(r.filas[0]!.subtipo).toMatch(/^Novedad /);
    expect(
      (await gerente.novedades.listar({ regionId: zona.regionId, estado: 2 })).filas.map((f) => f.id),
    ).toEqual([vieja]);
    expect(
      (
        await gerente.novedades.listar({ regionId: zona.regionId, desde: hoyIso(), hasta: hoyIso() })
      ).filas.map((f) => f.id),
    ).toEqual([nueva]);
    expect(
      (await gerente.novedades.listar({ regionId: zona.regionId, hasta: sumarDias(hoyIso(), -2) })).filas,
    ).toEqual([]);
    expect(
      (await gerente.novedades.listar({ regionId: zona.regionId, clienteId: zonaB.clienteId })).filas,
    ).toEqual([]);
    const invertido = await errorDe(
      gerente.novedades.listar({ desde: hoyIso(), hasta: sumarDias(hoyIso(), -1) }),
    );
    expect(invertido.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(invertido.cause ?? invertido.message)).toContain(M.rangoInvalido);
  });

  it('a stored image comes as a data URL, an https address as is, anything else as null', async () => {
    const id = await crearNovedad(db.orm, {
      almacenId: zonaA.almacenes[1]!,
      usuarioId: mercaderista.id,
      fotos: [
        { contenido: PNG, tipoMime: 'image/png' },
        { url: 'https://fotos.example.co/1.jpg' },
        { url: 'javascript:alert(1)' },
        { contenido: Buffer.from('<svg/>'), tipoMime: 'image/svg+xml' },
      ],
    });
    const { fotos } = await gerente.novedades.solucion({ id });
    expect(fotos).toHaveLength(4);
    const srcs = await Promise.all(fotos.map((f) => gerente.novedades.foto({ novedadId: id, fotoId: f.id })));
    expect(srcs.map((s) => s.src)).toEqual([
      `data:image/png;base64,${PNG.toString('base64')}`,
      'https://fotos.example.co/1.jpg',
      null,
      null,
    ]);
    const otra = await crearNovedad(db.orm, { almacenId: zonaA.almacenes[1]!, usuarioId: mercaderista.id });
    expect((await errorDe(gerente.novedades.foto({ novedadId: otra, fotoId: fotos[0]!.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await gerente.novedades.listar({ regionId: zonaA.regionId })).filas.find((f) => f.id === id)?.fotos,
    ).toBe(4);
  });

  it('the count stops at the cap: "more than" instead of counting every incident', async () => {
    const zona = await crearZona(db.orm, zonaA.clienteId, 'Zona Tope Novedades');
    for (let i = 0; i < 3; i++)
      await crearNovedad(db.orm, { almacenId: zona.almacenes[0]!, usuarioId: mercaderista.id });
    const acotada = await listarNovedades(
      db.orm.em.fork(),
      { todos: true },
      { regionId: zona.regionId, pagina: 1 },
      2,
    );
    expect([acotada.total, acotada.totalAcotado, acotada.filas.length]).toEqual([2, true, 3]);
    const completa = await listarNovedades(
      db.orm.em.fork(),
      { todos: true },
      { regionId: zona.regionId, pagina: 1 },
      3,
    );
    expect([completa.total, completa.totalAcotado]).toEqual([3, false]);
  });
});
