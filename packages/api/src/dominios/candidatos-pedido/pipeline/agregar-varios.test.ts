/**
 * candidatosPedido.agregarVarios ("Agregar seleccionados", issue 35): all added in one transaction or none, every
 * refused person named with the reason; on a stock order each row keeps the person's compatibility score.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_LOTE, MENSAJES_PIPELINE, mensajeDisponibilidad } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, type TestSession, sesionesStaff } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { cuantosEventos, sql } from '../../../testing/candidatos-pipeline';

let db: TestDatabase;
let jefe: TestSession;
let gerente: TestSession;
let f: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('candidatos-agregar-varios');
  f = fabricasDe(db.orm);
  [jefe, gerente] = await sesionesStaff(db.orm, 'jefe', 'gerente');
});
afterAll(async () => {
  await db?.drop();
});

const filas = (pedidoId: number) =>
  sql<{ candidato_id: number; pool: number; puntaje: string | null }>(
    db,
    'select candidato_id, pool, puntaje from candidato_pedido where pedido_id = ? and activo order by candidato_id',
    [pedidoId],
  );
const disponibilidad = async (id: number) =>
  (await sql<{ disponibilidad: number }>(db, 'select disponibilidad from candidato where id = ?', [id]))[0]!
    .disponibilidad;

/** The score `pedidos.sugeridos` shows for a person (paging until found). */
async function puntajeSugerido(pedidoId: number, candidatoId: number): Promise<number> {
  for (let pagina = 1; ; pagina++) {
    const r = await jefe.caller.pedidos.sugeridos({ pedidoId, pagina });
    const s = r.filas.find((x) => x.candidatoId === candidatoId);
    if (s) return s.puntaje;
    if (pagina >= r.paginas) throw new Error(`${candidatoId} no está entre los sugeridos de ${pedidoId}`);
  }
}

describe('candidatosPedido.agregarVarios', () => {
  it('adds every selected person to a stock line, each keeping the score the suggestions showed', async () => {
    const p = await f.pedido({ estado: 3, stock: true });
    const a = await f.personaSeleccionable(p.id);
    const b = await f.hojaDeVida({ porcentaje: 40 });
    const [{ ciudad_id }] = (await sql<{ ciudad_id: number }>(
      db,
      'select ciudad_id from pedido where id = ?',
      [p.id],
    )) as [{ ciudad_id: number }];
    await sql(db, 'update candidato set ciudad_donde_vive_id = ? where id in (?, ?)', [
      ciudad_id,
      a.id,
      b.id,
    ]);
    const esperado = new Map([
      [a.id, await puntajeSugerido(p.id, a.id)],
      [b.id, await puntajeSugerido(p.id, b.id)],
    ]);
    expect(esperado.get(a.id)).not.toBe(esperado.get(b.id));
    const antes = await cuantosEventos(db, p.id);

    const r = await jefe.caller.candidatosPedido.agregarVarios({
      pedidoId: p.id,
      candidatoIds: [b.id, a.id],
    });

    expect(r.mensaje).toBe(MENSAJES_LOTE.agregados(2));
    expect(r.candidatos).toHaveLength(2);
    const nuevas = (await filas(p.id)).filter((x) => esperado.has(x.candidato_id));
    expect(nuevas.map((x) => [x.candidato_id, x.pool, Number(x.puntaje)])).toEqual(
      [a.id, b.id].sort((x, y) => x - y).map((id) => [id, 0, esperado.get(id)]),
    );
    expect(await disponibilidad(a.id)).toBe(1);
    expect(await disponibilidad(b.id)).toBe(1);
    expect(await cuantosEventos(db, p.id)).toBe(antes + 2);
  });

  it('an ordinary order keeps no compatibility score', async () => {
    const p = await f.pedido({ estado: 3 });
    const a = await f.hojaDeVida();
    await jefe.caller.candidatosPedido.agregarVarios({ pedidoId: p.id, candidatoIds: [a.id] });
    expect((await filas(p.id)).find((x) => x.candidato_id === a.id)?.puntaje).toBeNull();
  });

  it('one refusal refuses the batch: nobody is added and each refused person is named with the reason', async () => {
    const p = await f.pedido({ estado: 3, stock: true });
    const libre = await f.hojaDeVida({ nombre: 'Libre' });
    const ocupado = await f.candidatoEnPedido({
      pedidoId: (await f.pedido({ estado: 3 })).id,
      estado: 'preseleccionado',
    });
    const yaEsta = await f.candidatoEnPedido({ pedidoId: p.id, estado: 'preseleccionado' });
    const antes = await filas(p.id);
    const eventos = await cuantosEventos(db, p.id);

    const e = await errorDe(
      jefe.caller.candidatosPedido.agregarVarios({
        pedidoId: p.id,
        candidatoIds: [libre.id, ocupado.persona.id, yaEsta.persona.id],
      }),
    );

    expect(e.code).toBe('BAD_REQUEST');
    expect(e.message).toBe(
      MENSAJES_LOTE.noAgregados(
        [
          { id: ocupado.persona.id, texto: `${ocupado.persona.nombre}: ${mensajeDisponibilidad(1)}` },
          { id: yaEsta.persona.id, texto: `${yaEsta.persona.nombre}: ${MENSAJES_PIPELINE.yaEnPedido}` },
        ]
          .sort((x, y) => x.id - y.id)
          .map((x) => x.texto),
      ),
    );
    expect(await filas(p.id)).toEqual(antes);
    expect(await disponibilidad(libre.id)).toBe(0);
    expect(await cuantosEventos(db, p.id)).toBe(eventos);
  });

  it('input, scope and permission: repeated ids and an empty list are refused; another order NOT_FOUND; gerente FORBIDDEN', async () => {
    const p = await f.pedido({ estado: 3 });
    const a = await f.hojaDeVida();
    const repetido = await errorDe(
      jefe.caller.candidatosPedido.agregarVarios({ pedidoId: p.id, candidatoIds: [a.id, a.id] }),
    );
    expect([repetido.code, repetido.message]).toEqual([
      'BAD_REQUEST',
      expect.stringContaining('más de una vez'),
    ]);
    expect(
      (await errorDe(jefe.caller.candidatosPedido.agregarVarios({ pedidoId: p.id, candidatoIds: [] }))).code,
    ).toBe('BAD_REQUEST');
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.agregarVarios({ pedidoId: 99_999_999, candidatoIds: [a.id] }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (await errorDe(gerente.caller.candidatosPedido.agregarVarios({ pedidoId: p.id, candidatoIds: [a.id] })))
        .code,
    ).toBe('FORBIDDEN');
    expect(await disponibilidad(a.id)).toBe(0);
  });
});
