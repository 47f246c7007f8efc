import { EventoPedido, Pedido } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import {
  fechaEnZonaNegocio,
  fechaNegociada,
  MENSAJES,
  MENSAJES_PEDIDOS,
  MENSAJES_PEDIDOS_STOCK,
  type EntradaEditarPedido,
} from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type TestSession } from '../../../testing';
import { fabricasDe } from '../../../testing/fabricas';
import { conteos, formulario, referencias, type Referencias } from './testing/datos-prueba';

let db: TestDatabase;
let jefe: TestSession;
let admin: TestSession;
let ejecutivo: TestSession;
let reclutador: TestSession;
let r: Referencias;

beforeAll(async () => {
  db = await createTestDatabase('pedidos_formulario_editar');
  const sesion = (usuario: string) => callerFor(db.orm, { usuario, portal: 'staff' });
  [jefe, admin, ejecutivo, reclutador] = await Promise.all([
    sesion('jefe'),
    sesion('admin'),
    sesion('ejecutivo'),
    sesion('reclutador'),
  ]);
  r = await referencias(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

/** Creates an order and answers the edit input that reproduces it (ids and version included). */
async function crearYLeer(lineas = 1): Promise<EntradaEditarPedido> {
  const { id } = await jefe.caller.pedidos.crear(formulario(r, lineas));
  const p = await jefe.caller.pedidos.paraFormulario({ id });
  const base = formulario(r, lineas);
  return {
    ...(base as EntradaEditarPedido),
    id,
    version: p.version,
    minimoCandidatosVacante: 3,
    lineas: p.lineas.map((l, i) => ({ ...base.lineas[i]!, id: l.id })),
  };
}

const eventosDe = (id: number) =>
  db.orm.em.fork().find(EventoPedido, { pedido: id }, { orderBy: { id: 'asc' } });

describe('the ordinary form never writes a stock order (issue 15)', () => {
  it('editar and aprobar of a stock order answer CONFLICT "edítelo desde Pedidos de stock" and change nothing', async () => {
    const stock = await fabricasDe(db.orm).pedido({ stock: true });
    const entrada = { ...(await crearYLeer()), id: stock.id, version: stock.version };
    const antes = await db.orm.em.fork().findOneOrFail(Pedido, stock.id);
    // Thunks, not promises: a second call started before the first is awaited would reject unobserved.
    const intentos = [
      () => jefe.caller.pedidos.editar(entrada),
      () => jefe.caller.pedidos.aprobar({ id: stock.id, version: stock.version }),
    ];
    for (const intento of intentos) {
      const e = await errorDe(intento());
      expect([e.code, e.message]).toEqual(['CONFLICT', MENSAJES_PEDIDOS_STOCK.esDeStock]);
    }
    const despues = await db.orm.em.fork().findOneOrFail(Pedido, stock.id);
    expect([despues.version, despues.estadoPedido]).toEqual([antes.version, antes.estadoPedido]);
  });
});

describe('pedidos.paraFormulario', () => {
  it('answers the form data with the lines (own line first, then 112 children)', async () => {
    const { id } = await jefe.caller.pedidos.crear(formulario(r, 2));
    const p = await jefe.caller.pedidos.paraFormulario({ id });
    expect(p).toMatchObject({
      id,
      estado: 111,
      cliente: { id: r.cliente.id },
      perfil: { id: r.perfil.id },
      horarioInicio: '07:00',
      otrosAuxilios: [{ nombre: 'Bono de puntualidad', valor: 50_000 }],
    });
    expect(p.lineas.map((l) => [l.estado, l.ciudad?.id])).toEqual([
      [111, r.ciudades[0]!.id],
      [112, r.ciudades[1]!.id],
    ]);
    expect((await errorDe(ejecutivo.caller.pedidos.paraFormulario({ id: 2_000_000_000 }))).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('pedidos.editar', () => {
  it('saves the fields; adding a line turns 1 into 111 with a 112 child; removing it goes back to 1', async () => {
    const datos = await crearYLeer(1);
    const nuevaLinea = {
      ciudadId: r.ciudades[2]!.id,
      vacantes: 5,
      centroCosto: 'CC-N',
      direccionPresentarse: 'Cra 7',
      personaAutorizaIngreso: 'Luis',
    };
    const g = await jefe.caller.pedidos.editar({
      ...datos,
      nombreCargo: 'Operario',
      lineas: [...datos.lineas, nuevaLinea],
    });
    expect(g).toMatchObject({ id: datos.id, estado: 111 });
    expect(g.version).toBeGreaterThan(datos.version);
    const leido = await jefe.caller.pedidos.paraFormulario({ id: datos.id });
    expect(leido.nombreCargo).toBe('Operario');
    expect(leido.lineas.map((l) => [l.estado, l.vacantes])).toEqual([
      [111, 2],
      [112, 5],
    ]);
    const hijoId = leido.lineas[1]!.id;
    expect((await eventosDe(hijoId)).map((e) => [e.estadoAnterior, e.estadoNuevo])).toEqual([[null, 112]]);

    const g2 = await jefe.caller.pedidos.editar({ ...datos, version: g.version, lineas: [datos.lineas[0]!] });
    expect(g2.estado).toBe(1);
    expect(await db.orm.em.fork().count(Pedido, { id: hijoId })).toBe(0);
    expect((await eventosDe(datos.id)).map((e) => [e.estadoAnterior, e.estadoNuevo])).toEqual([
      [null, 1],
      [1, 111],
      [111, 1],
    ]);
  });

  it('only 1 and 111 are editable: state 2 and closed orders are refused with their message', async () => {
    const em = db.orm.em.fork();
    const datos = await crearYLeer(1);
    for (const [estado, mensaje] of [
      [2, MENSAJES_PEDIDOS.estadoNoPermite],
      [0, MENSAJES_PEDIDOS.cerrado],
      [5, MENSAJES_PEDIDOS.cerrado],
    ] as const) {
      const otro = await em.findOneOrFail(Pedido, { estadoPedido: estado, esStock: false });
      const antes = await conteos(db.orm);
      const e = await errorDe(
        jefe.caller.pedidos.editar({
          ...datos,
          id: otro.id,
          version: otro.version,
          lineas: [{ ...datos.lineas[0]!, id: otro.id }],
        }),
      );
      expect([e.code, e.message]).toEqual(['CONFLICT', mensaje]);
      expect(await conteos(db.orm)).toEqual(antes);
    }
  });

  it('a stale version is refused with CONFLICT and changes nothing', async () => {
    const datos = await crearYLeer(1);
    await jefe.caller.pedidos.editar({ ...datos, nombreCargo: 'Primero' });
    const e = await errorDe(admin.caller.pedidos.editar({ ...datos, nombreCargo: 'Segundo' }));
    expect([e.code, e.message]).toEqual(['CONFLICT', MENSAJES.errores.conflicto]);
    expect((await jefe.caller.pedidos.paraFormulario({ id: datos.id })).nombreCargo).toBe('Primero');
  });

  it('two concurrent edits with the same version: exactly one succeeds', async () => {
    for (let intento = 0; intento < 3; intento++) {
      const datos = await crearYLeer(2);
      const resultados = await Promise.allSettled([
        jefe.caller.pedidos.editar({ ...datos, nombreCargo: 'Jefe' }),
        admin.caller.pedidos.editar({ ...datos, nombreCargo: 'Admin' }),
      ]);
      const ok = resultados.filter((x) => x.status === 'fulfilled');
      const fallos = resultados.filter((x): x is PromiseRejectedResult => x.status === 'rejected');
      expect(ok).toHaveLength(1);
      expect(fallos.map((f) => (f.reason as { code: string }).code)).toEqual(['CONFLICT']);
      const ganador = resultados[0].status === 'fulfilled' ? 'Jefe' : 'Admin';
      const leido = await jefe.caller.pedidos.paraFormulario({ id: datos.id });
      expect(leido.nombreCargo).toBe(ganador);
      expect(leido.lineas).toHaveLength(2);
    }
  });

  it('bad input and a child id of another order are refused and write nothing', async () => {
    const datos = await crearYLeer(1);
    const otro = await crearYLeer(2);
    const antes = await conteos(db.orm);
    expect((await errorDe(jefe.caller.pedidos.editar({ ...datos, salario: -5 }))).code).toBe('BAD_REQUEST');
    const e = await errorDe(
      jefe.caller.pedidos.editar({ ...datos, lineas: [datos.lineas[0]!, otro.lineas[1]!] }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    expect(await conteos(db.orm)).toEqual(antes);
  });

  it('reclutador (no change_pedido) is refused; ejecutivo cannot reach another client (NOT_FOUND)', async () => {
    const datos = await crearYLeer(1);
    expect((await errorDe(reclutador.caller.pedidos.editar(datos))).code).toBe('FORBIDDEN');
    const otroCliente = await referencias(db.orm, '901234567');
    const { id } = await jefe.caller.pedidos.crear(formulario(otroCliente));
    const p = await jefe.caller.pedidos.paraFormulario({ id });
    expect((await errorDe(ejecutivo.caller.pedidos.editar({ ...datos, id, version: p.version }))).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('pedidos.aprobar', () => {
  it('sets state 2 on the parent and its 112 lines, dates, actor, negotiated date and one event per order', async () => {
    const datos = await crearYLeer(2);
    const hijoId = datos.lineas[1]!.id!;
    const antes = new Date();
    const a = await jefe.caller.pedidos.aprobar({ id: datos.id, version: datos.version });
    expect(a).toMatchObject({ id: datos.id, estado: 2 });
    const em = db.orm.em.fork();
    const [padre, hijo] = await Promise.all([
      em.findOneOrFail(Pedido, datos.id),
      em.findOneOrFail(Pedido, hijoId),
    ]);
    const esperada = fechaNegociada(antes, antes, r.perfil.tiempoDiasBusqueda ?? 0);
    for (const p of [padre, hijo]) {
      expect(p.estadoPedido).toBe(2);
      expect(p.actorAprobacion?.id).toBe(jefe.usuario!.id);
      expect(p.fechaAprobacion!.getTime()).toBeGreaterThanOrEqual(antes.getTime() - 1000);
      expect(p.fechaEstado2!.getTime()).toBe(p.fechaAprobacion!.getTime());
      expect(p.fechaNegociada).toBe(esperada);
    }
    expect(fechaEnZonaNegocio(padre.fechaAprobacion!)).toBe(fechaEnZonaNegocio(antes));
    expect(
      (await eventosDe(datos.id)).map((e) => [e.tipoEvento, e.estadoAnterior, e.estadoNuevo, e.actor?.id]),
    ).toEqual(
      [
        [0, null, 111],
        [0, 111, 2],
      ].map((x) => [...x, jefe.usuario!.id]),
    );
    expect((await eventosDe(hijoId)).map((e) => [e.estadoAnterior, e.estadoNuevo])).toEqual([
      [null, 112],
      [112, 2],
    ]);
    // Approved: no more edits nor approvals.
    const e = await errorDe(jefe.caller.pedidos.aprobar({ id: datos.id, version: a.version }));
    expect([e.code, e.message]).toEqual(['CONFLICT', MENSAJES_PEDIDOS.estadoNoPermite]);
    expect((await errorDe(jefe.caller.pedidos.editar({ ...datos, version: a.version }))).message).toBe(
      MENSAJES_PEDIDOS.estadoNoPermite,
    );
  });

  it('a stale version or a 112 line alone is refused and nothing changes', async () => {
    const datos = await crearYLeer(2);
    await jefe.caller.pedidos.editar({ ...datos, nombreCargo: 'Cambio' });
    const antes = await conteos(db.orm);
    expect((await errorDe(jefe.caller.pedidos.aprobar({ id: datos.id, version: datos.version }))).code).toBe(
      'CONFLICT',
    );
    const hijo = await db.orm.em.fork().findOneOrFail(Pedido, datos.lineas[1]!.id!);
    expect((await errorDe(jefe.caller.pedidos.aprobar({ id: hijo.id, version: hijo.version }))).message).toBe(
      MENSAJES_PEDIDOS.estadoNoPermite,
    );
    expect(await conteos(db.orm)).toEqual(antes);
    expect((await db.orm.em.fork().findOneOrFail(Pedido, datos.id)).estadoPedido).toBe(111);
  });

  it('reclutador (no read_pedido_aprobar) is refused', async () => {
    const datos = await crearYLeer(1);
    expect(
      (await errorDe(reclutador.caller.pedidos.aprobar({ id: datos.id, version: datos.version }))).code,
    ).toBe('FORBIDDEN');
    expect((await db.orm.em.fork().findOneOrFail(Pedido, datos.id)).estadoPedido).toBe(1);
  });
});
