import { EventoPedido, OtroAuxilioPedido, Pedido } from '@talento/db';
import { createTestDatabase, esperarBloqueo, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_PEDIDOS_STOCK as MS, type EntradaEditarPedidoStock } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, sesionesStaff, type TestSession } from '../../../testing';
import {
  AJENO_EJECUTIVO,
  conteos,
  formularioStock,
  referenciasStock,
  type ReferenciasStock,
} from './testing/datos-prueba';

let db: TestDatabase;
let jefe: TestSession;
let ejecutivo: TestSession;
let reclutador: TestSession;
let r: ReferenciasStock;

beforeAll(async () => {
  db = await createTestDatabase('pedidos_stock_formulario');
  [jefe, ejecutivo, reclutador] = await sesionesStaff(db.orm, 'jefe', 'ejecutivo', 'reclutador');
  r = await referenciasStock(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

/** Cities not used by any earlier test (each test takes its own, so the unique rule never crosses tests). */
let siguiente = 0;
const ciudades = (n: number) => {
  const elegidas = r.ciudades.slice(siguiente, siguiente + n);
  siguiente += n;
  if (elegidas.length < n) throw new Error('Datos de prueba: faltan ciudades libres');
  return elegidas;
};
const campos = (e: Parameters<typeof formaDeError>[0]) =>
  (formaDeError(e).data as { campos: Record<string, string[]> }).campos;

/** Creates a stock order and answers the edit input that reproduces it (ids and version included). */
async function crearYLeer(n: number, quien = jefe): Promise<EntradaEditarPedidoStock> {
  const base = formularioStock(r, ciudades(n));
  const { id } = await quien.caller.pedidosStock.crear(base);
  const p = await quien.caller.pedidosStock.paraFormulario({ id });
  return {
    ...(base as EntradaEditarPedidoStock),
    id,
    version: p.version,
    lineas: p.lineas.map((l, i) => ({
      ...(base.lineas[i] as EntradaEditarPedidoStock['lineas'][number]),
      id: l.id,
    })),
  };
}

describe('pedidosStock.crear', () => {
  it('creates a two-city order: parent 111 and a 112 child, each block with its own conditions, in one go', async () => {
    const dos = ciudades(2);
    const { id, estado } = await ejecutivo.caller.pedidosStock.crear(formularioStock(r, dos));
    expect(estado).toBe(111);
    const em = db.orm.em.fork();
    const padre = await em.findOneOrFail(Pedido, id, { populate: ['pedidosHijos'] });
    const [hijo] = padre.pedidosHijos.getItems();
    expect(padre).toMatchObject({
      esStock: true,
      esHijo: false,
      estadoPedido: 111,
      esDestacado: true,
      vacantes: 2,
      salario: 1_500_000,
    });
    // Low salary and no route: the legal aid (rule) and the extra allowance typed by the user.
    expect(padre.auxilioTransporte).toBeGreaterThan(0);
    expect(padre.auxilioTransporteExtra).toBe(40_000);
    expect(hijo).toMatchObject({
      esStock: true,
      esHijo: true,
      estadoPedido: 112,
      vacantes: 3,
      salario: 6_000_000,
      auxilioTransporte: 0,
      auxilioTransporteExtra: 0,
    });
    expect(hijo?.ciudad?.id).toBe(dos[1]!.id);
    expect(await em.count(EventoPedido, { pedido: { $in: [id, hijo!.id] }, tipoEvento: 0 })).toBe(2);
    expect((await em.find(OtroAuxilioPedido, { pedido: hijo!.id })).map((o) => o.nombre)).toEqual(['Bono 2']);

    const f = await ejecutivo.caller.pedidosStock.paraFormulario({ id: hijo!.id });
    expect(f.id).toBe(id);
    expect(f.lineas.map((l) => [l.estado, l.ciudad?.id])).toEqual([
      [111, dos[0]!.id],
      [112, dos[1]!.id],
    ]);
    expect(f.acciones).toContain('aprobar');
  });

  it('refuses a second current stock order for the same profile and city, and writes nothing', async () => {
    const [c] = ciudades(1);
    await jefe.caller.pedidosStock.crear(formularioStock(r, [c!]));
    const antes = await conteos(db.orm);
    const e = await errorDe(jefe.caller.pedidosStock.crear(formularioStock(r, [c!])));
    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toBe(MENSAJES.errores.informacionErrada);
    expect(campos(e)).toEqual({ 'lineas.0.ciudadId': [MS.duplicado] });
    expect(await conteos(db.orm)).toEqual(antes);
  });

  it('maps a concurrent insert caught by the unique index to the same message (CONFLICT, never a 500)', async () => {
    const [c] = ciudades(1);
    const em = db.orm.em.fork();
    const ajeno = await em.findOneOrFail(
      Pedido,
      { esStock: false, esHijo: false, estadoPedido: 2 },
      { orderBy: { id: 'asc' } },
    );
    let intento: Promise<Awaited<ReturnType<typeof errorDe>>> | undefined;
    // Another transaction holds an uncommitted stock order for the same profile and city: the check does not
    // see it, the insert waits on the index and fails once it commits.
    await em.transactional(async (tx) => {
      await tx.execute(
        'update pedido set es_stock = true, perfil_seleccion_id = ?, ciudad_id = ? where id = ?',
        [r.perfil.id, c!.id, ajeno.id],
      );
      intento = errorDe(jefe.caller.pedidosStock.crear(formularioStock(r, [c!])));
      // Commits once the insert waits on the index (PostgreSQL shows it waiting), not after a guessed time.
      await esperarBloqueo(db.orm);
    });
    const e = await intento!;
    expect(e.code).toBe('CONFLICT');
    expect(e.message).toBe(MS.duplicado);
  });

  it('permissions and scope: reclutador is FORBIDDEN; a client outside the scope is NOT_FOUND and writes nothing', async () => {
    const form = formularioStock(r, ciudades(1));
    expect((await errorDe(reclutador.caller.pedidosStock.crear(form))).code).toBe('FORBIDDEN');
    const otro = await referenciasStock(db.orm, AJENO_EJECUTIVO);
    const antes = await conteos(db.orm);
    expect(
      (await errorDe(ejecutivo.caller.pedidosStock.crear(formularioStock(otro, otro.ciudades.slice(0, 1)))))
        .code,
    ).toBe('NOT_FOUND');
    expect(await conteos(db.orm)).toEqual(antes);
  });

  it('asks the convocatoria type while the profile has filter questions: missing or unknown is refused under the field and writes nothing', async () => {
    const [perfil] = (await jefe.caller.pedidosStock.perfiles({ clienteId: r.cliente.id })).filter(
      (p) => p.id === r.perfil.id,
    );
    expect(perfil?.conPreguntas).toBe(true);
    const antes = await conteos(db.orm);
    const [ciudad] = ciudades(1);
    const sin = await errorDe(
      jefe.caller.pedidosStock.crear({ ...formularioStock(r, [ciudad!]), convocatoria: null }),
    );
    expect(sin.code).toBe('BAD_REQUEST');
    expect(campos(sin).convocatoria).toEqual([MS.convocatoria]);
    const desconocida = await errorDe(
      jefe.caller.pedidosStock.crear({ ...formularioStock(r, [ciudad!]), convocatoria: 'NO-EXISTE' }),
    );
    expect(campos(desconocida).convocatoria).toEqual([MS.convocatoriaNoExiste]);
    expect(await conteos(db.orm)).toEqual(antes);
    const { id } = await jefe.caller.pedidosStock.crear({
      ...formularioStock(r, [ciudad!]),
      convocatoria: 'MASIVA',
    });
    expect((await jefe.caller.pedidosStock.paraFormulario({ id })).convocatoria).toBe('MASIVA');
    const config = await jefe.caller.pedidos.configuracionFormulario();
    expect(config.tiposConvocatoria.map((t) => t.codigo)).toContain('MASIVA');
  });

  it('refuses a low salary with no route and no extra transport allowance, per block', async () => {
    const form = formularioStock(r, ciudades(1));
    form.lineas[0]!.auxilioTransporteExtra = null;
    const e = await errorDe(jefe.caller.pedidosStock.crear(form));
    expect(campos(e)).toEqual({ 'lineas.0.auxilioTransporteExtra': [MS.auxilioTransporteExtra] });
  });

  it('a block may name an associated cancelled order of the scope; anything else is refused under the field', async () => {
    const em = db.orm.em.fork();
    const cancelado = await em.findOneOrFail(
      Pedido,
      { cliente: r.cliente.id, estadoPedido: 0 },
      { orderBy: { id: 'asc' } },
    );
    const vigente = await em.findOneOrFail(
      Pedido,
      { cliente: r.cliente.id, estadoPedido: 2, esHijo: false },
      { orderBy: { id: 'asc' } },
    );
    const form = formularioStock(r, ciudades(2));
    form.lineas[1]!.pedidoPadreOcId = vigente.id;
    const e = await errorDe(jefe.caller.pedidosStock.crear(form));
    expect(campos(e)).toEqual({ 'lineas.1.pedidoPadreOcId': [MS.pedidoAsociado] });
    form.lineas[1]!.pedidoPadreOcId = cancelado.id;
    const { id } = await jefe.caller.pedidosStock.crear(form);
    const hijo = await db.orm.em.fork().findOneOrFail(Pedido, { pedidoPadre: id });
    expect(hijo.pedidoPadreOc?.id).toBe(cancelado.id);
  });

  it('duplicates from a stock order in scope only', async () => {
    const datos = await crearYLeer(1);
    const copia = formularioStock(r, ciudades(1));
    const { id } = await jefe.caller.pedidosStock.crear({ ...copia, duplicadoDe: datos.id });
    expect(id).not.toBe(datos.id);
    const otro = await referenciasStock(db.orm, AJENO_EJECUTIVO);
    const ajeno = await jefe.caller.pedidosStock.crear(formularioStock(otro, otro.ciudades.slice(0, 1)));
    expect(
      (
        await errorDe(
          ejecutivo.caller.pedidosStock.crear({ ...formularioStock(r, ciudades(1)), duplicadoDe: ajeno.id }),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });
});

describe('pedidosStock.editar', () => {
  it('saves the blocks (excluding itself from the duplicate check), adds a 112 line, and refuses a taken city', async () => {
    const datos = await crearYLeer(1, ejecutivo);
    const [nueva] = ciudades(1);
    const r1 = await ejecutivo.caller.pedidosStock.editar({
      ...datos,
      lineas: [
        { ...datos.lineas[0]!, vacantes: 9, auxilioInternet: 30_000 },
        { ...datos.lineas[0]!, id: undefined, ciudadId: nueva!.id },
      ],
    });
    expect(r1.estado).toBe(111);
    const f = await ejecutivo.caller.pedidosStock.paraFormulario({ id: datos.id });
    expect(f.lineas.map((l) => [l.estado, l.vacantes, l.auxilioInternet])).toEqual([
      [111, 9, 30_000],
      [112, 2, 0],
    ]);

    // Another current order already holds the city.
    const [tomada] = ciudades(1);
    await jefe.caller.pedidosStock.crear(formularioStock(r, [tomada!]));
    const e = await errorDe(
      ejecutivo.caller.pedidosStock.editar({
        ...datos,
        version: r1.version,
        lineas: f.lineas.map((l, i) => ({
          ...datos.lineas[0]!,
          id: l.id,
          ciudadId: i === 1 ? tomada!.id : l.ciudad!.id,
        })),
      }),
    );
    expect(campos(e)).toEqual({ 'lineas.1.ciudadId': [MS.duplicado] });
  });

  it('refuses a stale version and a missing block (removing is eliminarLinea); reclutador is FORBIDDEN', async () => {
    const datos = await crearYLeer(2);
    expect(
      (await errorDe(jefe.caller.pedidosStock.editar({ ...datos, version: datos.version + 1 }))).code,
    ).toBe('CONFLICT');
    const e = await errorDe(jefe.caller.pedidosStock.editar({ ...datos, lineas: datos.lineas.slice(0, 1) }));
    expect(campos(e)).toEqual({ lineas: [MS.lineaFaltante] });
    expect((await errorDe(reclutador.caller.pedidosStock.editar(datos))).code).toBe('FORBIDDEN');
  });

  it('an ordinary order is not a stock order: reads say so (the screen redirects), writes are refused', async () => {
    const ordinario = await db.orm.em
      .fork()
      .findOneOrFail(Pedido, { esStock: false, esHijo: false, estadoPedido: 1 });
    const f = await jefe.caller.pedidosStock.paraFormulario({ id: ordinario.id });
    expect([f.esStock, f.estado]).toEqual([false, 1]);
    const datos = await crearYLeer(1);
    const e = await errorDe(
      jefe.caller.pedidosStock.editar({ ...datos, id: ordinario.id, version: ordinario.version }),
    );
    expect([e.code, e.message]).toEqual(['CONFLICT', MS.noEsStock]);
    const a = await errorDe(
      jefe.caller.pedidosStock.aprobar({ id: ordinario.id, version: ordinario.version }),
    );
    expect([a.code, a.message]).toEqual(['CONFLICT', MS.noEsStock]);
  });
});

describe('pedidosStock.aprobar / aprobarPerfil / eliminarLinea', () => {
  it('needs the profile approved; approving it from here (change_perfilseleccion) lets the order go to 2, read-only afterwards', async () => {
    const datos = await crearYLeer(2, ejecutivo);
    await db.orm.em.fork().execute('update perfil set estado_perfil = 1 where id = ?', [r.perfil.id]);
    const e = await errorDe(ejecutivo.caller.pedidosStock.aprobar({ id: datos.id, version: datos.version }));
    expect([e.code, e.message]).toEqual(['CONFLICT', MS.perfilNoAprobado]);
    expect(
      (await errorDe(reclutador.caller.pedidosStock.aprobarPerfil({ pedidoId: datos.id, perfilVersion: 1 })))
        .code,
    ).toBe('FORBIDDEN');

    const { perfil } = await ejecutivo.caller.pedidosStock.paraFormulario({ id: datos.id });
    expect(perfil.estadoPerfil).toBe(1);
    const aprobado = await ejecutivo.caller.pedidosStock.aprobarPerfil({
      pedidoId: datos.id,
      perfilVersion: perfil.version,
    });
    expect(aprobado.estadoPerfil).toBe(2);

    expect(
      (await errorDe(reclutador.caller.pedidosStock.aprobar({ id: datos.id, version: datos.version }))).code,
    ).toBe('FORBIDDEN');
    const a = await ejecutivo.caller.pedidosStock.aprobar({ id: datos.id, version: datos.version });
    expect(a.estado).toBe(2);
    const filas = await db.orm.em.fork().find(Pedido, { $or: [{ id: datos.id }, { pedidoPadre: datos.id }] });
    expect(filas.map((p) => p.estadoPedido)).toEqual([2, 2]);
    expect(filas.every((p) => p.fechaAprobacion !== null && p.fechaNegociada !== null)).toBe(true);
    // The lines take the profile's FAC, so they admit candidates.
    expect(filas.map((p) => p.fac?.id)).toEqual([r.perfil.fac!.id, r.perfil.fac!.id]);

    const f = await ejecutivo.caller.pedidosStock.paraFormulario({ id: datos.id });
    expect(f.acciones).toEqual(['duplicar']);
    const editar = await errorDe(ejecutivo.caller.pedidosStock.editar({ ...datos, version: a.version }));
    expect([editar.code, editar.message]).toEqual(['CONFLICT', MS.soloLectura]);
    const otraVez = await errorDe(
      ejecutivo.caller.pedidosStock.aprobar({ id: datos.id, version: a.version }),
    );
    expect([otraVez.code, otraVez.message]).toEqual(['CONFLICT', MS.soloLectura]);
    const borrar = await errorDe(
      jefe.caller.pedidosStock.eliminarLinea({ id: datos.id, version: a.version, lineaId: f.lineas[1]!.id }),
    );
    expect([borrar.code, borrar.message]).toEqual(['CONFLICT', MS.soloLectura]);
  });

  it('deletes a child block (delete_pedido) back to state 1; the first block stays; executives may not delete', async () => {
    const datos = await crearYLeer(2);
    const hijo = datos.lineas[1]!.id!;
    expect(
      (
        await errorDe(
          ejecutivo.caller.pedidosStock.eliminarLinea({
            id: datos.id,
            version: datos.version,
            lineaId: hijo,
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    const primera = await errorDe(
      jefe.caller.pedidosStock.eliminarLinea({ id: datos.id, version: datos.version, lineaId: datos.id }),
    );
    expect([primera.code, primera.message]).toEqual(['CONFLICT', MS.primeraLinea]);
    expect(
      (
        await errorDe(
          jefe.caller.pedidosStock.eliminarLinea({ id: datos.id, version: datos.version + 1, lineaId: hijo }),
        )
      ).code,
    ).toBe('CONFLICT');

    const r1 = await jefe.caller.pedidosStock.eliminarLinea({
      id: datos.id,
      version: datos.version,
      lineaId: hijo,
    });
    expect(r1.estado).toBe(1);
    expect(await db.orm.em.fork().count(Pedido, { id: hijo })).toBe(0);
    // The freed city can be used again.
    await jefe.caller.pedidosStock.crear(
      formularioStock(r, [r.ciudades.find((c) => c.id === datos.lineas[1]!.ciudadId)!]),
    );
  });
});
