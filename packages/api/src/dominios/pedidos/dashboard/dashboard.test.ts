import { crearOActualizarUsuario, Pedido } from '@talento/db';
import { createTestDatabase, hashDePrueba, type TestDatabase } from '@talento/db/testing';
import {
  diasRestantes,
  diasTranscurridos,
  GRUPO_PSICOLOGOS,
  GRUPO_STAFF,
  hoyIso,
  inicioDelDia,
  leerTarjetas,
  sumarDias,
  type TarjetaPedido,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultaVigentes, momentoDe } from '../servicios/dashboard-consulta';
import { callerFor, errorDe, type TestSession } from '../../../testing';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
const ids = (t: readonly TarjetaPedido[]) => t.map((x) => x.id).sort((a, b) => a - b);

type Filtros<K extends 'dashboard' | 'dashboardCerrados'> = Parameters<
  TestSession['caller']['pedidos'][K]
>[0];
/** Calls a dashboard view and reads its cards, validating every one against TarjetaPedidoSchema. */
async function vig(s: TestSession, f: Filtros<'dashboard'>) {
  const r = await s.caller.pedidos.dashboard(f);
  return { ...r, tarjetas: leerTarjetas(r.tarjetasJson, true) };
}
async function cer(s: TestSession, f: Filtros<'dashboardCerrados'>) {
  const r = await s.caller.pedidos.dashboardCerrados(f);
  return { ...r, tarjetas: leerTarjetas(r.tarjetasJson, true) };
}

async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  return db.orm.em.fork().getConnection().execute<T[]>(query, params);
}
/** Ids of ordinary, non-child orders matching a condition on `p` (independent of the service's SQL). */
async function esperados(condicion: string, params: unknown[] = []): Promise<number[]> {
  const filas = await sql<{ id: number }>(
    `select p.id from pedido p where not p.es_stock and not p.es_hijo and ${condicion} order by p.id`,
    params,
  );
  return filas.map((f) => f.id);
}
const VIGENTE = 'p.estado_pedido in (1, 111, 2, 3, 4)';
const conCandidatos = (estados: string) =>
  `exists (select 1 from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.estado_candidato_pedido in (${estados}))`;

beforeAll(async () => {
  db = await createTestDatabase('dashboard');
  // An ordinary multi-city order: parent 111 (own city) with two 112 lines in other cities.
  const em = db.orm.em.fork();
  const base = await em.findOneOrFail(
    Pedido,
    { esStock: false, estadoPedido: 1 },
    { orderBy: { id: 'asc' } },
  );
  const otras = await sql<{ id: number }>('select id from ciudad where id <> ? order by id limit 2', [
    base.ciudad?.id ?? 0,
  ]);
  base.estadoPedido = 111;
  for (const c of otras) {
    em.create(Pedido, {
      cliente: base.cliente,
      ciudad: c.id,
      perfilSeleccion: base.perfilSeleccion,
      nombreCargo: base.nombreCargo,
      esHijo: true,
      pedidoPadre: base,
      estadoPedido: 112,
      createdBy: base.createdBy,
      vacantes: 1,
      fechaSolicitud: base.fechaSolicitud,
    });
  }
  await em.flush();
  jefe = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' });
  psicologa = await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff' });
});
afterAll(async () => {
  await db?.drop();
});

describe('pedidos.dashboard (vigentes)', () => {
  it('lists every current ordinary order in scope, newest first; never stock orders nor 112 lines', async () => {
    const r = await vig(jefe, {});
    expect(r.hayMas).toBe(false);
    expect(r.hayPedidos).toBe(true);
    expect(ids(r.tarjetas)).toEqual(await esperados(VIGENTE));
    expect(r.tarjetas.every((t) => t.estado !== 112)).toBe(true);
    const fechas = r.tarjetas.map((t) => t.fechaSolicitud);
    expect(fechas).toEqual([...fechas].sort().reverse());
  });

  it('a multi-city parent shows once with its city lines (own city + two 112 lines)', async () => {
    const r = await vig(jefe, {});
    const padre = r.tarjetas.find((t) => t.estado === 111);
    expect(padre?.lineasCiudad).toBe(3);
    expect(r.tarjetas.filter((t) => t.estado !== 111).every((t) => t.lineasCiudad === 1)).toBe(true);
  });

  it('each card carries client, pools, creator, tests and the days of the rules functions', async () => {
    const r = await vig(jefe, {});
    const hoy = new Date();
    const em = db.orm.em.fork();
    for (const t of r.tarjetas) {
      const p = await em.findOneOrFail(Pedido, t.id, {
        populate: ['perfilSeleccion', 'cliente', 'createdBy', 'encargadoPedido'],
      });
      const inicio = p.fechaAprobacion ?? p.fechaSolicitud;
      const dias = p.perfilSeleccion.tiempoDiasBusqueda ?? 0;
      expect(t.diasTranscurridos, `pedido ${t.id}`).toBe(diasTranscurridos(inicio, hoy));
      expect(t.diasRestantes, `pedido ${t.id}`).toBe(diasRestantes(inicio, hoy, dias));
      expect([t.clienteId, t.clienteNombre, t.clienteTipoDocumento, t.clienteNumeroDocumento]).toEqual([
        p.cliente.id,
        p.cliente.nombre,
        p.cliente.tipoDocumento,
        p.cliente.numeroDocumento,
      ]);
      expect(t.creador).toBe(`${p.createdBy.firstName} ${p.createdBy.lastName}`);
      expect(t.encargado).toBe(
        p.encargadoPedido ? `${p.encargadoPedido.firstName} ${p.encargadoPedido.lastName}` : null,
      );
      expect([
        t.pruebaFac,
        t.pruebaDetac,
        t.pruebaComp,
        t.pruebaIdisc,
        t.pruebaValores,
        t.pruebaEntrevistas,
      ]).toEqual([
        p.pruebaFac,
        p.pruebaDetac,
        p.pruebaComp,
        p.pruebaIdisc,
        p.pruebaValores,
        p.pruebaEntrevistas,
      ]);
      expect(t.salario).toBe(p.salario);
      expect(t.tipoPedido).toBe(p.tipoPedido);
      expect(t.tieneFac).toBe(p.fac !== null);
      const [k] = await sql<{ pre: number; sel: number }>(
        'select count(*) filter (where pool = 0)::int as pre, count(*) filter (where pool = 1)::int as sel from candidato_pedido where pedido_id = ? and activo',
        [t.id],
      );
      expect([t.preseleccionados, t.seleccionados]).toEqual([k?.pre, k?.sel]);
    }
    expect(r.tarjetas.some((t) => t.seleccionados > 0 && t.preseleccionados > 0)).toBe(true);
    expect(r.tarjetas.some((t) => t.encargado !== null)).toBe(true);
  });

  it('each filter narrows to exactly the matching orders', async () => {
    const [una] = await sql<{ cliente_id: number; ciudad_id: number; sucursal_id: number }>(
      `select cliente_id, ciudad_id, sucursal_id from pedido p where not es_stock and ${VIGENTE} and sucursal_id is not null order by id limit 1`,
    );
    const c = una!;
    const casos: [Record<string, unknown>, string, unknown[]][] = [
      [{ clienteId: c.cliente_id }, 'p.cliente_id = ?', [c.cliente_id]],
      [{ sucursalId: c.sucursal_id }, 'p.sucursal_id = ?', [c.sucursal_id]],
      [
        { ciudadId: c.ciudad_id },
        '(p.ciudad_id = ? or exists (select 1 from pedido h where h.pedido_padre_id = p.id and h.ciudad_id = ?))',
        [c.ciudad_id, c.ciudad_id],
      ],
      [{ tipoPedido: 'REINGRESO' }, "p.tipo_pedido = 'REINGRESO'", []],
      [{ fac: 'definidos' }, 'p.fac_id is not null', []],
      [{ fac: 'sin_definir' }, 'p.fac_id is null', []],
      [{ indicador: 'contratados' }, conCandidatos('8'), []],
      [{ estadoCandidato: 1 }, conCandidatos('0'), []],
      [{ estadoCandidato: 2 }, conCandidatos('1'), []],
      [{ estadoCandidato: 3 }, conCandidatos('2, 6'), []],
      [{ estadoCandidato: 4 }, conCandidatos('4'), []],
      [
        { estadoCandidato: 5 },
        `not exists (select 1 from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.estado_candidato_pedido <> 0)`,
        [],
      ],
      [{ estadoCandidato: 6 }, conCandidatos('3, 5'), []],
    ];
    const todos = (await vig(jefe, {})).tarjetas.length;
    for (const [filtro, condicion, params] of casos) {
      const r = await vig(jefe, filtro);
      const esperado = await esperados(`${VIGENTE} and ${condicion}`, params);
      expect(ids(r.tarjetas), JSON.stringify(filtro)).toEqual(esperado);
      expect(esperado.length, JSON.stringify(filtro)).toBeLessThan(todos);
      expect(esperado.length, JSON.stringify(filtro)).toBeGreaterThan(0);
    }
    // Combined filters intersect.
    const r = await vig(jefe, { clienteId: c.cliente_id, fac: 'definidos' });
    expect(ids(r.tarjetas)).toEqual(
      await esperados(`${VIGENTE} and p.cliente_id = ? and p.fac_id is not null`, [c.cliente_id]),
    );
  });

  it('indicador vencidos / normal split the orders by remaining days', async () => {
    const todas = (await vig(jefe, {})).tarjetas;
    const vencidos = (await vig(jefe, { indicador: 'vencidos' })).tarjetas;
    const normal = (await vig(jefe, { indicador: 'normal' })).tarjetas;
    expect(vencidos.length).toBeGreaterThan(0);
    expect(normal.length).toBeGreaterThan(0);
    expect(vencidos.every((t) => t.diasRestantes <= 0)).toBe(true);
    expect(normal.every((t) => t.diasRestantes > 0)).toBe(true);
    expect([...ids(vencidos), ...ids(normal)].sort((a, b) => a - b)).toEqual(ids(todas));
  });

  it('scoping: the psychologist sees only her clients; a foreign clienteId gives nothing', async () => {
    const r = await vig(psicologa, {});
    const propios = new Set(psicologa.usuario!.clientes.map((c) => c.id));
    expect(r.tarjetas.length).toBeGreaterThan(0);
    expect(r.tarjetas.every((t) => propios.has(t.clienteId))).toBe(true);
    expect(ids(r.tarjetas)).toEqual(
      await esperados(`${VIGENTE} and p.cliente_id = any(?::int[])`, [`{${[...propios].join(',')}}`]),
    );
    const [ajeno] = await sql<{ id: number }>(
      'select id from cliente where not (id = any(?::int[])) order by id limit 1',
      [`{${[...propios].join(',')}}`],
    );
    const otro = await vig(psicologa, { clienteId: ajeno!.id });
    expect(otro.tarjetas).toEqual([]);
    expect(otro.hayPedidos).toBe(true);
    const cerrados = await cer(psicologa, { clienteId: ajeno!.id, desde: '2000-01-01' });
    expect(cerrados.tarjetas).toEqual([]);
  });

  it('hayPedidos is false for a user whose clients have no orders', async () => {
    const em = db.orm.em.fork();
    await crearOActualizarUsuario(em, {
      username: 'sinpedidos',
      firstName: 'Sin',
      lastName: 'Pedidos',
      email: 's@p.co',
      passwordHash: await hashDePrueba('Talento2026!'),
      grupos: [GRUPO_STAFF, GRUPO_PSICOLOGOS],
      documentosClientes: [],
      esStaffCliente: false,
    });
    const s = await callerFor(db.orm, { usuario: 'sinpedidos', portal: 'staff' });
    expect(await vig(s, {})).toMatchObject({ tarjetas: [], hayPedidos: false });
    expect(await cer(s, {})).toMatchObject({ tarjetas: [], hayPedidos: false });
  });

  it('answers at most the limit, newest first, with hayMas when more match (same SQL, limit 5)', async () => {
    const c = consultaVigentes({ todos: true }, {}, momentoDe(new Date()), 5);
    const [fila] = await sql<{ hay_mas: boolean; tarjetas: string; hay_pedidos: boolean }>(c.sql, c.params);
    const todas = (await vig(jefe, {})).tarjetas;
    expect(fila?.hay_mas).toBe(true);
    expect(leerTarjetas(fila!.tarjetas, true).map((t) => t.id)).toEqual(todas.slice(0, 5).map((t) => t.id));
    const todo = consultaVigentes({ todos: true }, {}, momentoDe(new Date()), todas.length);
    expect((await sql<{ hay_mas: boolean }>(todo.sql, todo.params))[0]?.hay_mas).toBe(false);
  });

  it('bad input is BAD_REQUEST, never reaching SQL', async () => {
    for (const malo of [
      { estadoCandidato: 9 },
      { indicador: 'finalizados' },
      { clienteId: 'x' },
      { tipoPedido: 'x'.repeat(41) },
    ]) {
      expect((await errorDe(jefe.caller.pedidos.dashboard(malo as never))).code).toBe('BAD_REQUEST');
    }
  });
});

describe('pedidos.dashboardCerrados', () => {
  it('needs read_pedido_cancelado_terminado: the recruiter is FORBIDDEN, but reads the current view', async () => {
    const reclutador = await callerFor(db.orm, { usuario: 'reclutador', portal: 'staff' });
    expect((await errorDe(reclutador.caller.pedidos.dashboardCerrados({}))).code).toBe('FORBIDDEN');
    expect((await vig(reclutador, {})).tarjetas.length).toBeGreaterThan(0);
  });

  it('defaults to orders closed in the last 35 days, with the cause of cancelled ones', async () => {
    const [cancelado] = await sql<{ id: number }>(
      `select id from pedido where not es_stock and estado_pedido = 0 order by id limit 1`,
    );
    await sql(`update pedido set fecha_cancelacion = now() - interval '40 days' where id = ?`, [
      cancelado!.id,
    ]);
    const r = await cer(jefe, {});
    const hoy = hoyIso();
    const desde = sumarDias(hoy, -35);
    expect(r.rango).toEqual({ desde, hasta: hoy });
    const inicio = inicioDelDia(desde).toISOString();
    const enRango = await esperados(
      `((p.estado_pedido = 0 and p.fecha_cancelacion >= ?) or (p.estado_pedido = 5 and p.fecha_finalizacion >= ?))`,
      [inicio, inicio],
    );
    expect(ids(r.tarjetas)).toEqual(enRango);
    expect(ids(r.tarjetas)).not.toContain(cancelado!.id);
    expect(r.tarjetas.every((t) => t.fechaCierre !== null && t.fechaCierre >= r.rango!.desde)).toBe(true);
    const cancelados = r.tarjetas.filter((t) => t.estado === 0);
    expect(cancelados.length).toBeGreaterThan(0);
    expect(cancelados.every((t) => t.causaCancelacion !== null)).toBe(true);
    expect(r.tarjetas.filter((t) => t.estado === 5).every((t) => t.causaCancelacion === null)).toBe(true);

    const amplio = await cer(jefe, { desde: sumarDias(hoyIso(), -45) });
    expect(ids(amplio.tarjetas)).toContain(cancelado!.id);
  });

  it('indicador, creator and type filters narrow the closed view', async () => {
    const desde = '2000-01-01';
    const todos = await cer(jefe, { desde });
    const fin = await cer(jefe, { desde, indicador: 'finalizados' });
    const can = await cer(jefe, { desde, indicador: 'cancelados' });
    expect(fin.tarjetas.every((t) => t.estado === 5) && can.tarjetas.every((t) => t.estado === 0)).toBe(true);
    expect(fin.tarjetas.length + can.tarjetas.length).toBe(todos.tarjetas.length);
    const [creador] = await sql<{ id: number }>(
      `select created_by_id as id from pedido where not es_stock and estado_pedido in (0, 5) group by 1 order by count(*) limit 1`,
    );
    const r = await cer(jefe, { desde, creadoPorId: creador!.id });
    expect(ids(r.tarjetas)).toEqual(
      await esperados('p.estado_pedido in (0, 5) and p.created_by_id = ?', [creador!.id]),
    );
    expect(r.tarjetas.length).toBeLessThan(todos.tarjetas.length);
    expect((await errorDe(jefe.caller.pedidos.dashboardCerrados({ desde: '2026-02-30' }))).code).toBe(
      'BAD_REQUEST',
    );
  });
});
