/**
 * Issue 16: a person barred for a client never appears in that client's portal (orders, candidate list, CV,
 * previous/next, counts), whoever barred them; a bar that came from this very order keeps that order's outcome
 * visible; a bar for another client changes nothing.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyProcedure } from '@trpc/server';
import { appRouter } from '../../root';
import { callerFor, errorDe, listarProcedimientos, llamar, type TestSession } from '../../testing';
import { fabricasDe, type Fabricas } from '../../testing/fabricas';
import { idCliente, NIT_LA_SABANA, NIT_TEXTILES } from './testing/apoyo';

let db: TestDatabase;
let cliente: TestSession;
let jefe: TestSession;
let f: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('cliente-portal-vetados');
  cliente = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' });
  jefe = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' });
  f = fabricasDe(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

/**
 * A stage-3 order of La Sabana (the demo client user's company): the factory sends it one person (`previos`),
 * and two more people sent to the client.
 */
async function pedidoConDos() {
  const pedido = await f.pedido({ estado: 3 });
  const previos = await vistos(pedido.id);
  const uno = await f.candidatoEnPedido({ pedidoId: pedido.id, estado: 1 });
  const dos = await f.candidatoEnPedido({ pedidoId: pedido.id, estado: 1 });
  return { pedido, previos, uno, dos };
}

async function documentoDe(candidatoPedidoId: number): Promise<string> {
  const [fila] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ numero_documento: string }[]>(
      'select c.numero_documento from candidato_pedido cp join candidato c on c.id = cp.candidato_id where cp.id = ?',
      [candidatoPedidoId],
    );
  return fila!.numero_documento;
}

const vistos = async (pedidoId: number) =>
  (await cliente.caller.clientePortal.pedido({ id: pedidoId })).candidatos.map((c) => c.candidatoPedidoId);
const resumen = async (pedidoId: number) =>
  (await cliente.caller.clientePortal.misPedidos()).find((p) => p.id === pedidoId);

describe('a bar set by staff hides the person everywhere in that client portal', () => {
  it('the list, the CV, the neighbours and the counts leave the person out; an order left with nobody disappears', async () => {
    const { pedido, previos, uno, dos } = await pedidoConDos();
    const solo = await f.pedido({ estado: 3 });
    const [unico] = await vistos(solo.id);
    expect(await vistos(pedido.id)).toEqual([...previos, uno.id, dos.id]);
    expect(
      (await cliente.caller.clientePortal.hojaDeVida({ candidatoPedidoId: dos.id })).anterior
        ?.candidatoPedidoId,
    ).toBe(uno.id);
    expect(await resumen(pedido.id)).toMatchObject({ candidatosEnviados: previos.length + 2 });

    const laSabana = await idCliente(db, NIT_LA_SABANA);
    await jefe.caller.vetados.vetar({ numeroDocumento: uno.persona.documento, clienteId: laSabana });
    await jefe.caller.vetados.vetar({ numeroDocumento: await documentoDe(unico!), clienteId: laSabana });

    expect(await vistos(pedido.id)).toEqual([...previos, dos.id]);
    expect((await errorDe(cliente.caller.clientePortal.hojaDeVida({ candidatoPedidoId: uno.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await cliente.caller.clientePortal.hojaDeVida({ candidatoPedidoId: dos.id })).anterior
        ?.candidatoPedidoId,
    ).toBe(previos.at(-1));
    expect(await resumen(pedido.id)).toMatchObject({ candidatosEnviados: previos.length + 1 });
    expect(await resumen(solo.id)).toBeUndefined();
    expect((await errorDe(cliente.caller.clientePortal.pedido({ id: solo.id }))).code).toBe('NOT_FOUND');
  });

  it('a bar for another client changes nothing', async () => {
    const { pedido, previos, uno, dos } = await pedidoConDos();
    await jefe.caller.vetados.vetar({
      numeroDocumento: uno.persona.documento,
      clienteId: await idCliente(db, NIT_TEXTILES),
    });
    expect(await vistos(pedido.id)).toEqual([...previos, uno.id, dos.id]);
    expect(
      (await cliente.caller.clientePortal.hojaDeVida({ candidatoPedidoId: uno.id })).candidatoPedidoId,
    ).toBe(uno.id);
  });
});

/** Paths of the client portal whose input names one candidate-in-order (read or write). */
function procedimientosDeUnCandidato(): string[] {
  const procedimientos = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  return listarProcedimientos(appRouter)
    .filter((p) => p.path.startsWith('clientePortal.'))
    .filter((p) => {
      const entrada = (procedimientos[p.path]!._def as { inputs?: { shape?: Record<string, unknown> }[] })
        .inputs?.[0];
      return Boolean(entrada?.shape && 'candidatoPedidoId' in entrada.shape);
    })
    .map((p) => p.path);
}

describe('every portal procedure of one candidate', () => {
  it('answers NOT_FOUND for a barred person and writes nothing (the whole router, so new procedures are covered)', async () => {
    const rutas = procedimientosDeUnCandidato();
    expect(rutas).toEqual(
      expect.arrayContaining([
        'clientePortal.hojaDeVida',
        'clientePortal.validar',
        'clientePortal.rechazar',
        'clientePortal.aprobarEntrevista',
      ]),
    );
    const { uno } = await pedidoConDos();
    await jefe.caller.vetados.vetar({
      numeroDocumento: uno.persona.documento,
      clienteId: await idCliente(db, NIT_LA_SABANA),
    });
    const antes = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ estado: number; version: number }[]>(
        'select estado_candidato_pedido estado, version from candidato_pedido where id = ?',
        [uno.id],
      );
    const entrada = {
      candidatoPedidoId: uno.id,
      version: uno.version,
      motivo: 'x',
      noRecibirDeNuevo: true,
      fecha: new Date(Date.now() + 2 * 24 * 3600 * 1000),
    };
    for (const ruta of rutas)
      expect((await errorDe(llamar(cliente.caller, ruta, entrada))).code, ruta).toBe('NOT_FOUND');
    const despues = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ estado: number; version: number }[]>(
        'select estado_candidato_pedido estado, version from candidato_pedido where id = ?',
        [uno.id],
      );
    expect(despues).toEqual(antes);
  });
});

describe('a bar that came from this very order', () => {
  it('keeps the rejected person visible in that order (its outcome), hidden from every other order of the client', async () => {
    const { pedido, previos, uno, dos } = await pedidoConDos();
    await cliente.caller.clientePortal.rechazar({
      candidatoPedidoId: uno.id,
      version: uno.version,
      motivo: 'No cumple',
      noRecibirDeNuevo: true,
    });
    expect(await vistos(pedido.id)).toEqual([...previos, uno.id, dos.id]);
    const fila = (await cliente.caller.clientePortal.pedido({ id: pedido.id })).candidatos.find(
      (c) => c.candidatoPedidoId === uno.id,
    );
    expect(fila?.estado).toBe(3);

    // The same person, in another order of the client (added before the bar, as an old process would be).
    const otro = await f.pedido({ estado: 3 });
    const companeros = await vistos(otro.id);
    await db.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into candidato_pedido (pedido_id, candidato_id, activo, pool, estado_candidato_pedido, estado_producto, version, fecha_creacion, fecha_modificacion)
         select ?, candidato_id, true, 1, 1, estado_producto, 1, now(), now() from candidato_pedido where id = ?`,
        [otro.id, uno.id],
      );
    expect(companeros.length).toBeGreaterThan(0);
    expect(await vistos(otro.id)).toEqual(companeros);
  });
});
