/**
 * datosPersonales.retencion on a clock two years ahead: the policy, the preview of who the run would notice and who
 * anonymise, the run (notice by e-mail with a personal authorisation link; anonymise who did not answer by the deadline;
 * an answer closes the notice), never a person in a process or hired.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { ANONIMO, MENSAJES_DATOS_PERSONALES, MENSAJES_RETENCION, sumarDiasInstante } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';
import type { HojaDeVidaCreada } from '../../../testing/fabricas';
import { aplicarRetencion } from './servicios/ejecutar';

let db: TestDatabase;
let f: Fabricas;
let admin: Caller;
const DOS_ANOS = 2 * 366;
const ahora = sumarDiasInstante(new Date(), DOS_ANOS);
let sinRespuesta: HojaDeVidaCreada;
let responde: HojaDeVidaCreada;
let conserva: HojaDeVidaCreada;
let enProceso: HojaDeVidaCreada;
let contratada: HojaDeVidaCreada;

const sql = () => db.orm.em.fork().getConnection();

/** A CV nobody touched since 2021 (the policy asks 5 years; the clock is two years ahead). */
async function vieja(p: HojaDeVidaCreada) {
  await sql().execute(`update hoja_de_vida set fecha_modificacion = '2021-01-15' where id = ?`, [
    p.hojaDeVidaId,
  ]);
  await sql().execute(`update candidato set updated_at = '2021-01-15' where id = ?`, [p.id]);
}

beforeAll(async () => {
  db = await createTestDatabase('datos_personales_retencion');
  f = fabricasDe(db.orm);
  admin = (await callerFor(db.orm, { usuario: 'admin', portal: 'staff', now: () => ahora })).caller;
  sinRespuesta = await f.hojaDeVida();
  responde = await f.hojaDeVida();
  conserva = await f.hojaDeVida();
  const pedido = await f.pedido({ estado: 2 });
  enProceso = (await f.candidatoEnPedido({ pedidoId: pedido.id, estado: 'preseleccionado' })).persona;
  contratada = await f.hojaDeVida();
  await sql().execute('update candidato set disponibilidad = 2 where id = ?', [contratada.id]);
  for (const p of [sinRespuesta, responde, conserva, enProceso, contratada]) await vieja(p);
});
afterAll(async () => {
  await db?.drop();
});

const ids = (l: { filas: { candidatoId: number }[] }) =>
  l.filas.map((f) => f.candidatoId).sort((a, b) => a - b);

describe('datosPersonales.retencion', () => {
  it('is off until an administrator turns it on: the run does nothing', async () => {
    const p = await admin.datosPersonales.retencion.politica();
    expect(p).toMatchObject({ activa: false });
    expect(await admin.datosPersonales.retencion.ejecutar()).toEqual({
      activa: false,
      respondidos: 0,
      avisados: 0,
      anonimizados: [],
      rechazados: [],
    });
    const r = await admin.datosPersonales.retencion.guardarPolitica({
      activa: true,
      anosSinActualizar: 5,
      diasAviso: 30,
      version: p.version,
    });
    expect(r.mensaje).toBe(MENSAJES_RETENCION.guardada);
    // A stale form changes nothing.
    const e = await errorDe(
      admin.datosPersonales.retencion.guardarPolitica({
        activa: false,
        anosSinActualizar: 1,
        diasAviso: 1,
        version: p.version,
      }),
    );
    expect(e.code).toBe('CONFLICT');
    expect(await admin.datosPersonales.retencion.politica()).toMatchObject({
      activa: true,
      anosSinActualizar: 5,
      diasAviso: 30,
    });
  });

  it('the preview lists the old CVs of free people, never one in a process or hired', async () => {
    const v = await admin.datosPersonales.retencion.vistaPrevia();
    expect(ids(v.avisar)).toEqual([sinRespuesta.id, responde.id, conserva.id].sort((a, b) => a - b));
    expect(v.anonimizar.total).toBe(0);
    expect(v.avisar.filas[0]).not.toHaveProperty('email');
  });

  it('the run notices them by e-mail with a personal link to keep the CV and the privacy notice, valid until the deadline', async () => {
    const r = await admin.datosPersonales.retencion.ejecutar();
    expect(r).toMatchObject({ activa: true, avisados: 3, anonimizados: [] });
    const correos = await sql().execute<{ destino: string; texto: string }[]>(
      `select destino, payload->>'texto' as texto from mensaje_saliente where destino in (?, ?) order by id`,
      [sinRespuesta.email, responde.email],
    );
    expect(correos).toHaveLength(2);
    expect(correos[0]!.texto).toMatch(/\/conservar-datos\/[a-z2-7]{26}\n/);
    expect(correos[0]!.texto).toMatch(/\/autorizacion-datos\/[a-z2-7]{26}\n/);
    expect(correos[0]!.texto).toContain('5 años');
    const [enlace] = await sql().execute<{ expira_en: Date; vence_en: Date }[]>(
      `select e.expira_en, a.vence_en from enlace_autorizacion e join aviso_retencion a on a.candidato_id = e.candidato_id where e.candidato_id = ?`,
      [sinRespuesta.id],
    );
    expect(new Date(enlace!.expira_en).getTime()).toBe(new Date(enlace!.vence_en).getTime());
    // Idempotent: a second run the same day finds nobody new.
    expect(await admin.datosPersonales.retencion.ejecutar()).toMatchObject({ avisados: 0, anonimizados: [] });
    expect((await admin.datosPersonales.retencion.vistaPrevia()).avisar.total).toBe(0);
  });

  it('the link of the notice keeps the CV: the notice is answered at once; a bad token is refused in Spanish', async () => {
    const [correo] = await sql().execute<{ texto: string }[]>(
      `select payload->>'texto' as texto from mensaje_saliente where destino = ?`,
      [conserva.email],
    );
    const token = /\/conservar-datos\/([a-z2-7]{26})/.exec(correo!.texto)![1]!;
    const anonimo = (await callerFor(db.orm, { portal: 'staff', now: () => sumarDiasInstante(ahora, 2) }))
      .caller;
    expect(await anonimo.datosPersonales.retencion.conservar({ token })).toEqual({
      mensaje: MENSAJES_RETENCION.conservados,
    });
    expect(await anonimo.datosPersonales.retencion.conservar({ token })).toEqual({
      mensaje: MENSAJES_RETENCION.sinAvisoPendiente,
    });
    const e = await errorDe(anonimo.datosPersonales.retencion.conservar({ token: 'a'.repeat(26) }));
    expect(e.code).toBe('NOT_FOUND');
    expect(e.message).toBe(MENSAJES_DATOS_PERSONALES.enlaceInvalido);
  });

  it('after the notice period: who did not answer is anonymised, who kept or updated the CV is kept', async () => {
    await sql().execute(`update hoja_de_vida set fecha_modificacion = ? where id = ?`, [
      sumarDiasInstante(ahora, 3),
      responde.hojaDeVidaId,
    ]);
    const despues = sumarDiasInstante(ahora, 31);
    const resumen = await aplicarRetencion(db.orm.em.fork(), despues);
    expect(resumen).toMatchObject({ respondidos: 1, anonimizados: [sinRespuesta.id], rechazados: [] });
    const personas = await sql().execute<{ id: number; numero_documento: string; origen: string | null }[]>(
      `select c.id, c.numero_documento, s.origen from candidato c left join supresion_datos s on s.candidato_id = c.id
        where c.id in (?, ?) order by c.id`,
      [sinRespuesta.id, responde.id],
    );
    expect(personas).toEqual(
      [
        { id: sinRespuesta.id, numero_documento: ANONIMO.documento(sinRespuesta.id), origen: 'retencion' },
        { id: responde.id, numero_documento: responde.documento, origen: null },
      ].sort((a, b) => a.id - b.id),
    );
    const estados = await sql().execute<{ candidato_id: number; estado: number }[]>(
      `select candidato_id, estado from aviso_retencion where candidato_id in (?, ?, ?) order by candidato_id`,
      [sinRespuesta.id, responde.id, conserva.id],
    );
    expect(Object.fromEntries(estados.map((e) => [e.candidato_id, e.estado]))).toEqual({
      [sinRespuesta.id]: 2,
      [responde.id]: 1,
      [conserva.id]: 1,
    });
    const [correo] = await sql().execute<{ n: number }[]>(
      `select count(*)::int as n from mensaje_saliente where destino = ? or payload::text like ?`,
      [sinRespuesta.email, `%${sinRespuesta.documento}%`],
    );
    expect(correo!.n).toBe(0);
  });

  it('needs admin_datos_personales; bad values are said in Spanish and change nothing', async () => {
    const jefe = (await callerFor(db.orm, { usuario: 'jefe', portal: 'staff', now: () => ahora })).caller;
    expect((await errorDe(jefe.datosPersonales.retencion.vistaPrevia())).code).toBe('FORBIDDEN');
    const p = await admin.datosPersonales.retencion.politica();
    const e = await errorDe(
      admin.datosPersonales.retencion.guardarPolitica({
        activa: true,
        anosSinActualizar: 0,
        diasAviso: 30,
        version: p.version,
      }),
    );
    expect(e.code).toBe('BAD_REQUEST');
    expect(await admin.datosPersonales.retencion.politica()).toEqual(p);
  });
});
