/**
 * Results from the test platform (issue 17), end to end over real HTTP: the order's tests are defined, two people
 * are invited (the outbox worker delivers the invitations to a local fake of the platform), the fake posts one
 * person's signed results back to the real server route, and the rating, the scheduled statuses, the weighted
 * overall score, the pre-selected ranking and selection follow. Signature cases: valid, tampered, replayed, stale.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CABECERA_FIRMA, CABECERA_TIMESTAMP, firmarResultado, invitarEnPedido } from '@talento/api';
import { callerFor, errorDe, type Caller } from '@talento/api/testing';
import { fabricasDe, type Fabricas } from '@talento/api/testing/fabricas';
import { iniciarPlataformaPruebas, type PlataformaPruebas } from '@talento/api/testing/pruebas-prueba';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_RESULTADO_PLATAFORMA as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { iniciarOutbox, type LoggerOutbox } from './outbox/trabajador';
import { RUTA_RESULTADOS_PRUEBAS } from './http/resultados-pruebas';
import { levantar, type ServidorDePrueba } from './testing/http';

const SECRETO = 'secreto-compartido-de-la-plataforma-0123456789';
const silencioso: LoggerOutbox = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};

let db: TestDatabase;
let dist: string;
let servidor: ServidorDePrueba;
let fake: PlataformaPruebas;
let f: Fabricas;
let jefe: Caller;
let destino: string;
let pedidoId: number;
let ana: { id: number; email: string; cp: number };
let beto: { id: number; email: string; cp: number };

const sql = <T>(q: string, p: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(q, p);

/** POST with explicit headers (the fake signs correctly; these build the broken cases). */
async function postCrudo(cuerpo: string, headers: Record<string, string>) {
  const res = await fetch(destino, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: cuerpo,
  });
  return {
    status: res.status,
    cuerpo: (await res.json()) as { error?: { message: string }; aplicado?: boolean },
  };
}
const ahoraTs = () => String(Math.floor(Date.now() / 1000));

function resultadoDe(correo: string, idResultado: string, detac: number, entrevista: number) {
  return {
    idResultado,
    pedidoId,
    correo,
    descartado: false,
    urlInforme: 'https://plataforma.example/informes/1',
    urlInformeLite: 'https://plataforma.example/informes/1/lite',
    pruebas: [
      { codigo: 'DETAC', puntaje: detac, descartado: false },
      { codigo: 'ENTREVISTA', puntaje: entrevista, descartado: false },
    ],
    entrevistas: [
      {
        orden: 0,
        pregunta: '¿Por qué este cargo?',
        video: 'https://plataforma.example/videos/1.mp4',
        fecha: '2026-11-20T15:00:00Z',
      },
      { orden: 1, pregunta: '¿Qué sabe de la empresa?', video: null, fecha: null },
    ],
  };
}

const programado = async (correo: string) =>
  (
    await sql<{ detac: number; entrevista: number; idisc: number; fecha_informa_prueba: Date | null }>(
      'select detac, entrevista, idisc, fecha_informa_prueba from candidato_programado where pedido_id = ? and correo = ?',
      [pedidoId, correo],
    )
  )[0];
const huella = async () =>
  sql(
    'select (select count(*) from calificacion_prueba_digital) c, (select count(*) from resultado_prueba_digital) r, (select count(*) from entrevista_video) e, (select coalesce(sum(puntaje_global), 0) from candidato_pedido) p',
  );

beforeAll(async () => {
  vi.stubEnv('PRUEBAS_SECRETO', SECRETO);
  db = await createTestDatabase('resultados_pruebas');
  dist = await mkdtemp(path.join(os.tmpdir(), 'talento-dist-'));
  servidor = await levantar({ orm: db.orm, dist });
  destino = `${servidor.base}${RUTA_RESULTADOS_PRUEBAS}`;
  fake = await iniciarPlataformaPruebas();
  f = fabricasDe(db.orm);
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;

  const p = await f.pedido({ estado: 2 });
  pedidoId = p.id;
  const a = await f.candidatoEnPedido({ pedidoId, estado: 'preseleccionado' });
  const b = await f.candidatoEnPedido({ pedidoId, estado: 'preseleccionado' });
  ana = { id: a.persona.id, email: a.persona.email.toLowerCase(), cp: a.id };
  beto = { id: b.persona.id, email: b.persona.email.toLowerCase(), cp: b.id };
  const o = await jefe.pedidos.opcionesPruebas({ pedidoId });
  await jefe.pedidos.definirPruebas({
    pedidoId,
    version: o.pedido.version,
    fac: false,
    idisc: false,
    competencias: null,
    valores: null,
    detac: o.detac[0]!.codigo,
    entrevista: [
      { pregunta: '¿Por qué este cargo?', tiempo: 1 },
      { pregunta: '¿Qué sabe de la empresa?', tiempo: 1 },
    ],
  });
  // Invitations through the service the invitation screen uses, delivered by the real worker to the fake.
  const todos = { todos: true } as const;
  await invitarEnPedido(
    db.orm.em.fork(),
    todos,
    { pedidoId, correos: `${ana.email};${beto.email}`, pruebas: ['DETAC'] },
    new Date(),
  );
  await invitarEnPedido(
    db.orm.em.fork(),
    todos,
    { pedidoId, correos: `${ana.email};${beto.email}`, pruebas: 'entrevista' },
    new Date(),
  );
  const t = await iniciarOutbox({
    orm: db.orm,
    databaseUrl: db.url,
    smtpUrl: undefined,
    mailFrom: 'x',
    logger: silencioso,
    intervaloMs: 60_000,
    nomina: null,
    pruebas: { url: fake.url, token: undefined },
  });
  await t.bombear();
  await t.detener();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake?.cerrar();
  await servidor?.close();
  await db?.drop();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('resultados de la plataforma de pruebas', () => {
  it('the platform got the process and one invitation and one interview per person', () => {
    expect(fake.recibidas.map((r) => [r.ruta, r.cuerpo.correo ?? null])).toEqual([
      ['/procesos', null],
      ['/invitaciones', ana.email],
      ['/invitaciones', beto.email],
      ['/entrevistas', ana.email],
      ['/entrevistas', beto.email],
    ]);
  });

  it('before any result, selection is blocked by the missing tests', async () => {
    const cp = await jefe.candidatosPedido.listar({ pedidoId });
    const fila = cp.preseleccionados.find((x) => x.id === ana.cp)!;
    const e = await errorDe(jefe.candidatosPedido.seleccionar({ id: ana.cp, version: fila.version }));
    expect(e.message).toMatch(/^No ha realizado/);
  });

  it('a valid signed result is applied: rating, presented, weighted score, ranking, selection unblocked', async () => {
    const [config] = await sql<{ porcentaje_entrevista: number }>(
      'select porcentaje_entrevista from configuracion_pedidos order by id limit 1',
    );
    const pe = Number(config!.porcentaje_entrevista);
    const r = await fake.enviarResultado(destino, SECRETO, resultadoDe(ana.email, 'res-ana-1', 90, 60));
    expect(r).toEqual({ status: 200, cuerpo: { aplicado: true, mensaje: M.aplicado } });

    expect(await programado(ana.email)).toMatchObject({ detac: 2, entrevista: 2, idisc: 3 });
    expect((await programado(ana.email))!.fecha_informa_prueba).not.toBeNull();
    expect(await programado(beto.email)).toMatchObject({
      detac: 1,
      entrevista: 1,
      fecha_informa_prueba: null,
    });

    const esperado = Math.round((((100 - pe) * 90) / 100 + (pe * 60) / 100) * 100) / 100;
    const lista = await jefe.candidatosPedido.listar({ pedidoId });
    expect(lista.preseleccionados.map((x) => [x.id, x.puntajeGlobal])).toEqual([
      [ana.cp, esperado],
      [beto.cp, null],
    ]);

    const cv = await jefe.hojasDeVida.pruebasDigitales({
      candidatoId: ana.id,
      pedidoId,
      soloVigentes: false,
      pagina: 1,
    });
    expect(JSON.stringify(cv)).toContain('https://plataforma.example/informes/1');
    // Each interview answer with its video and the date the platform reported; a deleted video is null.
    expect(
      cv.calificaciones[0]!.entrevistas.map((e) => [
        e.orden,
        e.pregunta,
        e.video,
        e.fecha?.toISOString() ?? null,
      ]),
    ).toEqual([
      [0, '¿Por qué este cargo?', 'https://plataforma.example/videos/1.mp4', '2026-11-20T15:00:00.000Z'],
      [1, '¿Qué sabe de la empresa?', null, null],
    ]);

    const fila = lista.preseleccionados.find((x) => x.id === ana.cp)!;
    await jefe.candidatosPedido.seleccionar({ id: ana.cp, version: fila.version });
    const [sel] = await sql<{ pool: number }>('select pool from candidato_pedido where id = ?', [ana.cp]);
    expect(sel!.pool).toBe(1);
  });

  it('replayed (same id, same signature): 200 and nothing changes', async () => {
    const antes = await huella();
    const r = await fake.enviarResultado(destino, SECRETO, resultadoDe(ana.email, 'res-ana-1', 90, 60));
    expect(r).toEqual({ status: 200, cuerpo: { aplicado: false, mensaje: M.yaAplicado } });
    expect(await huella()).toEqual(antes);
  });

  it('tampered body, signature reused with another body, wrong secret, no signature, stale timestamp: 401 and nothing changes', async () => {
    const antes = await huella();
    const ts = ahoraTs();
    const original = JSON.stringify(resultadoDe(beto.email, 'res-beto-1', 50, 50));
    const firma = firmarResultado(SECRETO, ts, original);
    const alterado = original.replace('"puntaje":50', '"puntaje":99');
    expect(await postCrudo(alterado, { [CABECERA_TIMESTAMP]: ts, [CABECERA_FIRMA]: firma })).toEqual({
      status: 401,
      cuerpo: { error: { message: M.firmaInvalida } },
    });
    const otro = JSON.stringify(resultadoDe(beto.email, 'res-beto-2', 99, 99));
    expect((await postCrudo(otro, { [CABECERA_TIMESTAMP]: ts, [CABECERA_FIRMA]: firma })).status).toBe(401);
    const ajena = firmarResultado('otro-secreto-que-no-es-el-compartido-000000', ts, original);
    expect((await postCrudo(original, { [CABECERA_TIMESTAMP]: ts, [CABECERA_FIRMA]: ajena })).status).toBe(
      401,
    );
    expect(await postCrudo(original, {})).toEqual({
      status: 401,
      cuerpo: { error: { message: M.sinFirma } },
    });
    const viejo = new Date(Date.now() - 6 * 60_000);
    expect(await fake.enviarResultado(destino, SECRETO, JSON.parse(original), viejo)).toEqual({
      status: 401,
      cuerpo: { error: { message: M.vencida } },
    });
    const futuro = new Date(Date.now() + 6 * 60_000);
    expect((await fake.enviarResultado(destino, SECRETO, JSON.parse(original), futuro)).status).toBe(401);
    expect(await huella()).toEqual(antes);
    expect(await programado(beto.email)).toMatchObject({ detac: 1, entrevista: 1 });
  });

  it('a signed but bad body gets 400 with a Spanish message, never a 500, and changes nothing', async () => {
    const antes = await huella();
    const casos: [unknown, string][] = [
      [
        { ...resultadoDe(beto.email, 'res-x', 50, 50), pruebas: [{ codigo: 'DETAC', puntaje: 150 }] },
        'El resultado no es válido: pruebas.0.puntaje debe estar entre 0 y 100.',
      ],
      [{ ...resultadoDe('nadie@correo.co', 'res-y', 50, 50) }, M.noInvitado],
      [{ ...resultadoDe(beto.email, 'res-z', 50, 50), pedidoId: 999_999 }, M.noInvitado],
      // A NUL character or a year PostgreSQL cannot store: 400, not a failed INSERT.
      [
        { ...resultadoDe(beto.email, 'res\u0000nul', 50, 50) },
        'El resultado no es válido: idResultado: El texto contiene caracteres no permitidos (caracteres de control); revíselo e intente de nuevo.',
      ],
      [
        {
          ...resultadoDe(beto.email, 'res-anio-0', 50, 50),
          entrevistas: [{ orden: 1, pregunta: 'P\u0000', video: null, fecha: '2026-11-24T10:00:00-05:00' }],
        },
        'El resultado no es válido: entrevistas.0.pregunta: El texto contiene caracteres no permitidos (caracteres de control); revíselo e intente de nuevo.',
      ],
      [
        {
          ...resultadoDe(beto.email, 'res-anio-0', 50, 50),
          entrevistas: [{ orden: 1, pregunta: 'P', video: null, fecha: '0000-01-01T00:00:00Z' }],
        },
        'El resultado no es válido: entrevistas.0.fecha: La fecha debe estar entre los años 1900 y 2999.',
      ],
      // A NUL inside a link passes a URL check alone: the link is text first.
      [
        { ...resultadoDe(beto.email, 'res-url-nul', 50, 50), urlInforme: 'https://x.co/informe\u0000' },
        'El resultado no es válido: urlInforme: El texto contiene caracteres no permitidos (caracteres de control); revíselo e intente de nuevo.',
      ],
    ];
    for (const [cuerpo, mensaje] of casos) {
      expect(await fake.enviarResultado(destino, SECRETO, cuerpo)).toEqual({
        status: 400,
        cuerpo: { error: { message: mensaje } },
      });
    }
    const ts = ahoraTs();
    const roto = '{"idResultado": ';
    expect(
      await postCrudo(roto, {
        [CABECERA_TIMESTAMP]: ts,
        [CABECERA_FIRMA]: firmarResultado(SECRETO, ts, roto),
      }),
    ).toEqual({ status: 400, cuerpo: { error: { message: M.jsonInvalido } } });
    expect(await huella()).toEqual(antes);
  });

  it("the second person's result gets its own weighted score (ana, selected, left the pre-selected list)", async () => {
    expect(
      (await fake.enviarResultado(destino, SECRETO, resultadoDe(beto.email, 'res-beto-ok', 100, 100))).status,
    ).toBe(200);
    const lista = await jefe.candidatosPedido.listar({ pedidoId });
    expect(lista.preseleccionados.map((x) => [x.id, x.puntajeGlobal])).toEqual([[beto.cp, 100]]);
    expect(await programado(beto.email)).toMatchObject({ detac: 2, entrevista: 2 });
  });
});
