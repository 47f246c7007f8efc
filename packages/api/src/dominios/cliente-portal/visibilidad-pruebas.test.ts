/**
 * Issue 17, spec 01 §6: client staff see tests and scores of an order only when the client implements tests, or
 * the implementation check (implementacion_pruebas: client + order's city, every user or this user) passes, or the
 * user holds imp_pruebas_Clientes_usuariostaffcliente. Every client-portal procedure whose output carries tests,
 * scores or the implementation answer is found by walking the router's output schemas, so a new one fails here
 * until it is listed in CASOS (and so obeys the rule).
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { PERMISO_PRUEBAS_CLIENTE } from '@talento/rules';
import type { AnyProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../root';
import { callerFor, errorDe, listarProcedimientos, llamar, type Caller } from '../../testing';
import { defDe, envuelto, type Esquema } from '../../testing/esquemas';
import { fabricasDe, type Fabricas } from '../../testing/fabricas';
import { sql } from './testing/apoyo';

/** El Trigal: a client without implementacion_pruebas (demo data). */
const NIT_SIN_IMPLEMENTACION = '860012345';
const PUNTAJE = 77;

let db: TestDatabase;
let f: Fabricas;
let pedidoId: number;
let candidatoPedidoId: number;
let clienteId: number;
let ciudadId: number;
let otraCiudadId: number;

beforeAll(async () => {
  db = await createTestDatabase('cliente-portal-visibilidad-pruebas');
  f = fabricasDe(db.orm);
  const pedido = await f.pedido({ estado: 3, cliente: NIT_SIN_IMPLEMENTACION });
  pedidoId = pedido.id;
  clienteId = pedido.clienteId;
  const [cp] = await sql<{ id: number }>(
    db,
    'select id from candidato_pedido where pedido_id = ? and activo and estado_candidato_pedido >= 1 order by id',
    [pedidoId],
  );
  candidatoPedidoId = cp!.id;
  // The row's overall score is written by the test platform's results (no client procedure writes it).
  await sql(db, 'update candidato_pedido set puntaje_global = ? where id = ?', [PUNTAJE, candidatoPedidoId]);
  const [p] = await sql<{ ciudad_id: number; implementacion_pruebas: boolean }>(
    db,
    'select p.ciudad_id, c.implementacion_pruebas from pedido p join cliente c on c.id = p.cliente_id where p.id = ?',
    [pedidoId],
  );
  expect(p).toMatchObject({ implementacion_pruebas: false });
  ciudadId = p!.ciudad_id;
  const [otra] = await sql<{ id: number }>(db, 'select id from ciudad where id <> ? order by id limit 1', [
    ciudadId,
  ]);
  otraCiudadId = otra!.id;
});
afterAll(async () => {
  await db?.drop();
});

interface Caso {
  llamar: (caller: Caller) => Promise<unknown>;
  /** Nothing of the tests in the answer. */
  oculto: (r: never) => boolean;
  /** The tests in the answer (the seeded score, or a yes). */
  visible: (r: never) => boolean;
}

type Pedido = Awaited<ReturnType<Caller['clientePortal']['pedido']>>;
type HojaDeVida = Awaited<ReturnType<Caller['clientePortal']['hojaDeVida']>>;

const CASOS: Record<string, Caso> = {
  'clientePortal.pedido': {
    llamar: (c) => c.clientePortal.pedido({ id: pedidoId }),
    oculto: (r: Pedido) => !r.vePuntajes && r.candidatos.every((x) => x.puntajeGlobal === null),
    visible: (r: Pedido) =>
      r.vePuntajes &&
      r.candidatos.find((x) => x.candidatoPedidoId === candidatoPedidoId)?.puntajeGlobal === PUNTAJE,
  },
  'clientePortal.hojaDeVida': {
    llamar: (c) => c.clientePortal.hojaDeVida({ candidatoPedidoId }),
    oculto: (r: HojaDeVida) => r.pruebas === null,
    visible: (r: HojaDeVida) => r.pruebas?.puntajeGlobal === PUNTAJE,
  },
  'clientePortal.validarImplementacion': {
    llamar: (c) => c.clientePortal.validarImplementacion({ pedidoId }),
    oculto: (r: { implementacion: boolean }) => !r.implementacion,
    visible: (r: { implementacion: boolean }) => r.implementacion,
  },
};

/**
 * Client-access procedures without a declared output schema (not read by the sweep): none, since every procedure
 * declares one (procedimientos.test.ts); a procedure without it fails here too.
 */
const SIN_SALIDA_DECLARADA: Record<string, string> = {};

const PALABRAS_DE_PRUEBAS = /puntaje|prueba|implementacion|calificacion|entrevistaVideo|urlInforme/i;

/** Outputs whose keys match those words without carrying any test result, each with its reason. */
const NO_SON_PRUEBAS: Record<string, string> = {
  'reportes.informeCliente':
    'puntajeGestion es el puntaje de gestión del informe de operaciones (30 % efectividad + 70 % nivel de servicio), no una prueba',
};

/** Object keys a schema's values may carry (through wrappers, arrays, unions, pipes). */
function claves(e: Esquema, vistos = new Set<Esquema>()): string[] {
  if (vistos.has(e)) return [];
  vistos.add(e);
  const d = defDe(e);
  const en = (s: unknown) => claves(s as Esquema, vistos);
  const interno = envuelto(d);
  if (interno) return en(interno);
  switch (d.type) {
    case 'object':
      return Object.entries(d.shape as Record<string, Esquema>).flatMap(([k, v]) => [k, ...en(v)]);
    case 'array':
      return en(d.element);
    case 'union':
      return (d.options as Esquema[]).flatMap(en);
    case 'intersection':
      return [...en(d.left), ...en(d.right)];
    case 'pipe':
      return [...en(d.in), ...en(d.out)];
    case 'record':
      return en(d.valueType);
    case 'lazy':
      return en((d.getter as () => Esquema)());
    default:
      return [];
  }
}

/** Procedures of the client portal (client-staff access) and the output schema each declares. */
function procedimientosDelPortal(): { path: string; salida: Esquema | undefined }[] {
  const procs = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  return listarProcedimientos(appRouter)
    .filter((p) => p.meta?.acceso === 'cliente')
    .map((p) => ({ path: p.path, salida: (procs[p.path]!._def as { output?: Esquema }).output }));
}

async function sesionCliente(opciones: { permiso?: boolean } = {}) {
  const u = await f.usuario({ rol: 'cliente', clientes: [NIT_SIN_IMPLEMENTACION] });
  if (opciones.permiso) {
    const [g] = await sql<{ id: number }>(db, `insert into grupo (nombre) values (?) returning id`, [
      `Cliente con pruebas ${u.id}`,
    ]);
    await sql(
      db,
      `insert into grupo_permiso (grupo_id, permiso_id) select ?, id from permiso where codigo = ?`,
      [g!.id, PERMISO_PRUEBAS_CLIENTE],
    );
    await sql(db, 'insert into usuario_grupo (usuario_id, grupo_id) values (?, ?)', [u.id, g!.id]);
  }
  return { id: u.id, caller: (await callerFor(db.orm, { usuario: u.username, portal: 'cliente' })).caller };
}

const implementar = (ciudad: number, usuario: number | null) =>
  sql(
    db,
    'insert into implementacion_pruebas (cliente_id, ciudad_id, usuario_id, created_at) values (?, ?, ?, now())',
    [clienteId, ciudad, usuario],
  );
const sinImplementaciones = () =>
  sql(db, 'delete from implementacion_pruebas where cliente_id = ?', [clienteId]);

async function esperar(caller: Caller, como: 'oculto' | 'visible') {
  for (const [ruta, caso] of Object.entries(CASOS))
    expect(caso[como]((await caso.llamar(caller)) as never), `${ruta}: ${como}`).toBe(true);
}

describe('the sweep finds every portal procedure that returns tests', () => {
  it('each declares its output, and those whose output carries tests are exactly CASOS', () => {
    const procs = procedimientosDelPortal();
    expect(procs.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'clientePortal.pedido',
        'clientePortal.misPedidos',
        'contratacion.cliente.paraIniciar',
      ]),
    );
    const sinSalida = procs.filter((p) => !p.salida).map((p) => p.path);
    expect(sinSalida.sort(), 'declare .output() so this sweep can read what they return').toEqual(
      Object.keys(SIN_SALIDA_DECLARADA).sort(),
    );
    const conPruebas = procs
      .filter((p) => p.salida && claves(p.salida).some((k) => PALABRAS_DE_PRUEBAS.test(k)))
      .map((p) => p.path);
    expect(conPruebas.filter((p) => !(p in NO_SON_PRUEBAS)).sort()).toEqual(Object.keys(CASOS).sort());
    // An exemption must still be a portal procedure whose output matches (no stale entries).
    expect(Object.keys(NO_SON_PRUEBAS).filter((p) => !conPruebas.includes(p))).toEqual([]);
  });
});

describe('who sees the tests of an order of a client without implementacion_pruebas', () => {
  it('nobody, without an implementation row nor the flag', async () => {
    await sinImplementaciones();
    await esperar((await sesionCliente()).caller, 'oculto');
  });

  it('every user of the client, with an implementation for the order city and no user', async () => {
    await sinImplementaciones();
    await implementar(ciudadId, null);
    await esperar((await sesionCliente()).caller, 'visible');
    await sinImplementaciones();
  });

  it('nobody, with an implementation in another city only', async () => {
    await sinImplementaciones();
    await implementar(otraCiudadId, null);
    await esperar((await sesionCliente()).caller, 'oculto');
    await sinImplementaciones();
  });

  it('only that user, with an implementation for the order city and one user', async () => {
    await sinImplementaciones();
    const piloto = await sesionCliente();
    const otro = await sesionCliente();
    await implementar(ciudadId, piloto.id);
    await esperar(piloto.caller, 'visible');
    await esperar(otro.caller, 'oculto');
    await sinImplementaciones();
  });

  it('a user holding imp_pruebas_Clientes_usuariostaffcliente', async () => {
    await sinImplementaciones();
    await esperar((await sesionCliente({ permiso: true })).caller, 'visible');
  });

  it('every user once the client implements tests', async () => {
    await sinImplementaciones();
    await sql(db, 'update cliente set implementacion_pruebas = true where id = ?', [clienteId]);
    try {
      await esperar((await sesionCliente()).caller, 'visible');
    } finally {
      await sql(db, 'update cliente set implementacion_pruebas = false where id = ?', [clienteId]);
    }
  });
});

describe('clientePortal.validarImplementacion', () => {
  it('answers NOT_FOUND for an order outside the user companies and for an unknown id', async () => {
    const otroCliente = await f.usuario({ rol: 'cliente', clientes: ['900123456'] });
    const caller = (await callerFor(db.orm, { usuario: otroCliente.username, portal: 'cliente' })).caller;
    expect((await errorDe(caller.clientePortal.validarImplementacion({ pedidoId }))).code).toBe('NOT_FOUND');
    expect(
      (await errorDe(llamar(caller, 'clientePortal.validarImplementacion', { pedidoId: 999_999_999 }))).code,
    ).toBe('NOT_FOUND');
  });

  it('refuses an input that is not an id (BAD_REQUEST, never a 500)', async () => {
    const { caller } = await sesionCliente();
    const error = await errorDe(llamar(caller, 'clientePortal.validarImplementacion', { pedidoId: 'x' }));
    expect(error.code).toBe('BAD_REQUEST');
  });
});
