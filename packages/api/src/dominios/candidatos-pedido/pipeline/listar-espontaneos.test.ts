/** candidatosPedido.listar / agregarEspontaneo / removerEspontaneo: lists, flags, spontaneous candidates with file and e-mail. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CANDIDATO, MENSAJES_PIPELINE } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import {
  CLIENTES_PSICOLOGA,
  CLIENTES_RECLUTADOR,
  cuantosEventos,
  eventosNuevos,
  fallarInsercion,
  filaCp,
  sql,
} from '../../../testing/candidatos-pipeline';

/** A client none of the psychologist's four (Confecciones del Valle, of the executive). */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let jefe: TestSession;
let psicologa: TestSession;
let reclutador: TestSession;
let gerente: TestSession;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('candidatos-listar');
  fabricas = fabricasDe(db.orm);
  [jefe, psicologa, reclutador, gerente] = await sesionesStaff(
    db.orm,
    'jefe',
    'psicologa',
    'reclutador',
    'gerente',
  );
});
afterAll(async () => {
  await db?.drop();
});

describe('candidatosPedido.listar', () => {
  it('pre-selected ranked by overall score (unscored last), selected pool 1, only active rows, with labels and buttons', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const [bajo, alto, sinPuntaje, removido] = [
      await fabricas.candidatoEnPedido({ pedidoId: p.id }),
      await fabricas.candidatoEnPedido({ pedidoId: p.id }),
      await fabricas.candidatoEnPedido({ pedidoId: p.id }),
      await fabricas.candidatoEnPedido({ pedidoId: p.id }),
    ];
    const seleccionado = await fabricas.candidatoEnPedido({ pedidoId: p.id, estado: 'seleccionado' });
    await jefe.caller.candidatosPedido.remover({ id: removido.id, version: removido.version });
    // The overall score is copied in by the testing platform (no procedure writes it).
    await sql(db, 'update candidato_pedido set puntaje_global = ? where id = ?', [40, bajo.id]);
    await sql(db, 'update candidato_pedido set puntaje_global = ? where id = ?', [85, alto.id]);
    const l = await jefe.caller.candidatosPedido.listar({ pedidoId: p.id });
    expect(l.preseleccionados.map((c) => c.id)).toEqual([alto.id, bajo.id, sinPuntaje.id]);
    expect(l.seleccionados.map((c) => c.id).sort()).toEqual([p.candidatos[0]!.id, seleccionado.id].sort());
    const activos = await sql<{ id: number; pool: number }>(
      db,
      'select id, pool from candidato_pedido where pedido_id = ? and activo',
      [p.id],
    );
    expect(l.preseleccionados.map((c) => c.id).sort()).toEqual(
      activos
        .filter((a) => a.pool === 0)
        .map((a) => a.id)
        .sort(),
    );
    expect(l.seleccionados.map((c) => c.id).sort()).toEqual(
      activos
        .filter((a) => a.pool === 1)
        .map((a) => a.id)
        .sort(),
    );
    const puntajes = l.preseleccionados.map((c) => c.puntajeGlobal ?? -1);
    expect(puntajes).toEqual([...puntajes].sort((a, b) => b - a));
    expect(l.pedido).toEqual({ id: p.id, estado: 3, facDefinido: true, admiteCandidatos: true });
    for (const c of [...l.preseleccionados, ...l.seleccionados])
      expect(c.estadoEtiqueta.length).toBeGreaterThan(3);
    expect(
      l.preseleccionados.every((c) => c.acciones.includes('seleccionar') && c.acciones.includes('remover')),
    ).toBe(true);
    const enviado = l.seleccionados.find((c) => c.estado === 1);
    expect(enviado).toMatchObject({ id: p.candidatos[0]!.id, acciones: ['validar', 'rechazar'] });
  });

  it('unscored pre-selected candidates go last', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    for (let i = 0; i < 3; i++) await fabricas.candidatoEnPedido({ pedidoId: p.id });
    const [primero] = await sql<{ id: number }>(
      db,
      'select id from candidato_pedido where pedido_id = ? and activo and pool = 0 order by id limit 1',
      [p.id],
    );
    await sql(db, 'update candidato_pedido set puntaje_global = null where id = ?', [primero!.id]);
    await sql(
      db,
      'update candidato_pedido set puntaje_global = 50 where pedido_id = ? and pool = 0 and id <> ?',
      [p.id, primero!.id],
    );
    const l = await jefe.caller.candidatosPedido.listar({ pedidoId: p.id });
    expect(l.preseleccionados.at(-1)!.id).toBe(primero!.id);
  });

  it('buttons follow the flags: the recruiter (no enviar_candidato_a_cliente) sees no client-facing actions; hiring order from state 6', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    expect(CLIENTES_RECLUTADOR).toContain(CLIENTE_POR_DEFECTO);
    await fabricas.candidatoEnPedido({ pedidoId: p.id, estado: 'seleccionado' });
    const l = await reclutador.caller.candidatosPedido.listar({ pedidoId: p.id });
    expect(l.seleccionados).toHaveLength(2);
    for (const c of l.seleccionados) expect(c.acciones.every((a) => a === 'devolverPreseleccion')).toBe(true);
    const p4 = await fabricas.pedido({ estado: 4, vacantes: 3 });
    const presentado = await fabricas.candidatoEnPedido({ pedidoId: p4.id, estado: 6 });
    await jefe.caller.candidatosPedido.cambiarEstado({
      id: presentado.id,
      version: (await filaCp(db, presentado.id)).version,
      accion: 'sePresenta',
    });
    const l4 = await jefe.caller.candidatosPedido.listar({ pedidoId: p4.id });
    const seis = l4.seleccionados.find((c) => c.estado === 6);
    expect(seis).toMatchObject({
      id: p4.candidatos[0]!.id,
      acciones: ['sePresenta', 'noFirmaContrato', 'noSePresenta'],
      ordenContratacion: 'editable',
    });
    const ocho = l4.seleccionados.find((c) => c.estado === 8);
    expect(ocho).toMatchObject({ id: presentado.id, acciones: [], ordenContratacion: 'consulta' });
    const g = await gerente.caller.candidatosPedido.listar({ pedidoId: p4.id });
    expect(g.seleccionados.flatMap((c) => c.acciones)).toEqual([]);
  });

  it('search by a name part or the document', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const buscado = await fabricas.candidatoEnPedido({
      pedidoId: p.id,
      persona: { nombre: 'Yolanda', apellido: 'Valderrama' },
    });
    const otro = await fabricas.candidatoEnPedido({
      pedidoId: p.id,
      persona: { nombre: 'Yolanda', apellido: 'Ospina' },
    });
    const todos = await jefe.caller.candidatosPedido.listar({ pedidoId: p.id });
    const uno = todos.preseleccionados.find((c) => c.id === buscado.id)!;
    expect(uno).toMatchObject({ documento: buscado.persona.documento, nombre: buscado.persona.nombre });
    const porDoc = await jefe.caller.candidatosPedido.listar({ pedidoId: p.id, busqueda: uno.documento });
    expect([...porDoc.preseleccionados, ...porDoc.seleccionados].map((c) => c.id)).toEqual([uno.id]);
    const apellido = uno.nombre.split(' ').at(-1)!;
    const porNombre = await jefe.caller.candidatosPedido.listar({
      pedidoId: p.id,
      busqueda: apellido.toLowerCase(),
    });
    expect(porNombre.preseleccionados.map((c) => c.id)).toContain(uno.id);
    expect(porNombre.preseleccionados.map((c) => c.id)).not.toContain(otro.id);
    const nada = await jefe.caller.candidatosPedido.listar({ pedidoId: p.id, busqueda: '%_zzz' });
    expect([...nada.preseleccionados, ...nada.seleccionados, ...nada.espontaneos]).toEqual([]);
  });

  it('scope: the psychologist gets NOT_FOUND on a foreign order; bad input BAD_REQUEST', async () => {
    const fuera = await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA_PSICOLOGA });
    expect((await errorDe(psicologa.caller.candidatosPedido.listar({ pedidoId: fuera.id }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await errorDe(jefe.caller.candidatosPedido.listar({} as never))).code).toBe('BAD_REQUEST');
  });
});

function formulario(campos: Record<string, string | number>, archivo?: File): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(campos)) fd.set(k, String(v));
  if (archivo) fd.set('archivo', archivo);
  return fd;
}
const pdf = (nombre = 'hoja-de-vida.pdf', tamano = 0) =>
  new File(
    [
      new Uint8Array([
        0x25,
        0x50,
        0x44,
        0x46,
        0x2d,
        0x31,
        0x2e,
        0x34,
        ...new Array<number>(tamano).fill(0x20),
      ]),
    ],
    nombre,
    { type: 'application/pdf' },
  );
const datos = (pedidoId: number, email: string) => ({
  pedidoId,
  nombres: 'Yeimy Lorena',
  apellidos: 'Acosta Rincón',
  cedula: '1098765432',
  telefono: '3104567890',
  email,
  medio: 'Referido',
});

describe('candidatosPedido.agregarEspontaneo', () => {
  it('creates the candidate with its file, the event type 1 and the invitation e-mail in the outbox; listed as spontaneous', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    const antes = await cuantosEventos(db, p.id);
    const r = await jefe.caller.candidatosPedido.agregarEspontaneo(
      formulario(datos(p.id, 'Yeimy.Acosta@Correo.co'), pdf()),
    );
    expect(r.mensaje).toBe(MENSAJES_PIPELINE.espontaneoAgregado);
    const [fila] = await sql<{ email: string; activo: boolean; medio: string }>(
      db,
      'select * from candidato_espontaneo where id = ?',
      [r.id],
    );
    expect(fila).toMatchObject({ email: 'yeimy.acosta@correo.co', activo: true, medio: 'Referido' });
    const [archivo] = await sql<{ nombre: string; tipo_mime: string; tamano: number }>(
      db,
      'select nombre, tipo_mime, tamano from archivo_candidato_espontaneo where candidato_espontaneo_id = ?',
      [r.id],
    );
    expect(archivo).toMatchObject({ nombre: 'hoja-de-vida.pdf', tipo_mime: 'application/pdf', tamano: 8 });
    expect(await eventosNuevos(db, p.id, antes)).toMatchObject([
      { tipo_evento: 1, candidato_espontaneo_nombre: 'Yeimy Lorena Acosta Rincón' },
    ]);
    const correos = await sql<{ destino: string; estado: number; tipo: string }>(
      db,
      'select * from mensaje_saliente where referencia = ?',
      [`pedido:${p.id}`],
    );
    expect(correos).toEqual([
      expect.objectContaining({ destino: 'yeimy.acosta@correo.co', estado: 0, tipo: 'correo' }),
    ]);
    const l = await jefe.caller.candidatosPedido.listar({ pedidoId: p.id });
    expect(l.espontaneos.find((e) => e.id === r.id)).toMatchObject({
      nombre: 'Yeimy Lorena Acosta Rincón',
      archivo: { nombre: 'hoja-de-vida.pdf' },
      puedeRemover: true,
    });
  });

  it('"Error al agregar el candidato espontaneo…" when the e-mail is already in another active process', async () => {
    const otroPedido = await fabricas.pedido({ estado: 2 });
    await jefe.caller.candidatosPedido.agregarEspontaneo(
      formulario(datos(otroPedido.id, 'en.otro.proceso@correo.co')),
    );
    const p = await fabricas.pedido({ estado: 3 });
    const e = await errorDe(
      jefe.caller.candidatosPedido.agregarEspontaneo(formulario(datos(p.id, 'EN.OTRO.PROCESO@correo.co'))),
    );
    expect(e).toMatchObject({ code: 'BAD_REQUEST', message: MENSAJES_PIPELINE.errorEspontaneo });
    // A registered person in process (availability 1) in another order.
    const enProceso = await fabricas.candidatoEnPedido({ pedidoId: otroPedido.id });
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.agregarEspontaneo(formulario(datos(p.id, enProceso.persona.email))),
        )
      ).message,
    ).toBe(MENSAJES_PIPELINE.errorEspontaneo);
    expect(await sql(db, 'select 1 from candidato_espontaneo where pedido_id = ?', [p.id])).toHaveLength(0);
  });

  it('field and file validation: required fields, e-mail, type, size; closed order; scope; flags', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
    const mal = await errorDe(
      jefe.caller.candidatosPedido.agregarEspontaneo(
        formulario({ ...datos(p.id, 'no-es-correo'), nombres: '' }),
      ),
    );
    expect(mal.code).toBe('BAD_REQUEST');
    const exe = new File([new Uint8Array([0x4d, 0x5a])], 'hv.exe', { type: 'application/octet-stream' });
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.agregarEspontaneo(formulario(datos(p.id, 'a1@correo.co'), exe)),
        )
      ).code,
    ).toBe('BAD_REQUEST');
    const grande = await errorDe(
      jefe.caller.candidatosPedido.agregarEspontaneo(
        formulario(datos(p.id, 'a2@correo.co'), pdf('grande.pdf', 10 * 1024 * 1024)),
      ),
    );
    expect(grande.code).toBe('BAD_REQUEST');
    const cerrado = await fabricas.pedido({ estado: 5 });
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.agregarEspontaneo(formulario(datos(cerrado.id, 'a3@correo.co'))),
        )
      ).message,
    ).toBe(MENSAJES_CANDIDATO.etapa);
    const fuera = await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA_PSICOLOGA });
    expect(
      (
        await errorDe(
          psicologa.caller.candidatosPedido.agregarEspontaneo(formulario(datos(fuera.id, 'a4@correo.co'))),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorDe(
          gerente.caller.candidatosPedido.agregarEspontaneo(formulario(datos(p.id, 'a5@correo.co'))),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect((await errorDe(jefe.caller.candidatosPedido.agregarEspontaneo({} as never))).code).toBe(
      'BAD_REQUEST',
    );
    expect(await sql(db, `select 1 from candidato_espontaneo where email like 'a_@correo.co'`)).toHaveLength(
      0,
    );
  });

  it('if the event cannot be written there is no candidate, no file and no e-mail', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    const quitar = await fallarInsercion(db, 'evento_pedido', p.id);
    try {
      await errorDe(
        jefe.caller.candidatosPedido.agregarEspontaneo(formulario(datos(p.id, 'rollback@correo.co'), pdf())),
      );
    } finally {
      await quitar();
    }
    expect(
      await sql(db, `select 1 from candidato_espontaneo where email = 'rollback@correo.co'`),
    ).toHaveLength(0);
    expect(await sql(db, `select 1 from mensaje_saliente where destino = 'rollback@correo.co'`)).toHaveLength(
      0,
    );
  });
});

describe('candidatosPedido.removerEspontaneo', () => {
  it('stages 2–3: inactive, event type 6; a second removal is refused', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const { id } = await jefe.caller.candidatosPedido.agregarEspontaneo(
      formulario(datos(p.id, 'remover1@correo.co')),
    );
    const antes = await cuantosEventos(db, p.id);
    const r = await jefe.caller.candidatosPedido.removerEspontaneo({ id });
    expect(r).toEqual({ id, mensaje: MENSAJES_PIPELINE.espontaneoRemovido });
    expect(await eventosNuevos(db, p.id, antes)).toMatchObject([
      { tipo_evento: 6, candidato_espontaneo_nombre: 'Yeimy Lorena Acosta Rincón' },
    ]);
    expect((await errorDe(jefe.caller.candidatosPedido.removerEspontaneo({ id }))).message).toBe(
      MENSAJES_CANDIDATO.inactivo,
    );
  });

  it('refused at stage 4; NOT_FOUND outside scope; FORBIDDEN for gerente', async () => {
    const p4 = await fabricas.pedido({ estado: 4 });
    const [fila] = await sql<{ id: number }>(
      db,
      `insert into candidato_espontaneo (pedido_id, activo, nombres, apellidos, cedula, email, telefono, fecha_creacion) values (?, true, 'Ana', 'Ruiz', '123', 'ana4@correo.co', '300', now()) returning id`,
      [p4.id],
    );
    expect((await errorDe(jefe.caller.candidatosPedido.removerEspontaneo({ id: fila!.id }))).message).toBe(
      MENSAJES_CANDIDATO.etapa,
    );
    const fuera = await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA_PSICOLOGA });
    const { id } = await jefe.caller.candidatosPedido.agregarEspontaneo(
      formulario(datos(fuera.id, 'fuera@correo.co')),
    );
    expect((await errorDe(psicologa.caller.candidatosPedido.removerEspontaneo({ id }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await errorDe(gerente.caller.candidatosPedido.removerEspontaneo({ id }))).code).toBe('FORBIDDEN');
  });
});
