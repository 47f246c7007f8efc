/**
 * `hojasDeVida.agregarVariosAPedido` (the CV searches' bulk "Agregar a pedido"): the flag, the client scope and every
 * rule of the single `agregarAPedido`, each person in their own transaction (one refusal undoes nobody else), each
 * person reported with the server's message; and `pedidosCompatibles` without a person for its order picker.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MAXIMO_AGREGAR_VARIOS, MENSAJES_AGREGAR_VARIOS, MENSAJES_PIPELINE } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, sesionesStaff, type TestSession } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { filaCandidato, sql } from './testing/apoyo';

/** Confecciones del Valle: not one of the psychologist's clients. */
const CLIENTE_FUERA_PSICOLOGA = '860012345';
const NO_EXISTE = 2_147_483_000;

let db: TestDatabase;
let psicologa: TestSession;
let gerente: TestSession;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('hv-gestion-agregar-varios');
  [psicologa, gerente] = await sesionesStaff(db.orm, 'psicologa', 'gerente');
  fabricas = fabricasDe(db.orm);
});
afterAll(async () => {
  await db?.drop();
});

const enPedido = async (pedidoId: number) =>
  (
    await sql<{ candidato_id: number }>(
      db,
      'select candidato_id from candidato_pedido where pedido_id = ? and activo order by candidato_id',
      [pedidoId],
    )
  ).map((f) => f.candidato_id);

describe('hojasDeVida.agregarVariosAPedido', () => {
  it('adds each person on their own: the refused ones (with the single one’s message) undo nobody else', async () => {
    const pedido = await fabricas.pedido({ estado: 2 });
    const otro = await fabricas.pedido({ estado: 2 });
    const [a, b, ocupada, vetada] = await Promise.all([
      fabricas.hojaDeVida(),
      fabricas.hojaDeVida(),
      fabricas.hojaDeVida(),
      fabricas.hojaDeVida(),
    ]);
    await psicologa.caller.hojasDeVida.agregarAPedido({ candidatoId: ocupada.id, pedidoId: otro.id });
    await sql(
      db,
      `insert into candidato_vetado (candidato_id, cliente_id, motivo, created_at)
       select ?, cliente_id, 'Prueba', now() from pedido where id = ?`,
      [vetada.id, pedido.id],
    );
    const antes = await enPedido(pedido.id);

    const r = await psicologa.caller.hojasDeVida.agregarVariosAPedido({
      pedidoId: pedido.id,
      candidatoIds: [a.id, ocupada.id, NO_EXISTE, b.id, vetada.id],
    });

    // What the single one answers for the same people, now that they are where the bulk left them.
    const unoSolo = async (candidatoId: number) =>
      (await errorDe(psicologa.caller.hojasDeVida.agregarAPedido({ candidatoId, pedidoId: pedido.id })))
        .message;
    expect(r.resultados).toEqual([
      { candidatoId: a.id, agregado: true, mensaje: MENSAJES_PIPELINE.agregado },
      { candidatoId: ocupada.id, agregado: false, mensaje: await unoSolo(ocupada.id) },
      { candidatoId: NO_EXISTE, agregado: false, mensaje: MENSAJES_PIPELINE.noEncontrado },
      { candidatoId: b.id, agregado: true, mensaje: MENSAJES_PIPELINE.agregado },
      { candidatoId: vetada.id, agregado: false, mensaje: await unoSolo(vetada.id) },
    ]);
    expect(r.resultados[1]!.mensaje).toBe('Este candidato ya se encuentra en proceso con un pedido.');
    expect(r.resultados[4]!.mensaje).toMatch(/^Este candidato está vetado por el cliente/);
    expect(r.mensaje).toBe(MENSAJES_AGREGAR_VARIOS.resumen(2, 5));
    expect(r.mensaje).toBe('Se agregaron 2 de 5 candidatos al pedido');

    expect(await enPedido(pedido.id)).toEqual([...antes, a.id, b.id].sort((x, y) => x - y));
    expect((await filaCandidato(db, a.id)).disponibilidad).toBe(1);
    expect((await filaCandidato(db, b.id)).disponibilidad).toBe(1);
    expect((await filaCandidato(db, vetada.id)).disponibilidad).toBe(0);
    expect(await enPedido(otro.id)).toContain(ocupada.id);
    // One pool event per person added (type 3), as the single one writes.
    const eventos = await sql<{ n: number }>(
      db,
      `select count(*)::int as n from evento_pedido where pedido_id = ? and tipo_evento = 3`,
      [pedido.id],
    );
    expect(eventos[0]!.n).toBe(2);
  });

  it('what refuses the order refuses everyone, said once as the single one says it; nobody changes', async () => {
    const c = await fabricas.hojaDeVida();
    const fuera = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA });
    const borrador = await fabricas.pedido({ estado: 1 });
    for (const pedidoId of [fuera.id, borrador.id, NO_EXISTE]) {
      const varios = await errorDe(
        psicologa.caller.hojasDeVida.agregarVariosAPedido({ pedidoId, candidatoIds: [c.id] }),
      );
      const uno = await errorDe(psicologa.caller.hojasDeVida.agregarAPedido({ pedidoId, candidatoId: c.id }));
      expect({ code: varios.code, message: varios.message }).toEqual({
        code: uno.code,
        message: uno.message,
      });
    }
    expect(
      (
        await errorDe(
          psicologa.caller.hojasDeVida.agregarVariosAPedido({ pedidoId: fuera.id, candidatoIds: [c.id] }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await filaCandidato(db, c.id)).disponibilidad).toBe(0);
    expect(await enPedido(fuera.id)).not.toContain(c.id);
  });

  it('refuses bad input with its Spanish message, before anything is written', async () => {
    const pedido = await fabricas.pedido({ estado: 2 });
    const c = await fabricas.hojaDeVida();
    const mensaje = async (entrada: unknown) =>
      JSON.stringify(
        (await errorDe(psicologa.caller.hojasDeVida.agregarVariosAPedido(entrada as never))).cause,
      );
    expect(await mensaje({ pedidoId: pedido.id, candidatoIds: [] })).toContain(MENSAJES_AGREGAR_VARIOS.vacio);
    expect(await mensaje({ pedidoId: pedido.id, candidatoIds: [c.id, c.id] })).toContain(
      MENSAJES_AGREGAR_VARIOS.repetido,
    );
    const demasiados = Array.from({ length: MAXIMO_AGREGAR_VARIOS + 1 }, (_, i) => i + 1);
    expect(await mensaje({ pedidoId: pedido.id, candidatoIds: demasiados })).toContain(
      MENSAJES_AGREGAR_VARIOS.maximo,
    );
    expect(await mensaje({ pedidoId: 0, candidatoIds: [c.id] })).toContain('Debes seleccionar un pedido');
    expect(await enPedido(pedido.id)).not.toContain(c.id);
  });

  it('needs add_candidatopedido, as the single one', async () => {
    const pedido = await fabricas.pedido({ estado: 2 });
    const c = await fabricas.hojaDeVida();
    expect(
      (
        await errorDe(
          gerente.caller.hojasDeVida.agregarVariosAPedido({ pedidoId: pedido.id, candidatoIds: [c.id] }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await filaCandidato(db, c.id)).disponibilidad).toBe(0);
  });
});

describe('hojasDeVida.pedidosCompatibles without a person (the bulk picker)', () => {
  it("lists the current ordinary orders of the user's clients, without an availability message", async () => {
    const dentro = await fabricas.pedido({ estado: 2, cliente: CLIENTE_POR_DEFECTO });
    const stock = await fabricas.pedido({ estado: 2, stock: true });
    const ajeno = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_PSICOLOGA });
    const r = await psicologa.caller.hojasDeVida.pedidosCompatibles({ texto: String(dentro.id) });
    expect(r.mensajeDisponibilidad).toBeNull();
    expect(r.pedidos.map((p) => p.id)).toContain(dentro.id);
    for (const texto of [String(stock.id), String(ajeno.id)])
      expect(
        (await psicologa.caller.hojasDeVida.pedidosCompatibles({ texto })).pedidos.map((p) => p.id),
      ).toEqual([]);
  });
});
