import { Cliente, EventoPedido, OtroAuxilioPedido, Pedido, Perfil } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_FORMULARIO_PEDIDO as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, formaDeError, type TestSession } from '../../../testing';
import { conteos, enDias, formulario, referencias, SABANA, type Referencias } from './testing/datos-prueba';

let db: TestDatabase;
let jefe: TestSession;
let ejecutivo: TestSession;
let reclutador: TestSession;
let r: Referencias;

beforeAll(async () => {
  db = await createTestDatabase('pedidos_formulario_crear');
  const sesion = (usuario: string) => callerFor(db.orm, { usuario, portal: 'staff' });
  [jefe, ejecutivo, reclutador] = await Promise.all([
    sesion('jefe'),
    sesion('ejecutivo'),
    sesion('reclutador'),
  ]);
  r = await referencias(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

describe('pedidos.configuracionFormulario / perfilesAprobados', () => {
  it('answers minimum wage, transport aid, active order types and branches', async () => {
    const c = await jefe.caller.pedidos.configuracionFormulario();
    expect(c.smmlv).toBeGreaterThan(0);
    expect(c.auxilioTransporte).toBeGreaterThan(0);
    expect(c.tiposPedido.map((t) => t.codigo)).toEqual(
      expect.arrayContaining(['NUEVO', 'REINGRESO', 'ENVIADO_POR_CLIENTE']),
    );
    expect(c.sucursales.length).toBeGreaterThan(0);
    expect(c.limites.minimoCandidatosVacanteDefecto).toBe(3);
    // reclutador has read_pedido: allowed.
    await expect(reclutador.caller.pedidos.configuracionFormulario()).resolves.toBeTruthy();
  });

  it('lists only approved profiles of the client; a client outside scope is NOT_FOUND', async () => {
    const perfiles = await jefe.caller.pedidos.perfilesAprobados({ clienteId: r.cliente.id });
    const enBase = await db.orm.em.fork().count(Perfil, { cliente: r.cliente.id, estadoPerfil: 2 });
    expect(perfiles).toHaveLength(enBase);
    expect(perfiles[0]).toMatchObject({
      id: r.perfil.id,
      nombreCargoPerfil: r.perfil.nombreCargoPerfil,
      estadoPerfil: 2,
    });
    const ajeno = await db.orm.em.fork().findOneOrFail(Cliente, { numeroDocumento: '901234567' });
    expect((await errorDe(ejecutivo.caller.pedidos.perfilesAprobados({ clienteId: ajeno.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await errorDe(jefe.caller.pedidos.perfilesAprobados({ clienteId: 2_000_000_000 }))).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('pedidos.crear', () => {
  it('one city: state 1, every field stored, creation event type 0 null → 1', async () => {
    const antes = await conteos(db.orm);
    const datos = formulario(r, 1);
    const { id, estado } = await jefe.caller.pedidos.crear(datos);
    expect(estado).toBe(1);
    const em = db.orm.em.fork();
    const p = await em.findOneOrFail(Pedido, id, { populate: ['otrosAuxilios'] });
    const config = await jefe.caller.pedidos.configuracionFormulario();
    expect(p).toMatchObject({
      estadoPedido: 1,
      esHijo: false,
      vacantes: 2,
      minimoCandidatosVacante: 3,
      centroCosto: 'CC-1',
      salario: 1_500_000,
      tieneAuxilioTransporte: true,
      auxilioTransporte: config.auxilioTransporte,
      auxilioAlimentacion: 100_000,
      jornadaLaboral: 2,
      horarioInicio: '07:00:00',
      horarioFin: '17:00:00',
      fechaIngreso: datos.fechaIngreso,
      tipoPedido: 'NUEVO',
      esDestacado: true,
      fechaAprobacion: null,
    });
    expect(p.createdBy.id).toBe(jefe.usuario!.id);
    expect(p.encargadoPedido?.id).toBe(jefe.usuario!.id);
    expect(p.otrosAuxilios.getItems().map((o) => [o.nombre, o.valor])).toEqual([
      ['Bono de puntualidad', 50_000],
    ]);
    const eventos = await em.find(EventoPedido, { pedido: id });
    expect(eventos.map((e) => [e.tipoEvento, e.estadoAnterior, e.estadoNuevo, e.actor?.id])).toEqual([
      [0, null, 1, jefe.usuario!.id],
    ]);
    expect(await conteos(db.orm)).toEqual({
      pedidos: antes.pedidos + 1,
      eventos: antes.eventos + 1,
      otros: antes.otros + 1,
    });
  });

  it('two cities: parent 111 (first line) + child 112 (second line), one event each, same transaction', async () => {
    const antes = await conteos(db.orm);
    const { id, estado } = await jefe.caller.pedidos.crear(formulario(r, 2));
    expect(estado).toBe(111);
    const em = db.orm.em.fork();
    const padre = await em.findOneOrFail(Pedido, id, { populate: ['pedidosHijos'] });
    expect(padre.ciudad?.id).toBe(r.ciudades[0]!.id);
    const hijos = padre.pedidosHijos.getItems();
    expect(hijos).toHaveLength(1);
    expect(hijos[0]).toMatchObject({
      estadoPedido: 112,
      esHijo: true,
      vacantes: 3,
      centroCosto: 'CC-2',
      nombreCargo: 'Auxiliar de bodega',
    });
    expect(hijos[0]!.ciudad?.id).toBe(r.ciudades[1]!.id);
    const eventos = await em.find(
      EventoPedido,
      { pedido: { $in: [id, hijos[0]!.id] } },
      { orderBy: { id: 'asc' } },
    );
    expect(eventos.map((e) => [e.pedido.id, e.estadoAnterior, e.estadoNuevo])).toEqual([
      [id, null, 111],
      [hijos[0]!.id, null, 112],
    ]);
    expect(await conteos(db.orm)).toEqual({
      pedidos: antes.pedidos + 2,
      eventos: antes.eventos + 2,
      otros: antes.otros + 2,
    });
  });

  it('transport aid is computed: none with a route or above 2 × SMMLV', async () => {
    const { smmlv } = await jefe.caller.pedidos.configuracionFormulario();
    const em = db.orm.em.fork();
    const conRuta = await jefe.caller.pedidos.crear({ ...formulario(r), tieneRuta: true });
    const alto = await jefe.caller.pedidos.crear({ ...formulario(r), salario: 2 * smmlv + 1 });
    const limite = await jefe.caller.pedidos.crear({ ...formulario(r), salario: 2 * smmlv });
    const [a, b, c] = await Promise.all([conRuta, alto, limite].map((x) => em.findOneOrFail(Pedido, x.id)));
    expect([a!.auxilioTransporte, b!.auxilioTransporte, c!.auxilioTransporte > 0]).toEqual([0, 0, true]);
  });

  it('bad input: Spanish field messages and nothing written', async () => {
    const antes = await conteos(db.orm);
    const malo = {
      ...formulario(r),
      nombreCargo: '',
      salario: 0,
      jornadaLaboral: 3,
      horarioInicio: null,
      lineas: [],
    };
    const e = await errorDe(jefe.caller.pedidos.crear(malo));
    expect(e.code).toBe('BAD_REQUEST');
    const campos = (formaDeError(e).data as { campos: Record<string, string[]> }).campos;
    expect(campos).toMatchObject({
      nombreCargo: [M.requerido],
      salario: [M.salario],
      lineas: [M.lineas],
      horarioInicio: [M.horaInicio],
    });
    // Checks that need the database or the clock: entry date, unknown city, branch and order type.
    const e2 = await errorDe(
      jefe.caller.pedidos.crear({
        ...formulario(r, 2),
        fechaIngreso: enDias(-1),
        tipoPedido: 'NO_EXISTE',
        sucursalId: 2_000_000_000,
        lineas: [formulario(r).lineas[0]!, { ...formulario(r).lineas[0]!, ciudadId: 2_000_000_000 }],
      }),
    );
    expect(e2.code).toBe('BAD_REQUEST');
    const forma = formaDeError(e2);
    expect(forma.message).toBe(MENSAJES.errores.informacionErrada);
    expect((forma.data as { campos: Record<string, string[]> }).campos).toEqual({
      fechaIngreso: [M.fechaIngresoVentana],
      'lineas.1.ciudadId': [M.ciudadNoExiste],
      sucursalId: [M.sucursalNoExiste],
      tipoPedido: [M.tipoPedidoNoExiste],
    });
    expect(
      (await errorDe(jefe.caller.pedidos.crear({ ...formulario(r), fechaIngreso: enDias(400) }))).code,
    ).toBe('BAD_REQUEST');
    expect(await conteos(db.orm)).toEqual(antes);
  });

  it('foreign client, profile of another client → NOT_FOUND; unapproved profile refused; nothing written', async () => {
    const antes = await conteos(db.orm);
    const otro = await referencias(db.orm, '901234567');
    // ejecutivo does not have client 901234567.
    expect((await errorDe(ejecutivo.caller.pedidos.crear(formulario(otro)))).code).toBe('NOT_FOUND');
    // profile of another client.
    expect(
      (await errorDe(jefe.caller.pedidos.crear({ ...formulario(r), perfilId: otro.perfil.id }))).code,
    ).toBe('NOT_FOUND');
    // unapproved profile of the same client.
    const em = db.orm.em.fork();
    const borrador = em.create(Perfil, { ...datosPerfil(r.perfil), estadoPerfil: 1 });
    await em.flush();
    const e = await errorDe(jefe.caller.pedidos.crear({ ...formulario(r), perfilId: borrador.id }));
    expect(e.code).toBe('BAD_REQUEST');
    expect((formaDeError(e).data as { campos: Record<string, string[]> }).campos).toEqual({
      perfilId: [M.perfilNoAprobado],
    });
    expect(await conteos(db.orm)).toEqual(antes);
  });

  it('duplicate: the source must be in scope; a cancelled source becomes pedido_padre_oc', async () => {
    const em = db.orm.em.fork();
    const cancelado = await em.findOneOrFail(Pedido, {
      estadoPedido: 0,
      cliente: { numeroDocumento: SABANA },
    });
    const { id } = await ejecutivo.caller.pedidos.crear({ ...formulario(r), duplicadoDe: cancelado.id });
    expect((await db.orm.em.fork().findOneOrFail(Pedido, id)).pedidoPadreOc?.id).toBe(cancelado.id);
    const ajeno = await em.findOneOrFail(Pedido, { cliente: { numeroDocumento: '901234567' } });
    const antes = await conteos(db.orm);
    expect(
      (await errorDe(ejecutivo.caller.pedidos.crear({ ...formulario(r), duplicadoDe: ajeno.id }))).code,
    ).toBe('NOT_FOUND');
    expect(await conteos(db.orm)).toEqual(antes);
  });

  it('reclutador (no add_pedido) is refused and nothing is written', async () => {
    const antes = await conteos(db.orm);
    expect((await errorDe(reclutador.caller.pedidos.crear(formulario(r)))).code).toBe('FORBIDDEN');
    expect(await conteos(db.orm)).toEqual(antes);
    expect(
      await db.orm.em.fork().count(OtroAuxilioPedido, { pedido: { createdBy: reclutador.usuario!.id } }),
    ).toBe(0);
  });
});

function datosPerfil(p: Perfil) {
  return {
    cliente: p.cliente,
    cargo: p.cargo,
    nombreCargoPerfil: `${p.nombreCargoPerfil} (borrador)`,
    salario: p.salario,
    tiempoDiasBusqueda: p.tiempoDiasBusqueda,
  };
}
