/**
 * Test-platform calls through the outbox (issue 17): defining an order's tests queues "create process" in the same
 * transaction; inviting and scheduling interviews queue one call per e-mail; the delivery sends each row once with
 * its idempotency key against a local HTTP fake of the platform, keeps refusals as Error and retries failures.
 */
import { MensajeSaliente } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_PRUEBAS_PEDIDO as M } from '@talento/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callerFor, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { iniciarPlataformaPruebas, type PlataformaPruebas } from '../../../testing/pruebas-prueba';
import { AppError } from '../../../nucleo/errors';
import { cargarPedido } from '../servicios/cargar';
import { invitarAPruebas, programarEntrevista } from '../servicios/pruebas/invitar';
import { clientePruebasHttp, configPruebas } from '../../../nucleo/integraciones/pruebas';
import { entregarPruebas, TIPO_PRUEBAS } from '../../../nucleo/integraciones/pruebas-outbox';
import { pendientesDe } from '../../../nucleo/outbox/filas';

let db: TestDatabase;
let f: Fabricas;
let jefe: Caller;
let fake: PlataformaPruebas;
const vacio = { fac: false, detac: null, competencias: null, idisc: false, valores: null, entrevista: null };

beforeAll(async () => {
  db = await createTestDatabase('pruebas_plataforma');
  f = fabricasDe(db.orm);
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  fake = await iniciarPlataformaPruebas();
});
afterEach(() => {
  vi.unstubAllEnvs();
  fake.respuestas.clear();
  fake.recibidas.length = 0;
});
afterAll(async () => {
  await fake?.cerrar();
  await db?.drop();
});

const filas = (pedidoId: number) =>
  db.orm.em
    .fork()
    .find(
      MensajeSaliente,
      { tipo: TIPO_PRUEBAS, referencia: `pedido:${pedidoId}` },
      { orderBy: { id: 'asc' } },
    );
const fila = (id: number) => db.orm.em.fork().findOneOrFail(MensajeSaliente, id);

async function definirDetacYEntrevista(pedidoId: number) {
  const o = await jefe.pedidos.opcionesPruebas({ pedidoId });
  return jefe.pedidos.definirPruebas({
    ...vacio,
    pedidoId,
    version: o.pedido.version,
    detac: o.detac[0]!.codigo,
    idisc: true,
    entrevista: [{ pregunta: '¿Por qué este cargo?', tiempo: 1 }],
  });
}

describe('definirPruebas → proceso en la plataforma', () => {
  it('unconfigured: the definition is stored, the call stays Pendiente and the answer says so in Spanish', async () => {
    vi.stubEnv('PRUEBAS_URL', '');
    const p = await f.pedido({ estado: 2 });
    const r = await definirDetacYEntrevista(p.id);
    expect(r.aviso).toBe(M.plataformaNoConfigurada);
    expect((await filas(p.id)).map((m) => [m.destino, m.estado, m.intentos])).toEqual([['proceso', 0, 0]]);
    const o = await jefe.pedidos.opcionesPruebas({ pedidoId: p.id });
    expect(o.plataformaConfigurada).toBe(false);
    expect(o.llamadasPlataforma).toMatchObject([
      { operacion: 'proceso', estado: 0, estadoEtiqueta: 'Pendiente' },
    ]);
  });

  it('a refused definition queues nothing', async () => {
    const p = await f.pedido({ estado: 2 });
    await expect(
      jefe.pedidos.definirPruebas({ ...vacio, pedidoId: p.id, version: p.version }),
    ).rejects.toThrow(M.ningunaPrueba);
    expect(await filas(p.id)).toHaveLength(0);
  });

  it("configured: the worker sends the process with the order's tests and questions, bearer token and idempotency key; Enviado", async () => {
    vi.stubEnv('PRUEBAS_URL', fake.url);
    vi.stubEnv('PRUEBAS_TOKEN', 'token-plataforma');
    const p = await f.pedido({ estado: 2 });
    const r = await definirDetacYEntrevista(p.id);
    expect(r.aviso).toBeNull();
    const [m] = await filas(p.id);
    const cliente = clientePruebasHttp(configPruebas()!);
    expect(await pendientesDe(db.orm, TIPO_PRUEBAS, 1000, new Date())).toContain(m!.id);
    expect(await entregarPruebas(db.orm, m!.id, { intentosMaximos: 3, cliente })).toEqual({
      resultado: 'enviado',
    });
    expect(await fila(m!.id)).toMatchObject({ estado: 1, intentos: 1, ultimoError: null });
    expect(fake.recibidas).toHaveLength(1);
    const [llamada] = fake.recibidas;
    expect(llamada!.ruta).toBe('/procesos');
    expect(llamada!.headers.authorization).toBe('Bearer token-plataforma');
    expect(llamada!.headers['idempotency-key']).toBe(`talento-pruebas-${m!.id}`);
    expect(llamada!.cuerpo).toMatchObject({
      pedidoId: p.id,
      pruebas: ['DETAC', 'IDISC', 'ENTREVISTA'],
      preguntas: [{ orden: 0, pregunta: '¿Por qué este cargo?', tiempo: 1 }],
    });
    // Sent rows are never sent again.
    expect(await entregarPruebas(db.orm, m!.id, { intentosMaximos: 3, cliente })).toEqual({
      resultado: 'omitido',
    });
    expect(fake.recibidas).toHaveLength(1);
  });

  it("a refusal (4xx) is final with the platform's message; a 5xx or an unreachable platform is retried, then Error", async () => {
    const p = await f.pedido({ estado: 2 });
    await definirDetacYEntrevista(p.id);
    const [m] = await filas(p.id);
    fake.respuestas.set('/procesos', {
      status: 409,
      cuerpo: { mensaje: 'El proceso ya existe para otro pedido' },
    });
    const cliente = clientePruebasHttp({ url: fake.url, token: undefined });
    expect(await entregarPruebas(db.orm, m!.id, { intentosMaximos: 3, cliente })).toEqual({
      resultado: 'rechazado',
      mensaje: 'El proceso ya existe para otro pedido',
    });
    expect(await fila(m!.id)).toMatchObject({
      estado: 2,
      ultimoError: 'El proceso ya existe para otro pedido',
      enviadoEn: null,
    });

    const q = await f.pedido({ estado: 2 });
    await definirDetacYEntrevista(q.id);
    const [n] = await filas(q.id);
    fake.respuestas.set('/procesos', { status: 503, cuerpo: { detail: 'mantenimiento' } });
    expect(await entregarPruebas(db.orm, n!.id, { intentosMaximos: 3, cliente })).toMatchObject({
      resultado: 'reintentar',
      intentos: 1,
    });
    const caida = clientePruebasHttp({ url: 'http://127.0.0.1:9', token: undefined });
    expect(await entregarPruebas(db.orm, n!.id, { intentosMaximos: 3, cliente: caida })).toMatchObject({
      resultado: 'reintentar',
      intentos: 2,
    });
    expect((await fila(n!.id)).ultimoError).toContain('No fue posible conectar con la plataforma de pruebas');
    expect(await entregarPruebas(db.orm, n!.id, { intentosMaximos: 3, cliente })).toMatchObject({
      resultado: 'error',
      intentos: 3,
    });
    expect(await fila(n!.id)).toMatchObject({ estado: 2, enviadoEn: null });
    expect((await fila(n!.id)).ultimoError).toContain('503');
  });
});

describe('invitaciones y entrevistas', () => {
  it('invites each e-mail to the chosen tests (one call each) and schedules the interview; a bad e-mail changes nothing', async () => {
    const p = await f.pedido({ estado: 2 });
    await definirDetacYEntrevista(p.id);
    const persona = await f.hojaDeVida();
    const em = db.orm.em.fork();
    const pedido = await cargarPedido(em, { todos: true }, p.id);
    const error = await em
      .transactional((tx) =>
        invitarAPruebas(tx, pedido, `${persona.email}; no-es-correo`, ['DETAC'], new Date()),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(M.correoNoValido('no-es-correo'));
    expect(await filas(p.id)).toHaveLength(1);

    const programados = await em.transactional((tx) =>
      invitarAPruebas(
        tx,
        pedido,
        `${persona.email.toUpperCase()}; otra.persona@correo.co`,
        ['DETAC', 'IDISC'],
        new Date(),
      ),
    );
    expect(
      programados.map((x) => [
        x.correo,
        x.candidato?.id ?? null,
        x.detac,
        x.idisc,
        x.competencias,
        x.entrevista,
      ]),
    ).toEqual([
      [persona.email.toLowerCase(), persona.id, 1, 1, 3, 3],
      ['otra.persona@correo.co', null, 1, 1, 3, 3],
    ]);
    await em.transactional((tx) => programarEntrevista(tx, pedido, 'otra.persona@correo.co', new Date()));
    const llamadas = await filas(p.id);
    expect(llamadas.map((m) => [m.destino, (m.payload as { correo?: string }).correo ?? null])).toEqual([
      ['proceso', null],
      ['invitacion', persona.email.toLowerCase()],
      ['invitacion', 'otra.persona@correo.co'],
      ['entrevista', 'otra.persona@correo.co'],
    ]);
    const noDefinida = await em
      .transactional((tx) => invitarAPruebas(tx, pedido, 'x@correo.co', ['VALORES'], new Date()))
      .catch((e: unknown) => e);
    expect((noDefinida as AppError).message).toBe(M.pruebaNoDefinida('VALORES'));
  });
});
