/** fac.crear / editar / obtener / lista / trazas / etiquetas: validations, permissions, scope and trace rows. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_FAC as M } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, type TestSession, sesionesStaff } from '../../testing';
import { CLIENTES_PSICOLOGA, etiquetas, grupoValido, idUsuario, sql, trazasDe } from './testing/apoyo';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let reclutador: TestSession;
let gerente: TestSession;
let psicologaId: number;
let jefeId: number;

beforeAll(async () => {
  db = await createTestDatabase('fac-grupos');
  [jefe, psicologa, reclutador, gerente] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'reclutador',
    'gerente',
  );
  psicologaId = await idUsuario(db, 'psicologa');
  jefeId = await idUsuario(db, 'jefe');
});
afterAll(async () => {
  await db?.drop();
});

const cuantosGrupos = async () =>
  Number((await sql<{ n: string }>(db, 'select count(*) n from grupo_preguntas_filtro'))[0]!.n);

describe('fac.crear', () => {
  it('creates a base group with tags, questions and options, traced INSERTAR per row with the user', async () => {
    const tags = await etiquetas(db, 'operativo', 'bodega');
    const r = await psicologa.caller.fac.crear(grupoValido(tags));
    expect(r).toMatchObject({
      nombre: 'Conductores de reparto',
      mensaje: M.guardado('Conductores de reparto'),
    });
    const g = await psicologa.caller.fac.obtener({ id: r.id });
    expect(g).toMatchObject({
      tipo: 1,
      tipoEtiqueta: 'Base',
      version: r.version,
      perfil: null,
      pedido: null,
      creadoPor: expect.any(String) as unknown,
    });
    expect(g.tags.map((t) => t.nombre).sort()).toEqual(['bodega', 'operativo']);
    expect(g.preguntas).toMatchObject([
      {
        titulo: '¿Tiene licencia C2 vigente?',
        claseEtiqueta: 'Potencial',
        tipoEtiqueta: 'Selección Múltiple',
        usar: true,
        opciones: [
          { opcion: 'Sí', calificacion: 5 },
          { opcion: 'En trámite', calificacion: 2 },
        ],
      },
      {
        titulo: '¿Conoce la ciudad?',
        claseEtiqueta: 'Desempeño',
        opciones: [{ opcion: 'Muy bien' }, { opcion: 'No', calificacionEtiqueta: 'Descartar' }],
      },
    ]);
    const trazas = await trazasDe(db, r.id);
    expect(trazas.map((t) => [t.accion, t.campo, t.despues])).toEqual([
      [1, 'grupo', 'Conductores de reparto'],
      [1, 'etiqueta', expect.any(String)],
      [1, 'etiqueta', expect.any(String)],
      [1, 'pregunta', '¿Tiene licencia C2 vigente?'],
      [1, 'opcion', 'Sí (5)'],
      [1, 'opcion', 'En trámite (2)'],
      [1, 'pregunta', '¿Conoce la ciudad?'],
      [1, 'opcion', 'Muy bien (4)'],
      [1, 'opcion', 'No (Descartar)'],
    ]);
    expect(trazas.every((t) => t.usuario_id === psicologaId && t.antes === null && t.campo_id !== null)).toBe(
      true,
    );
    const viaApi = await psicologa.caller.fac.trazas({ id: r.id });
    expect(viaApi[0]).toMatchObject({ accionEtiqueta: 'INSERTAR', usuario: expect.any(String) as unknown });
    expect((await psicologa.caller.fac.lista({})).map((x) => x.id)).toContain(r.id);
    expect((await psicologa.caller.fac.lista({ texto: 'reparto' })).map((x) => x.id)).toEqual([r.id]);
  });

  it.each([
    ['no tags', (t: number[]) => ({ ...grupoValido(t), tags: [] }), M.sinTags],
    ['no questions', (t: number[]) => ({ ...grupoValido(t), preguntas: [] }), M.sinPreguntas],
    [
      'a question without options',
      (t: number[]) => ({
        ...grupoValido(t),
        preguntas: [{ ...grupoValido(t).preguntas[0]!, opciones: [] }],
      }),
      M.sinOpciones,
    ],
    ['no name', (t: number[]) => ({ ...grupoValido(t), nombre: ' ' }), M.nombreRequerido],
    [
      'an option rated 9',
      (t: number[]) => ({
        ...grupoValido(t),
        preguntas: [{ ...grupoValido(t).preguntas[0]!, opciones: [{ opcion: 'x', calificacion: 9 }] }],
      }),
      M.calificacionRequerida,
    ],
  ])('refuses %s with the Spanish message and writes nothing', async (_caso, datos, mensaje) => {
    const antes = await cuantosGrupos();
    const e = await errorDe(psicologa.caller.fac.crear(datos(await etiquetas(db, 'operativo'))));
    expect(e.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(e.cause ?? e.message)).toContain(mensaje);
    expect(await cuantosGrupos()).toBe(antes);
  });

  it('refuses more questions than max_preg_fac and unknown tags, writing nothing', async () => {
    const tags = await etiquetas(db, 'operativo');
    const antes = await cuantosGrupos();
    await sql(db, 'update configuracion_pedidos set max_preg_fac = 1');
    try {
      expect(await errorDe(psicologa.caller.fac.crear(grupoValido(tags)))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Un grupo de preguntras filtro no puede tener mas de 1 preguntas.',
      });
      expect((await psicologa.caller.fac.configuracion()).maxPregFac).toBe(1);
    } finally {
      await sql(db, 'update configuracion_pedidos set max_preg_fac = 10');
    }
    expect(await errorDe(psicologa.caller.fac.crear(grupoValido([...tags, 999_999])))).toMatchObject({
      code: 'BAD_REQUEST',
      message: M.tagNoExiste,
    });
    expect(await cuantosGrupos()).toBe(antes);
  });

  it('permissions: add_fac to create; read_fac_base for the rest', async () => {
    const tags = await etiquetas(db, 'operativo');
    expect((await errorDe(jefe.caller.fac.crear(grupoValido(tags)))).code).toBe('FORBIDDEN');
    expect((await errorDe(reclutador.caller.fac.lista({}))).code).toBe('FORBIDDEN');
    expect((await errorDe(gerente.caller.fac.obtener({ id: 1 }))).code).toBe('FORBIDDEN');
    expect((await errorDe(gerente.caller.fac.crearEtiqueta({ nombre: 'x' }))).code).toBe('FORBIDDEN');
    expect((await jefe.caller.fac.lista({})).length).toBeGreaterThanOrEqual(3);
  });
});

describe('fac.editar', () => {
  it('applies name, tag, question and option changes with one trace row each (before/after, user)', async () => {
    const [operativo, bodega, ventas] = await etiquetas(db, 'operativo', 'bodega', 'ventas');
    const creado = await psicologa.caller.fac.crear(grupoValido([operativo!, bodega!], 'Para editar'));
    const g = await psicologa.caller.fac.obtener({ id: creado.id });
    const [p1, p2] = g.preguntas;
    const desde = (await trazasDe(db, g.id)).length;
    const r = await jefe.caller.fac.editar({
      id: g.id,
      version: g.version,
      nombre: 'Editado',
      tags: [operativo!, ventas!],
      preguntas: [
        {
          id: p1!.id,
          titulo: p1!.titulo,
          tipo: 1,
          clase: 2,
          usar: true,
          opciones: [{ id: p1!.opciones[0]!.id, opcion: 'Sí, vigente', calificacion: 4 }],
        },
        {
          titulo: '¿Tiene moto propia?',
          tipo: 1,
          clase: 1,
          usar: true,
          opciones: [{ opcion: 'Sí', calificacion: 5 }],
        },
      ],
    });
    expect(r.version).toBeGreaterThan(g.version);
    const nuevas = (await trazasDe(db, g.id)).slice(desde);
    expect(nuevas.every((t) => t.usuario_id === jefeId)).toBe(true);
    expect(nuevas.map((t) => [t.accion, t.campo, t.antes, t.despues])).toEqual([
      [2, 'grupo.nombre', 'Para editar', 'Editado'],
      [3, 'etiqueta', 'bodega', null],
      [1, 'etiqueta', null, 'ventas'],
      [3, 'pregunta', p2!.titulo, null],
      [2, 'pregunta.clase', 'Potencial', 'Desempeño'],
      [3, 'opcion', 'En trámite (2)', null],
      [2, 'opcion.opcion', 'Sí', 'Sí, vigente'],
      [2, 'opcion.calificacion', '5', '4'],
      [1, 'pregunta', null, '¿Tiene moto propia?'],
      [1, 'opcion', null, 'Sí (5)'],
    ]);
    const despues = await jefe.caller.fac.obtener({ id: g.id });
    expect(despues.preguntas.map((p) => p.titulo)).toEqual([p1!.titulo, '¿Tiene moto propia?']);
    expect(
      Number(
        (await sql<{ n: string }>(db, 'select count(*) n from pregunta_filtro where id = ?', [p2!.id]))[0]!.n,
      ),
    ).toBe(0);

    // Saving the same again writes no trace; a stale version is refused.
    const igual = await jefe.caller.fac.editar({
      id: g.id,
      version: r.version,
      nombre: 'Editado',
      tags: [operativo!, ventas!],
      preguntas: despues.preguntas.map((p) => ({
        id: p.id,
        titulo: p.titulo,
        tipo: p.tipo,
        clase: p.clase,
        usar: p.usar,
        opciones: p.opciones.map((o) => ({ id: o.id, opcion: o.opcion, calificacion: o.calificacion })),
      })),
    });
    expect(igual.version).toBe(r.version);
    expect((await trazasDe(db, g.id)).length).toBe(desde + nuevas.length);
    const e = await errorDe(
      jefe.caller.fac.editar({
        id: g.id,
        version: g.version,
        nombre: 'Otro',
        tags: [operativo!],
        preguntas: grupoValido([]).preguntas,
      }),
    );
    expect(e).toMatchObject({
      code: 'CONFLICT',
      message: 'El registro fue modificado por otro usuario. Recargue e intente de nuevo.',
    });
  });

  it('a question id of another group is refused and nothing changes', async () => {
    const tags = await etiquetas(db, 'operativo');
    const a = await psicologa.caller.fac.obtener({
      id: (await psicologa.caller.fac.crear(grupoValido(tags, 'Grupo A'))).id,
    });
    const b = await psicologa.caller.fac.obtener({
      id: (await psicologa.caller.fac.crear(grupoValido(tags, 'Grupo B'))).id,
    });
    const ajena = b.preguntas[0]!;
    const e = await errorDe(
      psicologa.caller.fac.editar({
        id: a.id,
        version: a.version,
        nombre: 'Cambiado',
        tags,
        preguntas: [
          {
            id: ajena.id,
            titulo: 'x',
            tipo: 1,
            clase: 1,
            usar: true,
            opciones: [{ opcion: 'y', calificacion: 3 }],
          },
        ],
      }),
    );
    expect(e).toMatchObject({ code: 'BAD_REQUEST', message: M.preguntaNoExiste });
    expect(await psicologa.caller.fac.obtener({ id: a.id })).toEqual(a);
  });

  it('order/profile groups are visible only within the client scope (NOT_FOUND outside)', async () => {
    const [ajeno] = await sql<{ id: number }>(
      db,
      `select g.id from grupo_preguntas_filtro g join perfil p on p.id = g.perfil_id join cliente c on c.id = p.cliente_id
        where g.tipo = 2 and c.numero_documento not in (?) order by g.id limit 1`,
      [CLIENTES_PSICOLOGA],
    );
    expect((await errorDe(psicologa.caller.fac.obtener({ id: ajeno!.id }))).code).toBe('NOT_FOUND');
    expect((await errorDe(psicologa.caller.fac.trazas({ id: ajeno!.id }))).code).toBe('NOT_FOUND');
    expect(
      (
        await errorDe(
          psicologa.caller.fac.editar({
            id: ajeno!.id,
            version: 1,
            ...grupoValido(await etiquetas(db, 'operativo')),
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await jefe.caller.fac.obtener({ id: ajeno!.id })).tipo).toBe(2);
    expect((await errorDe(jefe.caller.fac.obtener({ id: 999_999 }))).code).toBe('NOT_FOUND');
  });
});

describe('fac.etiquetas / crearEtiqueta', () => {
  it('a typed unknown tag is created once (case and accents ignored) and then found by search', async () => {
    const r = await psicologa.caller.fac.crearEtiqueta({ nombre: 'Turnos Nocturnos' });
    expect(r).toMatchObject({
      nombre: 'Turnos Nocturnos',
      creada: true,
      mensaje: M.tagCreado('Turnos Nocturnos'),
    });
    const otra = await jefe.caller.fac.crearEtiqueta({ nombre: 'turnos nócturnos' });
    expect(otra).toMatchObject({ id: r.id, creada: false });
    expect(await psicologa.caller.fac.etiquetas({ texto: 'NOCTURNO' })).toEqual([
      { id: r.id, nombre: 'Turnos Nocturnos' },
    ]);
    expect(await psicologa.caller.fac.etiquetas({ texto: '%' })).toEqual([]);
    expect((await errorDe(psicologa.caller.fac.crearEtiqueta({ nombre: '  ' }))).code).toBe('BAD_REQUEST');
  });
});
