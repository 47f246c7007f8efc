/** hojasDeVida.comentarEntrevista (spec 03 §7) and the tests required by the order in hojasDeVida.pruebasDigitales (§8). */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_HV_RESUMEN as M } from '@talento/rules';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, sesionesStaff, type TestSession } from '../../../testing';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let reclutador: TestSession;
let ejecutivo: TestSession;

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(q, p);

interface FilaEntrevista {
  id: number;
  orden: number;
  pregunta: string | null;
  comentario: string | null;
  video: string | null;
  version: number;
}
const entrevista = async (id: number) =>
  (
    await sql<FilaEntrevista>(
      'select id, orden, pregunta, comentario, video, version from entrevista_video where id = ?',
      [id],
    )
  )[0]!;
/** The version the panel shows for an interview answer (what the screen sends back). */
const versionDe = async (id: number) => (await entrevista(id)).version;

/** A rating of its own (with two interview answers) for a candidate that had none, optionally of an order. */
async function calificacionConEntrevistas(pedidoId: number | null = null) {
  const [c] = await sql<{ id: number }>(
    `select c.id from candidato c where not exists (select 1 from calificacion_prueba_digital q where q.candidato_id = c.id) order by c.id limit 1`,
  );
  const [q] = await sql<{ id: number }>(
    `insert into calificacion_prueba_digital (candidato_id, pedido_id, puntaje_global_reportado, descartado, fecha, vigente_hasta)
     values (?, ?, 70, false, now(), (now() + interval '30 days')::date) returning id`,
    [c!.id, pedidoId],
  );
  const [a, b] = await sql<{ id: number }>(
    `insert into entrevista_video (calificacion_id, orden, pregunta, comentario, video) values
       (?, 1, ?, 'Comentario inicial', 'https://videos.example/1.mp4'),
       (?, 2, 'Describe un logro.', null, null)
     returning id`,
    [q!.id, '¿Por qué quieres este cargo?', q!.id],
  );
  return { candidatoId: c!.id, calificacionId: q!.id, primera: a!.id, segunda: b!.id };
}

type Banderas = Partial<
  Record<
    'prueba_fac' | 'prueba_detac' | 'prueba_comp' | 'prueba_idisc' | 'prueba_valores' | 'prueba_entrevistas',
    boolean
  >
>;
const TODAS: (keyof Banderas)[] = [
  'prueba_fac',
  'prueba_detac',
  'prueba_comp',
  'prueba_idisc',
  'prueba_valores',
  'prueba_entrevistas',
];

/** Sets exactly the given test flags on the order (the others off). */
async function fijarPruebas(pedidoId: number, banderas: Banderas) {
  await sql(`update pedido set ${TODAS.map((b) => `${b} = ?`).join(', ')} where id = ?`, [
    ...TODAS.map((b) => banderas[b] ?? false),
    pedidoId,
  ]);
}

beforeAll(async () => {
  db = await createTestDatabase('hv-pruebas-entrevistas');
  [jefe, psicologa, reclutador, ejecutivo] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'reclutador',
    'ejecutivo',
  );
});
afterAll(async () => {
  await db?.drop();
});

describe('hojasDeVida.comentarEntrevista', () => {
  it('replaces the comment (trimmed), answers the updated interview and the panel lists it', async () => {
    const q = await calificacionConEntrevistas();
    const v = await versionDe(q.segunda);
    const r = await psicologa.caller.hojasDeVida.comentarEntrevista({
      id: q.segunda,
      version: v,
      comentario: '   Responde con seguridad y ejemplos concretos.  ',
    });
    expect(r).toEqual({
      id: q.segunda,
      orden: 2,
      pregunta: 'Describe un logro.',
      comentario: 'Responde con seguridad y ejemplos concretos.',
      video: null,
      fecha: null,
      version: v + 1,
    });
    expect(await entrevista(q.segunda)).toMatchObject({
      comentario: 'Responde con seguridad y ejemplos concretos.',
    });
    expect((await entrevista(q.primera)).comentario).toBe('Comentario inicial');

    const otra = await jefe.caller.hojasDeVida.comentarEntrevista({
      id: q.primera,
      version: await versionDe(q.primera),
      comentario: 'Nuevo comentario',
    });
    expect(otra).toMatchObject({
      id: q.primera,
      orden: 1,
      comentario: 'Nuevo comentario',
      video: 'https://videos.example/1.mp4',
    });
    const panel = await reclutador.caller.hojasDeVida.pruebasDigitales({ candidatoId: q.candidatoId });
    expect(
      panel.calificaciones
        .find((c) => c.id === q.calificacionId)!
        .entrevistas.map((e) => [e.id, e.comentario, e.version]),
    ).toEqual([
      [q.primera, 'Nuevo comentario', otra.version],
      [q.segunda, 'Responde con seguridad y ejemplos concretos.', r.version],
    ]);
  });

  it('an empty or blank comment is refused with the Spanish message and changes nothing; so is one over 1000 characters', async () => {
    const q = await calificacionConEntrevistas();
    const antes = await entrevista(q.primera);
    const version = antes.version;
    for (const comentario of ['', '   \n ']) {
      const e = await errorDe(
        jefe.caller.hojasDeVida.comentarEntrevista({ id: q.primera, version, comentario }),
      );
      expect(formaDeError(e)).toMatchObject({
        message: MENSAJES.errores.informacionErrada,
        data: { code: 'BAD_REQUEST', campos: { comentario: [M.escribirComentario] } },
      });
    }
    const largo = await errorDe(
      jefe.caller.hojasDeVida.comentarEntrevista({ id: q.primera, version, comentario: 'x'.repeat(1001) }),
    );
    expect(formaDeError(largo).data).toMatchObject({
      code: 'BAD_REQUEST',
      campos: { comentario: [M.comentarioEntrevistaLargo] },
    });
    expect(await entrevista(q.primera)).toEqual(antes);
    // 1000 characters after trimming are accepted.
    const r = await jefe.caller.hojasDeVida.comentarEntrevista({
      id: q.primera,
      version,
      comentario: ` ${'y'.repeat(1000)} `,
    });
    expect(r.comentario).toHaveLength(1000);
  });

  it('an unknown interview answers NOT_FOUND', async () => {
    const e = await errorDe(
      jefe.caller.hojasDeVida.comentarEntrevista({ id: 99_999_999, version: 1, comentario: 'Hola' }),
    );
    expect(formaDeError(e)).toMatchObject({ data: { code: 'NOT_FOUND' } });
  });

  it('needs read_hojadevida: a role without it gets FORBIDDEN and nothing changes', async () => {
    const q = await calificacionConEntrevistas();
    const antes = await entrevista(q.primera);
    const e = await errorDe(
      ejecutivo.caller.hojasDeVida.comentarEntrevista({
        id: q.primera,
        version: antes.version,
        comentario: 'No debería guardarse',
      }),
    );
    expect(formaDeError(e)).toMatchObject({
      data: { code: 'FORBIDDEN', httpStatus: 403, detalle: MENSAJES.shell.sinPermisos },
    });
    expect(await entrevista(q.primera)).toEqual(antes);
  });
});

describe('hojasDeVida.comentarEntrevista: version check and client scope (issues 11 §7, 12 §8)', () => {
  it('10 parallel edits with the same version: exactly one is saved, the other 9 get CONFLICT with the standard message', async () => {
    const q = await calificacionConEntrevistas();
    const version = await versionDe(q.primera);
    const textos = Array.from({ length: 10 }, (_, i) => `Edición concurrente ${i + 1}`);
    const resultados = await Promise.allSettled(
      textos.map((comentario, i) =>
        [psicologa, jefe][i % 2]!.caller.hojasDeVida.comentarEntrevista({
          id: q.primera,
          version,
          comentario,
        }),
      ),
    );
    const exitos = resultados.filter((r) => r.status === 'fulfilled');
    expect(exitos).toHaveLength(1);
    const fallos = resultados.flatMap((r) =>
      r.status === 'rejected' ? [formaDeError(getTRPCErrorFromUnknown(r.reason))] : [],
    );
    expect(fallos).toHaveLength(9);
    for (const f of fallos)
      expect(f).toMatchObject({ message: MENSAJES.errores.conflicto, data: { code: 'CONFLICT' } });
    const guardado = (exitos[0] as PromiseFulfilledResult<{ comentario: string | null; version: number }>)
      .value;
    expect(await entrevista(q.primera)).toMatchObject({
      comentario: guardado.comentario,
      version: version + 1,
    });
    expect(guardado.version).toBe(version + 1);
  });

  it('a stale version answers CONFLICT and changes nothing', async () => {
    const q = await calificacionConEntrevistas();
    const leida = await versionDe(q.segunda);
    await jefe.caller.hojasDeVida.comentarEntrevista({
      id: q.segunda,
      version: leida,
      comentario: 'Primero',
    });
    const antes = await entrevista(q.segunda);
    const e = await errorDe(
      psicologa.caller.hojasDeVida.comentarEntrevista({
        id: q.segunda,
        version: leida,
        comentario: 'Pisaría al primero',
      }),
    );
    expect([e.code, e.message]).toEqual(['CONFLICT', MENSAJES.errores.conflicto]);
    expect(await entrevista(q.segunda)).toEqual(antes);
    const sinVersion = await errorDe(
      psicologa.caller.hojasDeVida.comentarEntrevista({ id: q.segunda, comentario: 'Sin versión' } as never),
    );
    expect(sinVersion.code).toBe('BAD_REQUEST');
    expect(await entrevista(q.segunda)).toEqual(antes);
  });

  it("a user outside the order's client gets NOT_FOUND and the comment stays; ratings with no order stay editable", async () => {
    const sesion = (await reclutador.sesion())!;
    const propios = sesion.usuario.alcance.todos ? [] : [...sesion.usuario.alcance.ids];
    const [fuera] = await sql<{ id: number }>(
      `select id from pedido where cliente_id <> all(?::int[]) order by id limit 1`,
      [`{${propios.join(',')}}`],
    );
    const ajena = await calificacionConEntrevistas(fuera!.id);
    const antes = await entrevista(ajena.primera);
    const e = await errorDe(
      reclutador.caller.hojasDeVida.comentarEntrevista({
        id: ajena.primera,
        version: antes.version,
        comentario: 'Ajeno',
      }),
    );
    expect(formaDeError(e)).toMatchObject({
      message: MENSAJES.errores.noEncontrado,
      data: { code: 'NOT_FOUND' },
    });
    expect(await entrevista(ajena.primera)).toEqual(antes);
    expect(
      (
        await jefe.caller.hojasDeVida.comentarEntrevista({
          id: ajena.primera,
          version: antes.version,
          comentario: 'Del jefe',
        })
      ).comentario,
    ).toBe('Del jefe');

    const propia = await calificacionConEntrevistas();
    const r = await reclutador.caller.hojasDeVida.comentarEntrevista({
      id: propia.primera,
      version: await versionDe(propia.primera),
      comentario: 'Sin pedido',
    });
    expect(r.comentario).toBe('Sin pedido');
  });
});

describe('hojasDeVida.pruebasDigitales: client scope of the ratings (issue 11 §7)', () => {
  it("lists ratings with no order and ratings of orders in scope; never those of another client's order", async () => {
    const sesion = (await reclutador.sesion())!;
    const propios = sesion.usuario.alcance.todos ? [] : [...sesion.usuario.alcance.ids];
    const [fuera] = await sql<{ id: number }>(
      `select id from pedido where cliente_id <> all(?::int[]) order by id limit 1`,
      [`{${propios.join(',')}}`],
    );
    const [dentro] = await sql<{ id: number }>(
      `select id from pedido where cliente_id = any(?::int[]) order by id limit 1`,
      [`{${propios.join(',')}}`],
    );
    const ajena = await calificacionConEntrevistas(fuera!.id);
    const [propia, sinPedido] = await sql<{ id: number }>(
      `insert into calificacion_prueba_digital (candidato_id, pedido_id, puntaje_global_reportado, descartado, fecha, vigente_hasta)
       values (?, ?, 60, false, now() - interval '1 day', null), (?, null, 50, false, now() - interval '2 days', null) returning id`,
      [ajena.candidatoId, dentro!.id, ajena.candidatoId],
    );
    const ids = async (s: TestSession) =>
      (await s.caller.hojasDeVida.pruebasDigitales({ candidatoId: ajena.candidatoId })).calificaciones.map(
        (c) => c.id,
      );
    expect(await ids(jefe)).toEqual([ajena.calificacionId, propia!.id, sinPedido!.id]);
    expect(await ids(reclutador)).toEqual([propia!.id, sinPedido!.id]);
    expect(
      (await reclutador.caller.hojasDeVida.pruebasDigitales({ candidatoId: ajena.candidatoId })).total,
    ).toBe(2);
  });
});

describe('hojasDeVida.pruebasDigitales: pruebasRequeridasPedido', () => {
  it('names the tests the order requires, in the rule order; [] when it requires none; null without pedidoId', async () => {
    const [pedido] = await sql<{ id: number }>('select id from pedido order by id limit 1');
    const q = await calificacionConEntrevistas(pedido!.id);
    await fijarPruebas(pedido!.id, { prueba_entrevistas: true, prueba_fac: true, prueba_comp: true });
    const con = await jefe.caller.hojasDeVida.pruebasDigitales({
      candidatoId: q.candidatoId,
      pedidoId: pedido!.id,
    });
    expect(con.pruebasRequeridasPedido).toEqual([
      { codigo: 'FAC', nombre: 'Preguntas Filtro' },
      { codigo: 'COMPETENCIAS', nombre: 'Evaluación Competencias' },
      { codigo: 'ENTREVISTA', nombre: 'Video entrevista' },
    ]);
    expect(con.calificaciones.map((c) => c.id)).toEqual([q.calificacionId]);

    await fijarPruebas(pedido!.id, { prueba_detac: true, prueba_idisc: true, prueba_valores: true });
    expect(
      (await jefe.caller.hojasDeVida.pruebasDigitales({ candidatoId: q.candidatoId, pedidoId: pedido!.id }))
        .pruebasRequeridasPedido,
    ).toEqual([
      { codigo: 'DETAC', nombre: 'DETAC' },
      { codigo: 'IDISC', nombre: 'IDISC' },
      { codigo: 'VALORES', nombre: 'Valores' },
    ]);

    await fijarPruebas(pedido!.id, {});
    expect(
      (await jefe.caller.hojasDeVida.pruebasDigitales({ candidatoId: q.candidatoId, pedidoId: pedido!.id }))
        .pruebasRequeridasPedido,
    ).toEqual([]);
    expect(
      (await jefe.caller.hojasDeVida.pruebasDigitales({ candidatoId: q.candidatoId }))
        .pruebasRequeridasPedido,
    ).toBeNull();
    // An order that does not exist: null, and the rest of the panel still loads.
    const inexistente = await jefe.caller.hojasDeVida.pruebasDigitales({
      candidatoId: q.candidatoId,
      pedidoId: 99_999_999,
    });
    expect(inexistente).toMatchObject({ pruebasRequeridasPedido: null, total: 0, calificaciones: [] });
  });

  it('a client-scoped user gets null for an order outside their clients (no flags disclosed) and the names for one inside', async () => {
    const sesion = (await reclutador.sesion())!;
    expect(sesion.usuario.alcance.todos).toBe(false);
    const propios = sesion.usuario.alcance.todos ? [] : [...sesion.usuario.alcance.ids];
    expect(propios.length).toBeGreaterThan(0);
    const [fuera] = await sql<{ id: number }>(
      `select id from pedido where cliente_id <> all(?::int[]) order by id limit 1`,
      [`{${propios.join(',')}}`],
    );
    const [dentro] = await sql<{ id: number }>(
      `select id from pedido where cliente_id = any(?::int[]) order by id limit 1`,
      [`{${propios.join(',')}}`],
    );
    await fijarPruebas(fuera!.id, { prueba_fac: true, prueba_detac: true });
    await fijarPruebas(dentro!.id, { prueba_valores: true });
    const q = await calificacionConEntrevistas(fuera!.id);

    const ajeno = await reclutador.caller.hojasDeVida.pruebasDigitales({
      candidatoId: q.candidatoId,
      pedidoId: fuera!.id,
    });
    expect(ajeno.pruebasRequeridasPedido).toBeNull();
    // Nor its results and videos (issue 11 §7): the same answer as for an order that does not exist.
    expect(ajeno).toMatchObject({ total: 0, calificaciones: [] });
    expect(ajeno).toEqual(
      await reclutador.caller.hojasDeVida.pruebasDigitales({
        candidatoId: q.candidatoId,
        pedidoId: 99_999_999,
      }),
    );
    expect(
      (
        await jefe.caller.hojasDeVida.pruebasDigitales({ candidatoId: q.candidatoId, pedidoId: fuera!.id })
      ).calificaciones.map((c) => c.id),
    ).toEqual([q.calificacionId]);
    // The same order for a user with every client: its names.
    expect(
      (await jefe.caller.hojasDeVida.pruebasDigitales({ candidatoId: q.candidatoId, pedidoId: fuera!.id }))
        .pruebasRequeridasPedido,
    ).toEqual([
      { codigo: 'FAC', nombre: 'Preguntas Filtro' },
      { codigo: 'DETAC', nombre: 'DETAC' },
    ]);
    expect(
      (
        await reclutador.caller.hojasDeVida.pruebasDigitales({
          candidatoId: q.candidatoId,
          pedidoId: dentro!.id,
        })
      ).pruebasRequeridasPedido,
    ).toEqual([{ codigo: 'VALORES', nombre: 'Valores' }]);
  });
});
