/** pedidos.invitarPruebas / programados / marcarPruebaProgramada (issue 17): invitations by e-mail, statuses, ticking (scope: alcance-listados.test.ts). */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_PROGRAMACION_PRUEBAS, MENSAJES_PRUEBAS_PEDIDO as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, formaDeError, type Caller } from '../../../testing';
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

const sql = <T>(q: string, p: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(q, p);
const llamadas = (pedidoId: number) =>
  sql<{ destino: string; payload: { correo?: string; pruebas?: string[] } }>(
    "select destino, payload from mensaje_saliente where tipo = 'pruebas' and referencia = ? order by id",
    [`pedido:${pedidoId}`],
  );
const huella = (pedidoId: number) =>
  sql(
    'select id, fac, detac, competencias, idisc, valores, entrevista, programa_prueba_fecha from candidato_programado where pedido_id = ? order by id',
    [pedidoId],
  );

/** An order with DETAC, IDISC and a video interview defined, and two people invited to DETAC. */
async function pedidoConInvitados() {
  const p = await f.pedido({ estado: 2 });
  const o = await jefe.pedidos.opcionesPruebas({ pedidoId: p.id });
  await jefe.pedidos.definirPruebas({
    pedidoId: p.id,
    version: o.pedido.version,
    fac: false,
    detac: o.detac[0]!.codigo,
    competencias: null,
    idisc: true,
    valores: null,
    entrevista: [{ pregunta: '¿Por qué este cargo?', tiempo: 1 }],
  });
  await jefe.pedidos.invitarPruebas({
    pedidoId: p.id,
    correos: 'ana@correo.co;beto@correo.co',
    pruebas: ['DETAC'],
  });
  const { programados } = await jefe.pedidos.programados({ pedidoId: p.id });
  return { pedido: p, ana: programados[0]!, beto: programados[1]! };
}

describe('pedidos.invitarPruebas / programados', () => {
  it('an order without invitations lists nobody; invitations show each test as scheduled or not scheduled', async () => {
    const p = await f.pedido({ estado: 2 });
    expect((await jefe.pedidos.programados({ pedidoId: p.id })).programados).toEqual([]);
    const o = await jefe.pedidos.opcionesPruebas({ pedidoId: p.id });
    await jefe.pedidos.definirPruebas({
      pedidoId: p.id,
      version: o.pedido.version,
      fac: false,
      detac: o.detac[0]!.codigo,
      competencias: null,
      idisc: true,
      valores: null,
      entrevista: null,
    });
    const persona = await f.hojaDeVida();

    const malo = await errorDe(
      jefe.pedidos.invitarPruebas({ pedidoId: p.id, correos: `${persona.email}; x@y`, pruebas: ['DETAC'] }),
    );
    expect(malo.code).toBe('BAD_REQUEST');
    // On the field, so the modal shows it under the e-mails.
    expect(formaDeError(malo).data.campos).toEqual({ correos: [M.correoNoValido('x@y')] });
    const sinEntrevista = await errorDe(
      jefe.pedidos.invitarPruebas({ pedidoId: p.id, correos: persona.email, pruebas: 'entrevista' }),
    );
    expect(sinEntrevista.message).toBe(M.sinEntrevista);
    expect((await jefe.pedidos.programados({ pedidoId: p.id })).programados).toEqual([]);

    await jefe.pedidos.invitarPruebas({
      pedidoId: p.id,
      correos: `${persona.email};nuevo@correo.co`,
      pruebas: ['DETAC'],
    });
    const lista = await jefe.pedidos.programados({ pedidoId: p.id });
    expect(lista.definidas).toEqual({
      FAC: false,
      DETAC: true,
      COMPETENCIAS: false,
      IDISC: true,
      VALORES: false,
      ENTREVISTA: false,
    });
    expect(lista.plataformaConfigurada).toBe(false);
    const { programados } = lista;
    expect(programados.map((x) => [x.correo, x.candidato?.id ?? null, x.estados])).toEqual([
      [
        persona.email.toLowerCase(),
        persona.id,
        { FAC: 3, DETAC: 1, COMPETENCIAS: 3, IDISC: 3, VALORES: 3, ENTREVISTA: 3 },
      ],
      ['nuevo@correo.co', null, { FAC: 3, DETAC: 1, COMPETENCIAS: 3, IDISC: 3, VALORES: 3, ENTREVISTA: 3 }],
    ]);
    expect(programados[0]!.programaPruebaFecha).toBeInstanceOf(Date);
    expect((await llamadas(p.id)).map((m) => m.destino)).toEqual(['proceso', 'invitacion', 'invitacion']);
  });

  it('each row shows its latest platform call: Pendiente, then Error with the platform message', async () => {
    const { pedido, ana } = await pedidoConInvitados();
    expect(ana.llamada).toEqual({
      operacion: 'invitacion',
      estado: 0,
      estadoEtiqueta: 'Pendiente',
      mensaje: null,
    });
    await jefe.pedidos.invitarPruebas({ pedidoId: pedido.id, correos: ana.correo, pruebas: 'entrevista' });
    await sql(
      "update mensaje_saliente set estado = 2, ultimo_error = 'Correo rechazado por la plataforma' where tipo = 'pruebas' and destino = 'entrevista' and referencia = ?",
      [`pedido:${pedido.id}`],
    );
    const { programados } = await jefe.pedidos.programados({ pedidoId: pedido.id });
    expect(programados.map((x) => x.llamada)).toEqual([
      {
        operacion: 'entrevista',
        estado: 2,
        estadoEtiqueta: 'Error',
        mensaje: 'Correo rechazado por la plataforma',
      },
      { operacion: 'invitacion', estado: 0, estadoEtiqueta: 'Pendiente', mensaje: null },
    ]);
  });
});

describe('pedidos.marcarPruebaProgramada', () => {
  it('ticking a not-scheduled test schedules it and queues the invitation for that test only; unticking queues nothing', async () => {
    const { pedido, ana } = await pedidoConInvitados();
    const antes = (await llamadas(pedido.id)).length;

    expect(
      await jefe.pedidos.marcarPruebaProgramada({
        pedidoId: pedido.id,
        programadoId: ana.id,
        prueba: 'IDISC',
        programada: true,
      }),
    ).toEqual({ id: ana.id, prueba: 'IDISC', estado: 1 });
    const tras = await llamadas(pedido.id);
    expect(tras.slice(antes).map((m) => [m.destino, m.payload.correo, m.payload.pruebas])).toEqual([
      ['invitacion', ana.correo, ['IDISC']],
    ]);
    // Ticking again (a second tab) sends nothing twice.
    await jefe.pedidos.marcarPruebaProgramada({
      pedidoId: pedido.id,
      programadoId: ana.id,
      prueba: 'IDISC',
      programada: true,
    });
    expect(await llamadas(pedido.id)).toHaveLength(tras.length);

    await jefe.pedidos.marcarPruebaProgramada({
      pedidoId: pedido.id,
      programadoId: ana.id,
      prueba: 'DETAC',
      programada: false,
    });
    expect(await llamadas(pedido.id)).toHaveLength(tras.length);
    await jefe.pedidos.marcarPruebaProgramada({
      pedidoId: pedido.id,
      programadoId: ana.id,
      prueba: 'ENTREVISTA',
      programada: true,
    });
    expect((await llamadas(pedido.id)).slice(tras.length).map((m) => [m.destino, m.payload.correo])).toEqual([
      ['entrevista', ana.correo],
    ]);

    const fila = (await jefe.pedidos.programados({ pedidoId: pedido.id })).programados.find(
      (x) => x.id === ana.id,
    )!;
    expect(fila.estados).toEqual({ FAC: 3, DETAC: 3, COMPETENCIAS: 3, IDISC: 1, VALORES: 3, ENTREVISTA: 1 });
  });

  it('a presented test is locked: refused in Spanish, nothing changes, nothing is queued', async () => {
    const { pedido, ana } = await pedidoConInvitados();
    await sql('update candidato_programado set detac = 2 where id = ?', [ana.id]);
    const fila = await huella(pedido.id);
    const cola = await llamadas(pedido.id);
    for (const programada of [false, true]) {
      const e = await errorDe(
        jefe.pedidos.marcarPruebaProgramada({
          pedidoId: pedido.id,
          programadoId: ana.id,
          prueba: 'DETAC',
          programada,
        }),
      );
      expect([e.code, e.message]).toEqual(['BAD_REQUEST', MENSAJES_PROGRAMACION_PRUEBAS.presentada]);
    }
    expect(await huella(pedido.id)).toEqual(fila);
    expect(await llamadas(pedido.id)).toEqual(cola);
  });

  it('refuses a test the order does not define, and a row of another order (NOT_FOUND)', async () => {
    const { pedido, ana } = await pedidoConInvitados();
    const otro = await pedidoConInvitados();
    const fila = await huella(pedido.id);
    const e = await errorDe(
      jefe.pedidos.marcarPruebaProgramada({
        pedidoId: pedido.id,
        programadoId: ana.id,
        prueba: 'VALORES',
        programada: true,
      }),
    );
    expect([e.code, e.message]).toEqual(['BAD_REQUEST', M.pruebaNoDefinida('VALORES')]);
    const ajena = await errorDe(
      jefe.pedidos.marcarPruebaProgramada({
        pedidoId: pedido.id,
        programadoId: otro.ana.id,
        prueba: 'DETAC',
        programada: false,
      }),
    );
    expect(ajena.code).toBe('NOT_FOUND');
    expect(await huella(pedido.id)).toEqual(fila);
    expect((await huella(otro.pedido.id)).map((x) => (x as { detac: number }).detac)).toEqual([1, 1]);
  });

  it("is scoped to the user's clients and gated by the same flag as invitarPruebas", async () => {
    const ajeno = await f.pedido({ estado: 2, cliente: '890301234' });
    const o = await jefe.pedidos.opcionesPruebas({ pedidoId: ajeno.id });
    await jefe.pedidos.definirPruebas({
      pedidoId: ajeno.id,
      version: o.pedido.version,
      fac: false,
      detac: null,
      competencias: null,
      idisc: true,
      valores: null,
      entrevista: null,
    });
    await jefe.pedidos.invitarPruebas({ pedidoId: ajeno.id, correos: 'carla@correo.co', pruebas: ['IDISC'] });
    const [carla] = (await jefe.pedidos.programados({ pedidoId: ajeno.id })).programados;
    const ps = await f.usuario({ rol: 'psicologo', clientes: ['900123456'] });
    const acotado = (await callerFor(db.orm, { usuario: ps.username, portal: 'staff' })).caller;
    const fuera = await errorDe(
      acotado.pedidos.marcarPruebaProgramada({
        pedidoId: ajeno.id,
        programadoId: carla!.id,
        prueba: 'IDISC',
        programada: false,
      }),
    );
    expect(fuera.code).toBe('NOT_FOUND');

    const { pedido, ana } = await pedidoConInvitados();
    const reclutador = await f.usuario({ rol: 'reclutador', clientes: ['900123456'] });
    const sinBandera = (await callerFor(db.orm, { usuario: reclutador.username, portal: 'staff' })).caller;
    const prohibido = await errorDe(
      sinBandera.pedidos.marcarPruebaProgramada({
        pedidoId: pedido.id,
        programadoId: ana.id,
        prueba: 'DETAC',
        programada: false,
      }),
    );
    expect(prohibido.code).toBe('FORBIDDEN');
    expect((await huella(ajeno.id)).map((x) => (x as { idisc: number }).idisc)).toEqual([1]);
    expect((await huella(pedido.id)).map((x) => (x as { detac: number }).detac)).toEqual([1, 1]);
  });
});
