/** vetados.listar / vetar / quitar: the flag, client scope in the query, messages, and the bar enforced on adding. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_VETADOS as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../testing';
import { fabricasDe, type Fabricas } from '../../testing/fabricas';

let db: TestDatabase;
let f: Fabricas;
let jefe: Caller;
let ejecutivo: Caller;
let psicologo: Caller;
let otroCliente: { id: number; nombre: string };

const CLIENTE_SABANA = '900123456';
const hoy = () =>
  new Intl.DateTimeFormat('es-CO', {
    timeZone: 'America/Bogota',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

async function clienteSabana() {
  const [c] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>('select id from cliente where numero_documento = ?', [CLIENTE_SABANA]);
  return c!.id;
}

beforeAll(async () => {
  db = await createTestDatabase('vetados');
  f = fabricasDe(db.orm);
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  const ej = await f.usuario({ rol: 'ejecutivo', clientes: [CLIENTE_SABANA] });
  ejecutivo = (await callerFor(db.orm, { usuario: ej.username, portal: 'staff' })).caller;
  const ps = await f.usuario({ rol: 'psicologo', clientes: [CLIENTE_SABANA] });
  psicologo = (await callerFor(db.orm, { usuario: ps.username, portal: 'staff' })).caller;
  const [otro] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number; nombre: string }[]>(
      'select id, nombre from cliente where numero_documento <> ? order by id limit 1',
      [CLIENTE_SABANA],
    );
  otroCliente = otro!;
});
afterAll(async () => {
  await db?.drop();
});

describe('vetados.vetar', () => {
  it("bars a person by document for a client: listed with who and when; a second bar names them; adding to that client's order is refused naming them", async () => {
    const sabana = await clienteSabana();
    const persona = await f.hojaDeVida();
    const r = await ejecutivo.vetados.vetar({
      numeroDocumento: persona.documento,
      clienteId: sabana,
      motivo: 'Abandonó el puesto',
    });
    expect(r.mensaje).toBe(M.vetado);

    const lista = await ejecutivo.vetados.listar({ texto: persona.documento });
    expect(lista.filas).toHaveLength(1);
    expect(lista.filas[0]).toMatchObject({
      id: r.id,
      candidatoId: persona.id,
      numeroDocumento: persona.documento,
      clienteId: sabana,
      motivo: 'Abandonó el puesto',
      vetadoPor: 'Usuario de prueba (ejecutivo)',
    });

    const repetido = await errorDe(
      jefe.vetados.vetar({ numeroDocumento: persona.documento, clienteId: sabana }),
    );
    expect(repetido.code).toBe('BAD_REQUEST');
    expect(repetido.message).toBe(
      `Este candidato ya está vetado para este cliente (lo vetó Usuario de prueba (ejecutivo) el ${hoy()}).`,
    );

    const pedido = await f.pedido({ estado: 2 });
    const agregar = await errorDe(
      jefe.candidatosPedido.agregar({ pedidoId: pedido.id, candidatoId: persona.id }),
    );
    expect(agregar.code).toBe('BAD_REQUEST');
    expect(agregar.message).toBe(
      `Este candidato está vetado por el cliente y no puede agregarse a sus pedidos (lo vetó Usuario de prueba (ejecutivo) el ${hoy()}).`,
    );
    const [filas] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from candidato_pedido where candidato_id = ?', [
        persona.id,
      ]);
    expect(Number(filas!.n)).toBe(0);
  });

  it('unknown document: "No se encontró el candidato"; missing fields: "Campo requerido"; nothing written', async () => {
    const sabana = await clienteSabana();
    const noExiste = await errorDe(
      jefe.vetados.vetar({ numeroDocumento: '999999999999', clienteId: sabana }),
    );
    expect([noExiste.code, noExiste.message]).toEqual(['NOT_FOUND', M.noEncontrado]);
    const faltan = await errorDe(jefe.vetados.vetar({ numeroDocumento: '', clienteId: undefined as never }));
    expect(faltan.code).toBe('BAD_REQUEST');
    expect(faltan.message).toContain(M.campoRequerido);
  });

  it('five bars of the same pair at once: one is written, the others answer the repeat message', async () => {
    const sabana = await clienteSabana();
    const persona = await f.hojaDeVida();
    const resultados = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        jefe.vetados.vetar({ numeroDocumento: persona.documento, clienteId: sabana }),
      ),
    );
    expect(resultados.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const rechazos = resultados.filter((x): x is PromiseRejectedResult => x.status === 'rejected');
    expect(rechazos.map((x) => (x.reason as Error).message)).toEqual(
      Array(4).fill(expect.stringMatching(/^Este candidato ya está vetado para este cliente/)),
    );
    expect((await jefe.vetados.listar({ texto: persona.documento })).total).toBe(1);
  });
});

describe('vetados: permission and client scope (in the query)', () => {
  it('a user without add_candidatoclientevetado gets FORBIDDEN on every procedure', async () => {
    expect((await errorDe(psicologo.vetados.listar({}))).code).toBe('FORBIDDEN');
    expect((await errorDe(psicologo.vetados.vetar({ numeroDocumento: '123', clienteId: 1 }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await errorDe(psicologo.vetados.quitar({ id: 1 }))).code).toBe('FORBIDDEN');
  });

  it('a scoped user neither sees, nor bars for, nor lifts the bars of a client outside their list', async () => {
    const persona = await f.hojaDeVida();
    const ajeno = await jefe.vetados.vetar({ numeroDocumento: persona.documento, clienteId: otroCliente.id });
    expect((await jefe.vetados.listar({ clienteId: otroCliente.id })).filas.map((x) => x.id)).toContain(
      ajeno.id,
    );

    expect((await ejecutivo.vetados.listar({ clienteId: otroCliente.id })).filas).toEqual([]);
    expect((await ejecutivo.vetados.listar({ texto: persona.documento })).filas).toEqual([]);
    const otra = await f.hojaDeVida();
    expect(
      (await errorDe(ejecutivo.vetados.vetar({ numeroDocumento: otra.documento, clienteId: otroCliente.id })))
        .code,
    ).toBe('NOT_FOUND');
    expect((await errorDe(ejecutivo.vetados.quitar({ id: ajeno.id }))).code).toBe('NOT_FOUND');
    expect((await jefe.vetados.listar({ texto: persona.documento })).total).toBe(1);
  });
});

describe('vetados.quitar and vetados.listar', () => {
  it("lifting a bar lets the person be added to that client's orders again", async () => {
    const sabana = await clienteSabana();
    const persona = await f.hojaDeVida();
    const { id } = await jefe.vetados.vetar({ numeroDocumento: persona.documento, clienteId: sabana });
    expect((await ejecutivo.vetados.quitar({ id })).mensaje).toBe(M.quitado);
    expect((await errorDe(ejecutivo.vetados.quitar({ id }))).code).toBe('NOT_FOUND');
    const pedido = await f.pedido({ estado: 2 });
    const r = await jefe.candidatosPedido.agregar({ pedidoId: pedido.id, candidatoId: persona.id });
    expect(r.mensaje).toBe('Candidato agregado exitosamente');
  });

  it('searches by document prefix or by every word of the name, filters by client, newest first', async () => {
    const sabana = await clienteSabana();
    const a = await f.hojaDeVida({ nombre: 'Eulalia', apellido: 'Zabaleta Vetada' });
    const b = await f.hojaDeVida({ nombre: 'Eulalia', apellido: 'Quiroga' });
    await jefe.vetados.vetar({ numeroDocumento: a.documento, clienteId: sabana });
    await jefe.vetados.vetar({ numeroDocumento: b.documento, clienteId: sabana });
    expect((await jefe.vetados.listar({ texto: 'eulalia' })).filas.map((x) => x.candidatoId)).toEqual([
      b.id,
      a.id,
    ]);
    expect(
      (await jefe.vetados.listar({ texto: 'Eulalia zabaleta' })).filas.map((x) => x.candidatoId),
    ).toEqual([a.id]);
    expect(
      (await jefe.vetados.listar({ texto: b.documento.slice(0, -1) })).filas.map((x) => x.candidatoId),
    ).toContain(b.id);
    expect((await jefe.vetados.listar({ texto: 'eulalia', clienteId: otroCliente.id })).filas).toEqual([]);
  });
});
