/**
 * The lifecycle of a stock order's city line (spec 01 §4, issue 35 §1): state 6 "Enviado a stock" fills a vacancy
 * and the client's pool, the line finishes, and the order moves to "Cancelados y terminados".
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CANDIDATO } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, consultasSql, errorDe, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';

let db: TestDatabase;
let f: Fabricas;
let jefe: Caller;
let sql: ReturnType<typeof consultasSql>['sql'];

beforeAll(async () => {
  db = await createTestDatabase('stock_pedido_ciclo');
  f = fabricasDe(db.orm);
  sql = consultasSql(db.orm).sql;
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

/** A one-vacancy stock order in selection with a candidate in interview, and a stock profile for its line. */
async function lineaConEntrevista() {
  const pedido = await f.pedido({ estado: 3, stock: true, vacantes: 1 });
  const cp = await f.candidatoEnPedido({ pedidoId: pedido.id, estado: 4 });
  const [p] = await sql<{ cliente_id: number; perfil_id: number; ciudad_id: number }>(
    'select cliente_id, perfil_seleccion_id as perfil_id, ciudad_id from pedido where id = ?',
    [pedido.id],
  );
  const [previo] = await sql<{ id: number }>(
    'select id from perfil_stock where perfil_id = ? and ciudad_id = ?',
    [p!.perfil_id, p!.ciudad_id],
  );
  const stockId =
    previo?.id ??
    (
      await jefe.stockPerfiles.crear({
        clienteId: p!.cliente_id,
        perfilId: p!.perfil_id,
        ciudadId: p!.ciudad_id,
        vigencia: 15,
        meta: 20,
        media: 10,
        baja: 5,
      })
    ).id;
  return { pedido, cp, stockId, ...p! };
}

const versionPedido = async (id: number) => (await jefe.pedidos.detalle({ id })).version;
const persona = async (id: number) =>
  (
    await sql<{ disponibilidad: number; disponibilidad_stock: number }>(
      'select disponibilidad, disponibilidad_stock from candidato where id = ?',
      [id],
    )
  )[0]!;
/** `pedidos.cancelar` takes the cancellation form as multipart FormData. */
async function cancelar(id: number, razon: string) {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    id: String(id),
    version: String(await versionPedido(id)),
    causa: '2',
    razon,
  }))
    fd.set(k, v);
  return jefe.pedidos.cancelar(fd);
}
const enVista = async (vista: 'dashboard' | 'dashboardCerrados', id: number, clienteId: number) =>
  (await jefe.pedidosStock[vista]({ clienteId })).filas.some((x) => x.id === id);

describe('stock order lifecycle per city line', () => {
  it('state 6 fills a vacancy and the pool, frees the person for orders; the line advances, finishes and the order is listed as finished', async () => {
    const d = await lineaConEntrevista();
    const r = await jefe.candidatosPedido.cambiarEstado({
      id: d.cp.id,
      version: d.cp.version,
      accion: 'aprobarEntrevista',
    });
    expect(r.estado).toBe(6);
    const [linea] = await sql<{ vacantes_cumplidas: number }>(
      'select vacantes_cumplidas from pedido where id = ?',
      [d.pedido.id],
    );
    expect(linea!.vacantes_cumplidas).toBe(1);
    const pool = () =>
      sql<{ perfil_stock_id: number; estado: number }>(
        'select perfil_stock_id, estado from candidato_perfil_stock where candidato_id = ?',
        [d.cp.persona.id],
      );
    expect(await pool()).toEqual([{ perfil_stock_id: d.stockId, estado: 1 }]);
    expect(await persona(d.cp.persona.id)).toEqual({ disponibilidad: 0, disponibilidad_stock: 2 });
    const antes = await jefe.candidatosPedido.listar({ pedidoId: d.pedido.id });
    expect(
      [...antes.preseleccionados, ...antes.seleccionados].find((c) => c.id === d.cp.id)?.estadoEtiqueta,
    ).toBe('Enviado a stock');

    await jefe.pedidos.avanzarEtapa({ id: d.pedido.id, version: await versionPedido(d.pedido.id) });
    // No hiring after "Enviado a stock": the stage-4 terminations are not offered nor accepted.
    const lista = await jefe.candidatosPedido.listar({ pedidoId: d.pedido.id });
    const enSeleccion = [...lista.preseleccionados, ...lista.seleccionados].find((c) => c.id === d.cp.id)!;
    expect(enSeleccion.acciones).not.toContain('sePresenta');
    const e = await errorDe(
      jefe.candidatosPedido.cambiarEstado({
        id: d.cp.id,
        version: enSeleccion.version,
        accion: 'sePresenta',
      }),
    );
    expect([e.code, e.message]).toEqual(['BAD_REQUEST', MENSAJES_CANDIDATO.stockSinContratacion]);

    expect(await enVista('dashboardCerrados', d.pedido.id, d.cliente_id)).toBe(false);
    const fin = await jefe.pedidos.finalizar({ id: d.pedido.id, version: await versionPedido(d.pedido.id) });
    expect(fin.estado).toBe(5);
    // Finishing leaves the person in the pool (row still 6, stock mark 2) and the order under "Cancelados y terminados".
    const [fila] = await sql<{ estado_candidato_pedido: number }>(
      'select estado_candidato_pedido from candidato_pedido where id = ?',
      [d.cp.id],
    );
    expect(fila!.estado_candidato_pedido).toBe(6);
    expect(await pool()).toEqual([{ perfil_stock_id: d.stockId, estado: 1 }]);
    expect(await persona(d.cp.persona.id)).toEqual({ disponibilidad: 0, disponibilidad_stock: 2 });
    expect(await enVista('dashboardCerrados', d.pedido.id, d.cliente_id)).toBe(true);
    expect(await enVista('dashboard', d.pedido.id, d.cliente_id)).toBe(false);
  });

  it('comments and the action log work on a stock line', async () => {
    const { pedido } = await lineaConEntrevista();
    await jefe.pedidos.comentar({ id: pedido.id, texto: 'Comentario de la línea de stock' });
    expect((await jefe.pedidos.comentarios({ id: pedido.id })).map((c) => c.texto)).toContain(
      'Comentario de la línea de stock',
    );
    expect((await jefe.pedidos.eventos({ id: pedido.id })).length).toBeGreaterThan(0);
  });

  it('a multi-line order stays current while one line is open, and moves to the closed view when the last closes', async () => {
    const { pedido, cliente_id } = await lineaConEntrevista();
    const [otra] = await sql<{ id: number }>(
      `select c.id from ciudad c where c.es_capital and not exists (
         select 1 from pedido p where p.es_stock and p.estado_pedido not in (0, 5) and p.ciudad_id = c.id
           and p.perfil_seleccion_id = (select perfil_seleccion_id from pedido where id = ?)) order by c.id limit 1`,
      [pedido.id],
    );
    // A 112 line of the parent, as approving a multi-city stock order leaves it.
    const [hija] = await sql<{ id: number }>(
      `insert into pedido (es_stock, cliente_id, ciudad_id, perfil_seleccion_id, nombre_cargo, es_hijo, pedido_padre_id, vacantes,
         fecha_solicitud, estado_pedido, created_by_id, actualizado_en, fac_id)
       select true, cliente_id, ?, perfil_seleccion_id, nombre_cargo, true, id, 1, now(), 2, created_by_id, now(), fac_id
         from pedido where id = ? returning id`,
      [otra!.id, pedido.id],
    );
    await cancelar(pedido.id, 'Se cancela solo la primera línea');
    // Cancelling the parent cancels its open lines: reopen the child to see the order stay current.
    await sql('update pedido set estado_pedido = 2, fecha_cancelacion = null where id = ?', [hija!.id]);
    expect(await enVista('dashboard', pedido.id, cliente_id)).toBe(true);
    expect(await enVista('dashboardCerrados', pedido.id, cliente_id)).toBe(false);
    await cancelar(hija!.id, 'Se cancela la última línea');
    expect(await enVista('dashboard', pedido.id, cliente_id)).toBe(false);
    expect(await enVista('dashboardCerrados', pedido.id, cliente_id)).toBe(true);
  });
});
