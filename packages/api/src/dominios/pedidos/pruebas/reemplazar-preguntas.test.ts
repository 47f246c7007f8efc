/** pedidos.reemplazarPreguntasEntrevista (spec 01 §7 "Remove and create interview questions for an order"). */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_PRUEBAS_PEDIDO as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, formaDeError, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';

let db: TestDatabase;
let f: Fabricas;
let jefe: Caller;

const sql = <T>(q: string, p: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(q, p);
const vacio = { fac: false, detac: null, competencias: null, idisc: false, valores: null, entrevista: null };

const preguntasDe = (pedidoId: number) =>
  sql<{ pregunta: string; tiempo: number; orden: number }>(
    'select pregunta, tiempo, orden from pregunta_entrevista where pedido_id = ? order by orden',
    [pedidoId],
  );
const llamadasProceso = async (pedidoId: number) =>
  Number(
    (
      await sql<{ n: string }>(
        "select count(*) n from mensaje_saliente where tipo = 'pruebas' and destino = 'proceso' and referencia = ?",
        [`pedido:${pedidoId}`],
      )
    )[0]!.n,
  );

beforeAll(async () => {
  db = await createTestDatabase('pruebas_preguntas');
  f = fabricasDe(db.orm);
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

/** An order with a video interview of two questions. */
async function conEntrevista() {
  const p = await f.pedido({ estado: 2 });
  const r = await jefe.pedidos.definirPruebas({
    ...vacio,
    pedidoId: p.id,
    version: p.version,
    entrevista: [
      { pregunta: 'Primera', tiempo: 1 },
      { pregunta: 'Segunda', tiempo: 1 },
    ],
  });
  return { id: p.id, version: r.version };
}

describe('pedidos.reemplazarPreguntasEntrevista', () => {
  it('removes the questions and creates the new ones in order, and queues the process call again', async () => {
    const p = await conEntrevista();
    const o = await jefe.pedidos.opcionesPruebas({ pedidoId: p.id });
    const tiempo = o.tiempos.at(-1)!.minutos;
    const nuevas = [
      { pregunta: '¿Por qué este cargo?', tiempo },
      { pregunta: '¿Qué sabe de la empresa?', tiempo: 1 },
      { pregunta: 'Cuéntenos un logro', tiempo: 1 },
    ].slice(0, Math.max(o.limites.minPreguntasEntrevista, Math.min(3, o.limites.maxPreguntasEntrevista)));
    const antes = await llamadasProceso(p.id);
    const r = await jefe.pedidos.reemplazarPreguntasEntrevista({
      pedidoId: p.id,
      version: p.version,
      entrevista: nuevas,
    });
    expect(r).toMatchObject({ pedidoId: p.id, version: p.version + 1, mensaje: M.preguntasReemplazadas });
    expect(await preguntasDe(p.id)).toEqual(nuevas.map((q, orden) => ({ ...q, orden })));
    expect((await jefe.pedidos.opcionesPruebas({ pedidoId: p.id })).pedido.entrevista).toEqual(nuevas);
    expect(await llamadasProceso(p.id)).toBe(antes + 1);
  });

  it('refuses out-of-limit lists, unlisted times, a stale version, an order without interview; nothing changes', async () => {
    const p = await conEntrevista();
    const o = await jefe.pedidos.opcionesPruebas({ pedidoId: p.id });
    const antes = await preguntasDe(p.id);
    const procesos = await llamadasProceso(p.id);
    const demasiadas = Array.from({ length: o.limites.maxPreguntasEntrevista + 1 }, (_, i) => ({
      pregunta: `P${i}`,
      tiempo: 1,
    }));
    const e = await errorDe(
      jefe.pedidos.reemplazarPreguntasEntrevista({
        pedidoId: p.id,
        version: p.version,
        entrevista: demasiadas,
      }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    expect(formaDeError(e).data.campos).toEqual({
      entrevista: [M.preguntasRango(o.limites.minPreguntasEntrevista, o.limites.maxPreguntasEntrevista)],
    });
    const tiempo = await errorDe(
      jefe.pedidos.reemplazarPreguntasEntrevista({
        pedidoId: p.id,
        version: p.version,
        entrevista: [{ pregunta: 'x', tiempo: 59 }],
      }),
    );
    expect(formaDeError(tiempo).data.campos).toMatchObject({ 'entrevista.0.tiempo': [M.tiempoNoValido] });
    const viejo = await errorDe(
      jefe.pedidos.reemplazarPreguntasEntrevista({
        pedidoId: p.id,
        version: p.version - 1,
        entrevista: antes.map(({ pregunta, tiempo }) => ({ pregunta, tiempo })),
      }),
    );
    expect(viejo.code).toBe('CONFLICT');
    expect(await preguntasDe(p.id)).toEqual(antes);
    expect(await llamadasProceso(p.id)).toBe(procesos);

    const sin = await f.pedido({ estado: 2 });
    const s = await errorDe(
      jefe.pedidos.reemplazarPreguntasEntrevista({
        pedidoId: sin.id,
        version: sin.version,
        entrevista: [{ pregunta: 'x', tiempo: 1 }],
      }),
    );
    expect([s.code, s.message]).toEqual(['BAD_REQUEST', M.sinEntrevista]);
    expect(await preguntasDe(sin.id)).toEqual([]);
  });

  it("is scoped to the user's clients and gated by read_pedido_definir_pruebas", async () => {
    const ajeno = await f.pedido({ estado: 2, cliente: '890301234' });
    const ps = await f.usuario({ rol: 'psicologo', clientes: ['900123456'] });
    const acotado = (await callerFor(db.orm, { usuario: ps.username, portal: 'staff' })).caller;
    const entrada = {
      pedidoId: ajeno.id,
      version: ajeno.version,
      entrevista: [{ pregunta: 'x', tiempo: 1 }],
    };
    expect((await errorDe(acotado.pedidos.reemplazarPreguntasEntrevista(entrada))).code).toBe('NOT_FOUND');
    const reclutador = await f.usuario({ rol: 'reclutador', clientes: ['900123456'] });
    const sinBandera = (await callerFor(db.orm, { usuario: reclutador.username, portal: 'staff' })).caller;
    const propio = await conEntrevista();
    expect(
      (
        await errorDe(
          sinBandera.pedidos.reemplazarPreguntasEntrevista({
            pedidoId: propio.id,
            version: propio.version,
            entrevista: [{ pregunta: 'x', tiempo: 1 }],
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });
});
