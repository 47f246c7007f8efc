/** pedidos.opcionesPruebas / definirPruebas (issue 17): only undefined tests, limits, one transaction, scope, version. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_PRUEBAS_PEDIDO as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, formaDeError, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';

let db: TestDatabase;
let f: Fabricas;
let jefe: Caller;
let psicologa: Caller;
let competencias: { padres: number[]; hijosDe: Map<number, number[]> };

const sql = <T>(q: string, p: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(q, p);
const vacio = { fac: false, detac: null, competencias: null, idisc: false, valores: null, entrevista: null };

beforeAll(async () => {
  db = await createTestDatabase('pruebas_pedido');
  f = fabricasDe(db.orm);
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  psicologa = (await callerFor(db.orm, { usuario: 'psicologa', portal: 'staff' })).caller;
  const filas = await sql<{ id: number; padre_id: number | null }>(
    'select id, padre_id from competencia where activo order by id',
  );
  const padres = filas.filter((x) => x.padre_id === null).map((x) => x.id);
  const hijosDe = new Map(padres.map((p) => [p, filas.filter((x) => x.padre_id === p).map((x) => x.id)]));
  competencias = { padres, hijosDe };
});
afterAll(async () => {
  await db?.drop();
});

async function huella(pedidoId: number) {
  const [p] = await sql<Record<string, unknown>>(
    `select version, prueba_fac, prueba_detac, prueba_comp, prueba_idisc, prueba_valores, prueba_entrevistas, detac,
            (select count(*) from pedido_competencia where pedido_id = p.id) comp, (select count(*) from pedido_valor where pedido_id = p.id) val,
            (select count(*) from pregunta_entrevista where pedido_id = p.id) preg
       from pedido p where id = ?`,
    [pedidoId],
  );
  return p;
}

describe('pedidos.opcionesPruebas', () => {
  it('offers every test of a new order with the catalogues and the configured limits', async () => {
    const p = await f.pedido({ estado: 2 });
    const o = await psicologa.pedidos.opcionesPruebas({ pedidoId: p.id });
    expect(o.disponibles).toEqual(['FAC', 'DETAC', 'COMPETENCIAS', 'IDISC', 'VALORES', 'ENTREVISTA']);
    expect(o.pedido.fac).not.toBeNull();
    expect(o.detac.length).toBeGreaterThan(0);
    expect(o.tiempos.map((t) => t.minutos)).toContain(1);
    expect(o.preguntasDefecto.length).toBeGreaterThan(0);
    const [config] = await sql<{
      max_competencias: number;
      min_preguntas_entrevista: number;
      max_preguntas_entrevista: number;
    }>('select * from configuracion_pedidos order by id limit 1');
    expect(o.limites).toMatchObject({
      maxCompetencias: config!.max_competencias,
      minPreguntasEntrevista: config!.min_preguntas_entrevista,
      maxPreguntasEntrevista: config!.max_preguntas_entrevista,
    });
  });
});

describe('pedidos.definirPruebas', () => {
  it('defines DETAC, competencies and a video interview; afterwards only the others are offered, with the choices kept', async () => {
    const p = await f.pedido({ estado: 2 });
    const o = await jefe.pedidos.opcionesPruebas({ pedidoId: p.id });
    const padre = competencias.padres.find((x) => (competencias.hijosDe.get(x) ?? []).length > 0)!;
    const elegidas = [padre, competencias.hijosDe.get(padre)![0]!];
    const entrevista = [
      { pregunta: o.preguntasDefecto[0]!, tiempo: 1 },
      { pregunta: '¿Qué sabe del cargo?', tiempo: o.tiempos.at(-1)!.minutos },
    ];
    const r = await jefe.pedidos.definirPruebas({
      ...vacio,
      pedidoId: p.id,
      version: o.pedido.version,
      detac: o.detac[0]!.codigo,
      competencias: elegidas,
      entrevista,
    });
    expect(r).toMatchObject({
      mensaje: M.definidas,
      version: o.pedido.version + 1,
      definidas: {
        DETAC: true,
        COMPETENCIAS: true,
        ENTREVISTA: true,
        FAC: false,
        IDISC: false,
        VALORES: false,
      },
    });

    const despues = await jefe.pedidos.opcionesPruebas({ pedidoId: p.id });
    expect(despues.disponibles).toEqual(['FAC', 'IDISC', 'VALORES']);
    expect(despues.pedido).toMatchObject({
      detac: o.detac[0]!.codigo,
      competencias: [...elegidas].sort((a, b) => a - b),
      entrevista,
    });
    expect(await huella(p.id)).toMatchObject({
      prueba_detac: true,
      prueba_comp: true,
      prueba_entrevistas: true,
      prueba_fac: false,
      comp: '2',
      preg: '2',
    });
  });

  it('refuses a test already defined and an empty definition, writing nothing', async () => {
    const p = await f.pedido({ estado: 2 });
    const v1 = (
      await jefe.pedidos.definirPruebas({ ...vacio, pedidoId: p.id, version: p.version, idisc: true })
    ).version;
    const antes = await huella(p.id);
    const repetida = await errorDe(
      jefe.pedidos.definirPruebas({ ...vacio, pedidoId: p.id, version: v1, idisc: true, fac: true }),
    );
    expect([repetida.code, repetida.message]).toEqual(['BAD_REQUEST', M.yaDefinidas]);
    const nada = await errorDe(jefe.pedidos.definirPruebas({ ...vacio, pedidoId: p.id, version: v1 }));
    expect([nada.code, nada.message]).toEqual(['BAD_REQUEST', M.ningunaPrueba]);
    expect(await huella(p.id)).toEqual(antes);
  });

  it('answers the limits per field (competencies, values, questions, times) and writes nothing', async () => {
    const p = await f.pedido({ estado: 2 });
    const o = await jefe.pedidos.opcionesPruebas({ pedidoId: p.id });
    const antes = await huella(p.id);
    const demasiadas = competencias.padres.slice(0, o.limites.maxCompetencias + 1);
    expect(demasiadas.length).toBe(o.limites.maxCompetencias + 1);
    const valores = o.valores.slice(0, o.limites.maxValores + 1).map((v) => v.id);
    const preguntas = Array.from({ length: o.limites.maxPreguntasEntrevista + 1 }, (_, i) => ({
      pregunta: `Pregunta ${i}`,
      tiempo: 1,
    }));
    const e = await errorDe(
      jefe.pedidos.definirPruebas({
        ...vacio,
        pedidoId: p.id,
        version: o.pedido.version,
        competencias: demasiadas,
        valores,
        entrevista: preguntas,
      }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    expect(formaDeError(e).data.campos).toEqual({
      competencias: [M.maxCompetencias(o.limites.maxCompetencias)],
      valores: [M.valoresRango(o.limites.minValores, o.limites.maxValores)],
      entrevista: [M.preguntasRango(o.limites.minPreguntasEntrevista, o.limites.maxPreguntasEntrevista)],
    });
    const tiempo = await errorDe(
      jefe.pedidos.definirPruebas({
        ...vacio,
        pedidoId: p.id,
        version: o.pedido.version,
        entrevista: [{ pregunta: 'x', tiempo: 59 }],
      }),
    );
    expect(formaDeError(tiempo).data.campos).toEqual({ 'entrevista.0.tiempo': [M.tiempoNoValido] });
    expect(await huella(p.id)).toEqual(antes);
  });

  it("FAC needs the order's filter-question group; a closed order defines nothing; a stale version gets CONFLICT", async () => {
    const sinFac = await f.pedido({ estado: 1, fac: false });
    const e = await errorDe(
      jefe.pedidos.definirPruebas({ ...vacio, pedidoId: sinFac.id, version: sinFac.version, fac: true }),
    );
    expect(formaDeError(e).data.campos).toEqual({ fac: [M.facSinGrupo] });
    const cancelado = await f.pedido({ estado: 0 });
    const c = await errorDe(
      jefe.pedidos.definirPruebas({
        ...vacio,
        pedidoId: cancelado.id,
        version: cancelado.version,
        idisc: true,
      }),
    );
    expect([c.code, c.message]).toEqual(['BAD_REQUEST', M.pedidoCerrado]);
    const p = await f.pedido({ estado: 2 });
    const viejo = await errorDe(
      jefe.pedidos.definirPruebas({ ...vacio, pedidoId: p.id, version: p.version - 1, idisc: true }),
    );
    expect(viejo.code).toBe('CONFLICT');
  });

  it("is scoped to the user's clients and gated by read_pedido_definir_pruebas", async () => {
    const ajeno = await f.pedido({ estado: 2, cliente: '890301234' });
    const ps = await f.usuario({ rol: 'psicologo', clientes: ['900123456'] });
    const acotado = (await callerFor(db.orm, { usuario: ps.username, portal: 'staff' })).caller;
    expect((await errorDe(acotado.pedidos.opcionesPruebas({ pedidoId: ajeno.id }))).code).toBe('NOT_FOUND');
    expect(
      (
        await errorDe(
          acotado.pedidos.definirPruebas({
            ...vacio,
            pedidoId: ajeno.id,
            version: ajeno.version,
            idisc: true,
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    const reclutador = await f.usuario({ rol: 'reclutador', clientes: ['900123456'] });
    const sinBandera = (await callerFor(db.orm, { usuario: reclutador.username, portal: 'staff' })).caller;
    const propio = await f.pedido({ estado: 2 });
    expect((await errorDe(sinBandera.pedidos.opcionesPruebas({ pedidoId: propio.id }))).code).toBe(
      'FORBIDDEN',
    );
  });
});
