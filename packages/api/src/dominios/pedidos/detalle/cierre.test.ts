/**
 * Issue 11 §1–2: people are not left locked in closed orders. Cancelling or finishing an order frees everybody it
 * still holds (rows to 10 with type-4 events, availability 0; those who showed up stay hired), in the order's
 * transaction; "Liberar candidato" from the CV takes the person out of their order (activo false, event 5).
 * Also the one-off repair of data written before the rule.
 */
import { SQL_REPARAR_DISPONIBILIDAD } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CANDIDATO, MENSAJES_PIPELINE, MENSAJES_STOCK_HV } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_LIBERAR_FUERA_DE_ALCANCE } from '../../hv';
import { callerFor, type Caller, errorDe, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import {
  CLIENTES_PSICOLOGA,
  eventosDe,
  fallarInsercion,
  filaPedido,
  sql,
} from '../../../testing/pedido-detalle';
import { disponibilidadDe, filaDe, violacionesInvariante } from './testing/disponibilidad';

/** A client none of the psychologist's four (Confecciones del Valle, of the executive). */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let fabricas: Fabricas;
/** A client user of the default client (rejections by the client leave the person held until staff validate them). */
let cliente: Caller;

beforeAll(async () => {
  db = await createTestDatabase('pedidos-cierre');
  [jefe, psicologa] = await sesionesStaff(db.orm, 'jefe', 'psicologa');
  fabricas = fabricasDe(db.orm);
  const usuario = await fabricas.usuario({ rol: 'cliente', clientes: [CLIENTE_POR_DEFECTO] });
  ({ caller: cliente } = await callerFor(db.orm, { usuario: usuario.username, portal: 'cliente' }));
});
afterAll(async () => {
  await db?.drop();
});

function formularioCancelar(p: { id: number; version: number }): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    id: String(p.id),
    version: String(p.version),
    causa: '4',
    razon: 'El cliente ya no necesita la vacante.',
  }))
    fd.set(k, v);
  return fd;
}

const versionDe = async (id: number) => (await filaPedido(db, id)).version;

/**
 * Adds `estados.length` new people to the order and moves each, through the procedures, to its state: 0
 * pre-selected, 3 rejected by the client (not yet validated by staff), 8 showed up; the others as the factory
 * moves them. Returns the people's ids.
 */
async function personasEn(
  p: { id: number },
  estados: readonly (0 | 1 | 2 | 3 | 4 | 6 | 8)[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const estado of estados) {
    const fabrica = estado === 0 ? 'preseleccionado' : estado === 3 ? 1 : estado === 8 ? 6 : estado;
    const cp = await fabricas.candidatoEnPedido({ pedidoId: p.id, estado: fabrica });
    if (estado === 3)
      await cliente.clientePortal.rechazar({
        candidatoPedidoId: cp.id,
        version: cp.version,
        motivo: 'No tiene la experiencia pedida',
      });
    if (estado === 8)
      await jefe.caller.candidatosPedido.cambiarEstado({
        id: cp.id,
        version: cp.version,
        accion: 'sePresenta',
      });
    expect((await filaDe(db, p.id, cp.persona.id)).estado_candidato_pedido).toBe(estado);
    ids.push(cp.persona.id);
  }
  return ids;
}

describe('cancelar y finalizar liberan a las personas', () => {
  it('cancelling frees everybody held: rows to 10 with a type-4 event each, availability 0; then they can join another order', async () => {
    const p = await fabricas.pedido({ estado: 4, vacantes: 3 });
    const estados = [0, 1, 2, 3, 4, 6, 8] as const;
    const personas = await personasEn(p, estados);
    expect((await disponibilidadDe(db, personas[0]!)).disponibilidad).toBe(1);
    const antes = (await eventosDe(db, p.id)).length;

    await jefe.caller.pedidos.cancelar(formularioCancelar({ id: p.id, version: await versionDe(p.id) }));

    for (const [i, estado] of estados.entries()) {
      const fila = await filaDe(db, p.id, personas[i]!);
      const persona = await disponibilidadDe(db, personas[i]!);
      if (estado === 8) {
        expect(fila.estado_candidato_pedido).toBe(8);
        expect(persona).toEqual({ disponibilidad: 2, disponibilidad_stock: 0 });
      } else {
        expect(fila.estado_candidato_pedido).toBe(10);
        expect(persona).toEqual({ disponibilidad: 0, disponibilidad_stock: 0 });
      }
    }
    const nuevos = (await eventosDe(db, p.id)).slice(antes);
    const cierres = nuevos.filter((e) => e.tipo_evento === 4);
    // Mine (six held) plus the candidate in contracting the order reached stage 4 with.
    expect(cierres).toHaveLength(7);
    expect((await filaDe(db, p.id, p.candidatos[0]!.persona.id)).estado_candidato_pedido).toBe(10);
    for (const e of cierres) expect(e.estado_nuevo).toBe(10);
    expect(nuevos.filter((e) => e.tipo_evento === 0)).toMatchObject([
      { estado_anterior: 4, estado_nuevo: 0 },
    ]);
    expect(await violacionesInvariante(db)).toEqual([]);

    // Before the fix: "Este candidato ya se encuentra en proceso con un pedido." for every other order, forever.
    const otro = await fabricas.pedido({ estado: 2 });
    const r = await jefe.caller.candidatosPedido.agregar({ pedidoId: otro.id, candidatoId: personas[4]! });
    expect(r.mensaje).toBe(MENSAJES_PIPELINE.agregado);
    expect((await disponibilidadDe(db, personas[4]!)).disponibilidad).toBe(1);
  });

  it('finishing frees those still in process; who showed up stays hired', async () => {
    // One vacancy, filled by the one who shows up; the order's own candidate and another are still in contracting.
    const p = await fabricas.pedido({ estado: 4, vacantes: 1 });
    const [enContratacion, presentado] = await personasEn(p, [6, 8]);
    await jefe.caller.pedidos.finalizar({ id: p.id, version: await versionDe(p.id) });
    expect((await filaDe(db, p.id, enContratacion!)).estado_candidato_pedido).toBe(10);
    expect(await disponibilidadDe(db, enContratacion!)).toEqual({
      disponibilidad: 0,
      disponibilidad_stock: 0,
    });
    expect((await filaDe(db, p.id, presentado!)).estado_candidato_pedido).toBe(8);
    expect((await disponibilidadDe(db, presentado!)).disponibilidad).toBe(2);
    expect((await filaDe(db, p.id, p.candidatos[0]!.persona.id)).estado_candidato_pedido).toBe(10);
    expect(await violacionesInvariante(db)).toEqual([]);
  });

  it('a failure half-way frees nobody: the cancellation and the rows share one transaction', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const [persona] = await personasEn(p, [1]);
    const fila = await filaDe(db, p.id, persona!);
    const quitar = await fallarInsercion(db, 'evento_pedido', p.id);
    try {
      const e = await errorDe(
        jefe.caller.pedidos.cancelar(formularioCancelar({ id: p.id, version: await versionDe(p.id) })),
      );
      expect(e.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await quitar();
    }
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(3);
    expect(await filaDe(db, p.id, persona!)).toEqual(fila);
    expect((await disponibilidadDe(db, persona!)).disponibilidad).toBe(1);
  });
});

describe('hojasDeVida.liberar saca a la persona de su pedido', () => {
  it('activo false, liberado, event 5 in that order; the order no longer offers actions; the person can join another order', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const [persona] = await personasEn(p, [0]);
    const fila = await filaDe(db, p.id, persona!);
    const antes = (await eventosDe(db, p.id)).length;

    const r = await jefe.caller.hojasDeVida.liberar({ candidatoId: persona! });
    expect(r).toEqual({ disponibilidad: 0, msj: MENSAJES_STOCK_HV.liberado });
    expect(await filaDe(db, p.id, persona!)).toMatchObject({ activo: false, liberado: true });
    expect((await eventosDe(db, p.id)).slice(antes)).toMatchObject([{ tipo_evento: 5 }]);
    const lista = await jefe.caller.candidatosPedido.listar({ pedidoId: p.id });
    expect([...lista.preseleccionados, ...lista.seleccionados].some((c) => c.candidatoId === persona)).toBe(
      false,
    );
    const e = await errorDe(
      jefe.caller.candidatosPedido.seleccionar({
        id: fila.id,
        version: (await filaDe(db, p.id, persona!)).version,
      }),
    );
    expect(e.message).toBe(MENSAJES_CANDIDATO.inactivo);
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.remover({
            id: fila.id,
            version: (await filaDe(db, p.id, persona!)).version,
          }),
        )
      ).message,
    ).toBe(MENSAJES_CANDIDATO.inactivo);

    const otro = await fabricas.pedido({ estado: 2 });
    await jefe.caller.candidatosPedido.agregar({ pedidoId: otro.id, candidatoId: persona! });
    expect(await violacionesInvariante(db, [persona!])).toEqual([]);
    // Released again it is not held by two orders: the first order's row stays inactive.
    expect((await filaDe(db, p.id, persona!)).activo).toBe(false);
  });

  it('an order of a client outside the user scope is not touched: the release is refused and nothing changes', async () => {
    // Only all-client groups hold the flag in the demo: give it to the psychologists (four clients) here.
    await sql(
      db,
      `insert into grupo_permiso (grupo_id, permiso_id) select g.id, p.id from grupo g, permiso p where g.nombre = 'Psicologos_Seleccion' and p.codigo = 'edit_liberar_candidato' on conflict do nothing`,
    );
    expect(CLIENTES_PSICOLOGA).not.toContain(CLIENTE_FUERA_PSICOLOGA);
    const p = await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA_PSICOLOGA });
    const [persona] = await personasEn(p, [0]);
    const e = await errorDe(psicologa.caller.hojasDeVida.liberar({ candidatoId: persona! }));
    expect(e).toMatchObject({ code: 'FORBIDDEN', message: MENSAJE_LIBERAR_FUERA_DE_ALCANCE });
    expect(await filaDe(db, p.id, persona!)).toMatchObject({ activo: true, liberado: false });
    expect((await disponibilidadDe(db, persona!)).disponibilidad).toBe(1);
  });
});

describe('reparación de datos anteriores a la regla', () => {
  const reparar = async () => {
    for (const s of SQL_REPARAR_DISPONIBILIDAD) await sql(db, s);
  };

  it('frees people held by closed orders, takes released people out of open ones, and then changes nothing', async () => {
    // The old product: a cancelled order that left its people in process, and a released person still active.
    const cancelado = await fabricas.pedido({ estado: 3 });
    const [atrapado] = await personasEn(cancelado, [4]);
    await sql(db, 'update pedido set estado_pedido = 0 where id = ?', [cancelado.id]);
    const abierto = await fabricas.pedido({ estado: 4 });
    const [liberadoAntes] = await personasEn(abierto, [1]);
    await sql(db, 'update candidato_pedido set liberado = true where pedido_id = ? and candidato_id = ?', [
      abierto.id,
      liberadoAntes,
    ]);
    await sql(db, 'update candidato set disponibilidad = 0, disponibilidad_stock = 0 where id = ?', [
      liberadoAntes,
    ]);
    expect(await violacionesInvariante(db, [atrapado!])).not.toEqual([]);
    const eventosCancelado = (await eventosDe(db, cancelado.id)).length;
    const eventosAbierto = (await eventosDe(db, abierto.id)).length;

    await reparar();
    expect((await filaDe(db, cancelado.id, atrapado!)).estado_candidato_pedido).toBe(10);
    expect((await disponibilidadDe(db, atrapado!)).disponibilidad).toBe(0);
    // The order's other people (the candidate it reached stage 3 with) are repaired too: every new event closes a row, by nobody.
    const reparados = (await eventosDe(db, cancelado.id)).slice(eventosCancelado);
    expect(reparados.some((e) => e.estado_anterior === 4)).toBe(true);
    for (const e of reparados) expect(e).toMatchObject({ tipo_evento: 4, estado_nuevo: 10, actor_id: null });
    expect((await filaDe(db, abierto.id, liberadoAntes!)).activo).toBe(false);
    expect((await eventosDe(db, abierto.id)).slice(eventosAbierto)).toMatchObject([
      { tipo_evento: 5, actor_id: null },
    ]);
    expect(await violacionesInvariante(db)).toEqual([]);

    const foto = await sql(
      db,
      "select count(*) as eventos, (select md5(string_agg(concat_ws('|', id, activo, estado_candidato_pedido), ',' order by id)) from candidato_pedido) as filas, (select md5(string_agg(concat_ws('|', id, disponibilidad, disponibilidad_stock), ',' order by id)) from candidato) as personas from evento_pedido",
    );
    await reparar();
    expect(
      await sql(
        db,
        "select count(*) as eventos, (select md5(string_agg(concat_ws('|', id, activo, estado_candidato_pedido), ',' order by id)) from candidato_pedido) as filas, (select md5(string_agg(concat_ws('|', id, disponibilidad, disponibilidad_stock), ',' order by id)) from candidato) as personas from evento_pedido",
      ),
    ).toEqual(foto);
  });

  it('the demo data keeps the invariant (the seed closes rows as the rule does)', async () => {
    const limpia = await createTestDatabase('pedidos-cierre-demo');
    try {
      expect(await violacionesInvariante(limpia)).toEqual([]);
    } finally {
      await limpia.drop();
    }
  });
});
