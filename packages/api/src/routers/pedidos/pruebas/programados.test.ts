/** pedidos.invitarPruebas / pedidos.programados (issue 17): invitations by e-mail and statuses (scope: alcance-listados.test.ts). */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_PRUEBAS_PEDIDO as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';

let db: TestDatabase;
let f: Fabricas;
let jefe: Caller;

beforeAll(async () => {
  db = await createTestDatabase('programados_pedido');
  f = fabricasDe(db.orm);
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

const llamadas = (pedidoId: number) =>
  db.orm.em.fork().getConnection().execute<{ destino: string }[]>("select destino from mensaje_saliente where tipo = 'pruebas' and referencia = ? order by id", [`pedido:${pedidoId}`]);

describe('pedidos.invitarPruebas / programados', () => {
  it('an order without invitations lists nobody; invitations show each test as scheduled or not scheduled', async () => {
    const p = await f.pedido({ estado: 2 });
    expect((await jefe.pedidos.programados({ pedidoId: p.id })).programados).toEqual([]);
    const o = await jefe.pedidos.opcionesPruebas({ pedidoId: p.id });
    await jefe.pedidos.definirPruebas({ pedidoId: p.id, version: o.pedido.version, fac: false, detac: o.detac[0]!.codigo, competencias: null, idisc: true, valores: null, entrevista: null });
    const persona = await f.hojaDeVida();

    const malo = await errorDe(jefe.pedidos.invitarPruebas({ pedidoId: p.id, correos: `${persona.email}; x@y`, pruebas: ['DETAC'] }));
    expect([malo.code, malo.message]).toEqual(['BAD_REQUEST', M.correoNoValido('x@y')]);
    const sinEntrevista = await errorDe(jefe.pedidos.invitarPruebas({ pedidoId: p.id, correos: persona.email, pruebas: 'entrevista' }));
    expect(sinEntrevista.message).toBe(M.sinEntrevista);
    expect((await jefe.pedidos.programados({ pedidoId: p.id })).programados).toEqual([]);

    await jefe.pedidos.invitarPruebas({ pedidoId: p.id, correos: `${persona.email};nuevo@correo.co`, pruebas: ['DETAC'] });
    const { programados } = await jefe.pedidos.programados({ pedidoId: p.id });
    expect(programados.map((x) => [x.correo, x.candidato?.id ?? null, x.estados])).toEqual([
      [persona.email.toLowerCase(), persona.id, { FAC: 3, DETAC: 1, COMPETENCIAS: 3, IDISC: 3, VALORES: 3, ENTREVISTA: 3 }],
      ['nuevo@correo.co', null, { FAC: 3, DETAC: 1, COMPETENCIAS: 3, IDISC: 3, VALORES: 3, ENTREVISTA: 3 }],
    ]);
    expect(programados[0]!.programaPruebaFecha).toBeInstanceOf(Date);
    expect((await llamadas(p.id)).map((m) => m.destino)).toEqual(['proceso', 'invitacion', 'invitacion']);
  });
});
