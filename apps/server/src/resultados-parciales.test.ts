/**
 * Issue 17: the test platform posts one person's tests of an order in two partial results (DETAC, then
 * COMPETENCIAS, each with its own idResultado) over real HTTP to the signed route. The rating for the order is the
 * union: both scheduled statuses presented, the overall score the average of both tests (neither partial's global
 * speaks for the other test), a discard in the second result discards the person, and selection sees both tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CABECERA_FIRMA, CABECERA_TIMESTAMP, firmarResultado, invitarEnPedido } from '@talento/api';
import { callerFor, type Caller } from '@talento/api/testing';
import { fabricasDe } from '@talento/api/testing/fabricas';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RUTA_RESULTADOS_PRUEBAS } from './http/resultados-pruebas';
import { levantar, type ServidorDePrueba } from './testing/http';

const SECRETO = 'secreto-compartido-de-la-plataforma-0123456789';

let db: TestDatabase;
let dist: string;
let servidor: ServidorDePrueba;
let jefe: Caller;
let pedidoId: number;
let ana: { email: string; cp: number; id: number };
let beto: { email: string; cp: number; id: number };

const sql = <T>(q: string, p: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(q, p);

async function publicar(cuerpo: unknown) {
  const texto = JSON.stringify(cuerpo);
  const ts = String(Math.floor(Date.now() / 1000));
  const res = await fetch(`${servidor.base}${RUTA_RESULTADOS_PRUEBAS}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CABECERA_TIMESTAMP]: ts,
      [CABECERA_FIRMA]: firmarResultado(SECRETO, ts, texto),
    },
    body: texto,
  });
  return res.status;
}

const parcial = (
  correo: string,
  idResultado: string,
  codigo: string,
  puntaje: number,
  global: number | null,
  descartado = false,
) => ({
  idResultado,
  pedidoId,
  correo,
  puntajeGlobal: global,
  pruebas: [{ codigo, puntaje, descartado }],
});

const fila = async (cp: number) =>
  (
    await sql<{ puntaje_global: string | null; descartado: boolean }>(
      'select puntaje_global, descartado from candidato_pedido where id = ?',
      [cp],
    )
  )[0]!;

beforeAll(async () => {
  vi.stubEnv('PRUEBAS_SECRETO', SECRETO);
  db = await createTestDatabase('resultados_parciales');
  dist = await mkdtemp(path.join(os.tmpdir(), 'talento-dist-'));
  servidor = await levantar({ orm: db.orm, dist });
  const f = fabricasDe(db.orm);
  jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff' })).caller;
  pedidoId = (await f.pedido({ estado: 2 })).id;
  const a = await f.candidatoEnPedido({ pedidoId, estado: 'preseleccionado' });
  const b = await f.candidatoEnPedido({ pedidoId, estado: 'preseleccionado' });
  ana = { email: a.persona.email.toLowerCase(), cp: a.id, id: a.persona.id };
  beto = { email: b.persona.email.toLowerCase(), cp: b.id, id: b.persona.id };
  const o = await jefe.pedidos.opcionesPruebas({ pedidoId });
  const padre = o.competencias.find((c) => c.padreId === null)!;
  await jefe.pedidos.definirPruebas({
    pedidoId,
    version: o.pedido.version,
    fac: false,
    idisc: false,
    valores: null,
    entrevista: null,
    detac: o.detac[0]!.codigo,
    competencias: [padre.id],
  });
  await invitarEnPedido(
    db.orm.em.fork(),
    { todos: true },
    { pedidoId, correos: `${ana.email};${beto.email}`, pruebas: ['DETAC', 'COMPETENCIAS'] },
    new Date(),
  );
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await servidor?.close();
  await db?.drop();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('resultados parciales de la plataforma', () => {
  it('two partial results make one rating for the order: both tests, the average, both presented, selection sees both', async () => {
    expect(await publicar(parcial(ana.email, 'ana-detac', 'DETAC', 90, 90))).toBe(200);
    expect(await fila(ana.cp)).toMatchObject({ descartado: false });
    expect(Number((await fila(ana.cp)).puntaje_global)).toBe(90);

    expect(await publicar(parcial(ana.email, 'ana-comp', 'COMPETENCIAS', 60, 60))).toBe(200);
    // Neither partial global covers both tests: the union's average, not the last post's 60.
    expect(Number((await fila(ana.cp)).puntaje_global)).toBe(75);
    const [prog] = await sql<{ detac: number; competencias: number }>(
      'select detac, competencias from candidato_programado where pedido_id = ? and correo = ?',
      [pedidoId, ana.email],
    );
    expect(prog).toEqual({ detac: 2, competencias: 2 });

    const cv = await jefe.hojasDeVida.pruebasDigitales({
      candidatoId: ana.id,
      pedidoId,
      soloVigentes: false,
      pagina: 1,
    });
    expect(cv.calificaciones).toHaveLength(2);
    const lista = await jefe.candidatosPedido.listar({ pedidoId });
    expect(lista.preseleccionados.map((x) => [x.id, x.puntajeGlobal])).toEqual([
      [ana.cp, 75],
      [beto.cp, null],
    ]);
    const version = lista.preseleccionados.find((x) => x.id === ana.cp)!.version;
    await jefe.candidatosPedido.seleccionar({ id: ana.cp, version });
  });

  it('a later result of the same test replaces it; a discard in any partial discards the person', async () => {
    expect(await publicar(parcial(beto.email, 'beto-detac', 'DETAC', 40, null))).toBe(200);
    expect(await publicar(parcial(beto.email, 'beto-comp', 'COMPETENCIAS', 80, null, true))).toBe(200);
    expect(await fila(beto.cp)).toMatchObject({ descartado: true });
    expect(Number((await fila(beto.cp)).puntaje_global)).toBe(60);
    expect(await publicar(parcial(beto.email, 'beto-comp-2', 'COMPETENCIAS', 100, null))).toBe(200);
    expect(await fila(beto.cp)).toMatchObject({ descartado: false });
    expect(Number((await fila(beto.cp)).puntaje_global)).toBe(70);
  });
});
