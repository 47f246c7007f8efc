/**
 * Issue 11 §4: the FAC gate is a rule, not a banner. An order in a working stage without its filter-question group
 * refuses, on the server, every procedure that manages its candidates, and the stage moves that need candidates,
 * with "Para gestionar el pedido debe estar definido el Grupo de preguntas filtro", changing nothing. The sweep walks
 * every mutation of `candidatosPedido` (new ones must be added here or declared as not managing candidates).
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_PEDIDOS } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, listarProcedimientos, llamar, type TestSession, sesionesStaff } from '../../testing';
import { fabricasDe, type Fabricas } from '../../testing/fabricas';
import { eventosDe, sql } from '../../testing/pedido-detalle';

let db: TestDatabase;
let jefe: TestSession;
let fabricas: Fabricas;

/** Mutations of `candidatosPedido` that do not manage an order's candidates (with the reason). */
const NO_GESTIONAN: Record<string, string> = {
  'candidatosPedido.guardarContacto': 'client contacts belong to the client, not to an order',
  'candidatosPedido.reintentarCorreo':
    'retries an e-mail already written (the send it belongs to passed the gate)',
};

beforeAll(async () => {
  db = await createTestDatabase('puerta-fac');
  fabricas = fabricasDe(db.orm);
  [jefe] = await sesionesStaff(db.orm, 'jefe');
});
afterAll(async () => {
  await db?.drop();
});

/**
 * A new stage-3 order with people in every state the procedures act on, a spontaneous candidate, then its FAC
 * removed (data from before the rule: no procedure takes the group off an order, so that one step is SQL).
 */
async function pedidoSinFac(indice: number) {
  const p = await fabricas.pedido({ estado: 3 });
  // Sending to the client sends every selected candidate still in state 0: the selected one is made last.
  const estados = { enviado: 1, entrevista: 4, sel: 'seleccionado', pre: 'preseleccionado' } as const;
  const filas = {} as Record<keyof typeof estados, { id: number; version: number }>;
  for (const [clave, estado] of Object.entries(estados) as [
    keyof typeof estados,
    (typeof estados)[keyof typeof estados],
  ][]) {
    filas[clave] = await fabricas.candidatoEnPedido({ pedidoId: p.id, estado });
  }
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    pedidoId: p.id,
    nombres: 'Rosa',
    apellidos: 'Puerta',
    cedula: `9988776${indice}`,
    telefono: '3001234567',
    email: `rosa.puerta${indice}@correo.co`,
  }))
    fd.set(k, String(v));
  const espontaneo = await jefe.caller.candidatosPedido.agregarEspontaneo(fd);
  const [examen] = await sql<{ id: number }>(db, "select id from requisito where codigo = 'examen_medico'");
  const { contacto } = await jefe.caller.candidatosPedido.guardarContacto({
    pedidoId: p.id,
    nombre: 'Contacto de la prueba',
    correo: `prueba+${p.id}@cliente.test`,
    enviar: true,
  });
  const envio = { requerimientoIds: [examen!.id], contactoIds: [contacto.id] };
  await sql(db, 'update pedido set fac_id = null where id = ?', [p.id]);
  const [motivo] = await sql<{ id: number }>(
    db,
    'select id from motivo_rechazo where activo order by id limit 1',
  );
  const [version] = await sql<{ version: number }>(db, 'select version from pedido where id = ?', [p.id]);
  // The rows as they are now (later moves of the order may have changed their versions).
  const actuales = await sql<{ id: number; version: number }>(
    db,
    'select id, version from candidato_pedido where pedido_id = ?',
    [p.id],
  );
  for (const fila of Object.values(filas)) fila.version = actuales.find((a) => a.id === fila.id)!.version;
  const estadoDe = async (f: { id: number }) =>
    (
      await sql(db, 'select estado_candidato_pedido as estado, pool from candidato_pedido where id = ?', [
        f.id,
      ])
    )[0];
  expect(await Promise.all([filas.pre, filas.sel, filas.enviado, filas.entrevista].map(estadoDe))).toEqual([
    { estado: 0, pool: 0 },
    { estado: 0, pool: 1 },
    { estado: 1, pool: 1 },
    { estado: 4, pool: 1 },
  ]);
  return {
    p: { ...p, version: version!.version },
    filas,
    espontaneoId: espontaneo.id,
    envio,
    motivo: motivo!.id,
  };
}

/** Fingerprint of everything a refused call must leave untouched. */
const huella = async (pedidoId: number) => ({
  pedido: await sql(db, 'select estado_pedido, version from pedido where id = ?', [pedidoId]),
  filas: await sql(
    db,
    'select id, activo, pool, estado_candidato_pedido, version from candidato_pedido where pedido_id = ? order by id',
    [pedidoId],
  ),
  espontaneos: await sql(db, 'select id, activo from candidato_espontaneo where pedido_id = ? order by id', [
    pedidoId,
  ]),
  eventos: (await eventosDe(db, pedidoId)).length,
  correos: await sql(db, 'select count(*) n from mensaje_saliente where referencia = ?', [
    `pedido:${pedidoId}`,
  ]),
});

describe('the FAC gate', () => {
  it('every candidate-management mutation and every stage move that needs candidates is refused without the FAC', async () => {
    const s = await pedidoSinFac(0);
    const libre = await fabricas.hojaDeVida();
    const casos: Record<string, unknown> = {
      'candidatosPedido.agregar': { pedidoId: s.p.id, candidatoId: libre.id },
      'candidatosPedido.agregarVarios': { pedidoId: s.p.id, candidatoIds: [libre.id] },
      'candidatosPedido.agregarEspontaneo': (() => {
        const fd = new FormData();
        for (const [k, v] of Object.entries({
          pedidoId: s.p.id,
          nombres: 'Luis',
          apellidos: 'Gate',
          cedula: '11223344',
          telefono: '3007654321',
          email: 'luis.gate@correo.co',
        }))
          fd.set(k, String(v));
        return fd;
      })(),
      'candidatosPedido.seleccionar': s.filas.pre,
      'candidatosPedido.seleccionarVarios': { pedidoId: s.p.id, candidatos: [s.filas.pre] },
      'candidatosPedido.descartarVarios': {
        pedidoId: s.p.id,
        candidatos: [s.filas.enviado],
        motivoRechazoId: s.motivo,
        accionDescarte: 'ninguna',
        vetarCandidato: 0,
      },
      'candidatosPedido.validarVarios': { pedidoId: s.p.id, candidatos: [s.filas.enviado] },
      'candidatosPedido.devolver': s.filas.sel,
      'candidatosPedido.remover': s.filas.pre,
      'candidatosPedido.removerEspontaneo': { id: s.espontaneoId },
      'candidatosPedido.cambiarEstado': { ...s.filas.enviado, accion: 'validar' },
      'candidatosPedido.enviarACliente': { pedidoId: s.p.id, ...s.envio },
      'candidatosPedido.invitarPorCorreo': { pedidoId: s.p.id, correos: 'invitado.gate@correo.co' },
    };
    const mutaciones = listarProcedimientos()
      .filter((p) => p.type === 'mutation' && p.path.startsWith('candidatosPedido.'))
      .map((p) => p.path)
      .filter((path) => !(path in NO_GESTIONAN));
    expect(Object.keys(casos).sort()).toEqual(mutaciones.sort());

    const extra: [string, unknown][] = [
      [
        'candidatosPedido.cambiarEstado',
        {
          ...s.filas.entrevista,
          accion: 'noApruebaEntrevista',
          motivoRechazoId: s.motivo,
          accionDescarte: 'ninguna',
          vetarCandidato: 0,
        },
      ],
      ['hojasDeVida.agregarAPedido', { pedidoId: s.p.id, candidatoId: libre.id }],
      ['pedidos.avanzarEtapa', { id: s.p.id, version: s.p.version }],
    ];
    const antes = await huella(s.p.id);
    for (const [path, input] of [...Object.entries(casos), ...extra]) {
      const e = await errorDe(llamar(jefe.caller, path, input));
      expect({ path, code: e.code, message: e.message }).toEqual({
        path,
        code: 'BAD_REQUEST',
        message: MENSAJES_PEDIDOS.sinFac,
      });
    }
    expect(await huella(s.p.id)).toEqual(antes);
  });

  it('finishing (stage 4) needs the FAC too; with it defined the same calls go through', async () => {
    // Its only vacancy filled by the candidate who showed up, then the group taken off (data from before the rule).
    const p = await fabricas.pedido({ estado: 4, vacantes: 1 });
    const [contratado] = p.candidatos;
    await jefe.caller.candidatosPedido.cambiarEstado({
      id: contratado!.id,
      version: contratado!.version,
      accion: 'sePresenta',
    });
    await sql(db, 'update pedido set fac_id = null where id = ?', [p.id]);
    const [v] = await sql<{ version: number; vacantes_cumplidas: number }>(
      db,
      'select version, vacantes_cumplidas from pedido where id = ?',
      [p.id],
    );
    expect(v!.vacantes_cumplidas).toBe(1);
    const e = await errorDe(jefe.caller.pedidos.finalizar({ id: p.id, version: v!.version }));
    expect(e.message).toBe(MENSAJES_PEDIDOS.sinFac);
    expect(await sql(db, 'select estado_pedido from pedido where id = ?', [p.id])).toEqual([
      { estado_pedido: 4 },
    ]);

    await fabricas.definirFac(p.id);
    const persona = await fabricas.hojaDeVida();
    await jefe.caller.candidatosPedido.agregar({ pedidoId: p.id, candidatoId: persona.id });
    const [v2] = await sql<{ version: number }>(db, 'select version from pedido where id = ?', [p.id]);
    expect((await jefe.caller.pedidos.finalizar({ id: p.id, version: v2!.version })).estado).toBe(5);
  });

  it('the detail lists no candidate action and does not admit candidates while the FAC is missing', async () => {
    const s = await pedidoSinFac(1);
    const l = await jefe.caller.candidatosPedido.listar({ pedidoId: s.p.id });
    expect(l.pedido).toMatchObject({ facDefinido: false, admiteCandidatos: false });
    for (const c of [...l.preseleccionados, ...l.seleccionados]) expect(c.acciones).toEqual([]);
    expect(l.espontaneos.every((e) => !e.puedeRemover)).toBe(true);
  });
});
