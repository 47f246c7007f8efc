import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { LIMITE_PENDIENTES } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { momentoDe } from '../pedidos';
import { callerFor, consultasSql, errorDe, type TestSession } from '../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe } from '../../testing/fabricas';

/** Confecciones del Valle: not the test psychologist's client. */
const CLIENTE_FUERA = '860012345';

// One instant for the whole file, so "today" cannot change between the data and the call.
const AHORA = new Date();
const { hoy, tz } = momentoDe(AHORA);

let db: TestDatabase;
let psicologa: TestSession;
let usuarioId: number;
/** Ids the scenario builds (see beforeAll). */
const e = {} as Record<
  | 'vencido'
  | 'alDia'
  | 'ajeno'
  | 'fueraDeAlcance'
  | 'enviado'
  | 'entrevistado'
  | 'hoy'
  | 'manana'
  | 'correoError'
  | 'correoEnviado',
  number
>;

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  consultasSql(db.orm).sql<T>(query, params);
const uno = (query: string, params: unknown[] = []) => consultasSql(db.orm).uno(query, params);
/** A timestamp at `hora` local time of today plus `dias`, in the dashboard's time zone. */
const cita = (dias: number, hora: string) =>
  sql(`select ((?::date + ?::int + ?::time) at time zone ?) as t`, [hoy, dias, hora, tz]).then(
    (f) => f[0]?.t,
  );

beforeAll(async () => {
  db = await createTestDatabase('inicio_pendientes');
  const fabricas = fabricasDe(db.orm);
  // A new psychologist of one client: no order is hers but the ones given to her here.
  const usuario = await fabricas.usuario({ rol: 'psicologo', clientes: [CLIENTE_POR_DEFECTO] });
  psicologa = await callerFor(db.orm, { usuario: usuario.username, portal: 'staff', now: () => AHORA });
  usuarioId = usuario.id;
  const alcance = (await psicologa.sesion())!.usuario.alcance;
  if (alcance.todos) throw new Error('La psicóloga de prueba debe tener un alcance limitado');
  const vencido = await fabricas.pedido({ estado: 2 });
  // Stage 3: it carries the candidate sent to the client when it moved; three more in interview.
  const alDia = await fabricas.pedido({ estado: 3 });
  const ajeno = await fabricas.pedido({ estado: 3 });
  const fueraDeAlcance = await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA });
  expect(alcance.ids).toEqual([vencido.clienteId]);
  expect(alcance.ids).not.toContain(fueraDeAlcance.clienteId);
  Object.assign(e, {
    vencido: vencido.id,
    alDia: alDia.id,
    ajeno: ajeno.id,
    fueraDeAlcance: fueraDeAlcance.id,
  });
  // Her roles (no screen assigns them yet): in charge, lead executive, creator of the out-of-scope one.
  await sql(`update pedido set encargado_pedido_id = ? where id = ?`, [usuarioId, e.vencido]);
  await sql(`update pedido set ejecutivo_lider_id = ? where id = ?`, [usuarioId, e.alDia]);
  await sql(`update pedido set created_by_id = ? where id = ?`, [usuarioId, e.fueraDeAlcance]);
  // Overdue: approved 400 days ago; al día: approved today. The ajeno and out-of-scope ones are overdue too.
  await sql(
    `update perfil set tiempo_dias_busqueda = 15 where id in (select perfil_seleccion_id from pedido where id in (?, ?, ?, ?))`,
    [e.vencido, e.alDia, e.ajeno, e.fueraDeAlcance],
  );
  await sql(`update pedido set fecha_aprobacion = now() - interval '400 days' where id in (?, ?, ?)`, [
    e.vencido,
    e.ajeno,
    e.fueraDeAlcance,
  ]);
  await sql(`update pedido set fecha_aprobacion = now() where id = ?`, [e.alDia]);
  const [enviado] = alDia.candidatos;
  const [entrevistado, hoyCp, mananaCp] = [
    await fabricas.candidatoEnPedido({ pedidoId: e.alDia, estado: 4 }),
    await fabricas.candidatoEnPedido({ pedidoId: e.alDia, estado: 4 }),
    await fabricas.candidatoEnPedido({ pedidoId: e.alDia, estado: 4 }),
  ];
  Object.assign(e, {
    enviado: enviado!.id,
    entrevistado: entrevistado.id,
    hoy: hoyCp.id,
    manana: mananaCp.id,
  });
  // Past dates no procedure writes (an interview is scheduled from today on): moved back as time passing would.
  await sql(`update candidato_pedido set fecha_cambio_estado = now() - interval '3 days' where id = ?`, [
    e.enviado,
  ]);
  await sql(
    `update candidato_pedido set fecha_cita_cliente = ?, fecha_cambio_estado = now() - interval '5 days' where id = ?`,
    [await cita(-1, '10:00'), e.entrevistado],
  );
  await sql(`update candidato_pedido set fecha_cita_cliente = ? where id = ?`, [
    await cita(0, '15:30'),
    e.hoy,
  ]);
  await sql(`update candidato_pedido set fecha_cita_cliente = ? where id = ?`, [
    await cita(1, '09:00'),
    e.manana,
  ]);
  // The ajeno and out-of-scope orders carry a candidate sent to the client too: never listed.
  expect(
    await sql(
      `select estado_candidato_pedido as estado from candidato_pedido where pedido_id in (?, ?) and activo`,
      [e.ajeno, e.fueraDeAlcance],
    ),
  ).toEqual([{ estado: 1 }, { estado: 1 }]);
  // E-mails of the user's order: one in Error, one sent; one in Error of the other order.
  const correo = (estado: number, pedido: number) =>
    uno(
      `insert into mensaje_saliente (tipo, destino, payload, estado, intentos, referencia, ultimo_error, creado_en) values ('correo', 'rrhh@cliente.co', ?::jsonb, ?, 3, ?, 'Buzón lleno', now()) returning id::int as id`,
      [JSON.stringify({ asunto: `Candidatos del pedido ${pedido}` }), estado, `pedido:${pedido}`],
    );
  e.correoError = await correo(2, e.vencido);
  e.correoEnviado = await correo(1, e.vencido);
  await correo(2, e.ajeno);
});
afterAll(async () => {
  await db?.drop();
});

describe('inicio.pendientes', () => {
  it('lists only the overdue current orders that are the user’s, in their scope, most overdue first', async () => {
    const r = await psicologa.caller.inicio.pendientes();
    expect(r.pedidosVencidos.filas.map((f) => f.idPedido)).toEqual([e.vencido]);
    expect(r.pedidosVencidos.total).toBe(1);
    expect(r.pedidosVencidos.filas[0]!.diasRestantes).toBeLessThanOrEqual(0);
  });

  it('lists candidates waiting for the client: sent, or interviewed on a past day; oldest first', async () => {
    const r = await psicologa.caller.inicio.pendientes();
    const esperados = await sql<{ candidato_id: number; estado: number }>(
      `select candidato_id, estado_candidato_pedido as estado from candidato_pedido where id in (?, ?) order by fecha_cambio_estado`,
      [e.entrevistado, e.enviado],
    );
    expect(r.esperandoCliente.filas.map((f) => [f.idCandidato, f.estado])).toEqual(
      esperados.map((x) => [x.candidato_id, x.estado]),
    );
    expect(r.esperandoCliente.filas.map((f) => f.estado)).toEqual([4, 1]);
    expect(r.esperandoCliente.filas.every((f) => f.idPedido === e.alDia && f.candidato.length > 0)).toBe(
      true,
    );
    expect(r.esperandoCliente.total).toBe(2);
  });

  it('lists today’s client interviews with their local time, not yesterday’s nor tomorrow’s', async () => {
    const r = await psicologa.caller.inicio.pendientes();
    const [hoyCandidato] = await sql<{ candidato_id: number }>(
      `select candidato_id from candidato_pedido where id = ?`,
      [e.hoy],
    );
    expect(r.entrevistasHoy.filas.map((f) => [f.idCandidato, f.hora])).toEqual([
      [hoyCandidato!.candidato_id, '15:30'],
    ]);
  });

  it('lists the e-mails in Error of the user’s orders only', async () => {
    const r = await psicologa.caller.inicio.pendientes();
    expect(r.correosConError.filas.map((f) => f.id)).toEqual([e.correoError]);
    expect(r.correosConError.filas[0]).toMatchObject({
      idPedido: e.vencido,
      asunto: `Candidatos del pedido ${e.vencido}`,
      ultimoError: 'Buzón lleno',
      creadoEl: hoy,
    });
  });

  it(`caps each list at ${LIMITE_PENDIENTES} rows and still counts them all`, async () => {
    const extra = LIMITE_PENDIENTES + 3;
    await sql(
      `insert into mensaje_saliente (tipo, destino, payload, estado, intentos, referencia, creado_en)
       select 'correo', 'x@y.co', '{"asunto":"x"}'::jsonb, 2, 1, ?, now() from generate_series(1, ?)`,
      [`pedido:${e.vencido}`, extra],
    );
    const r = await psicologa.caller.inicio.pendientes();
    expect(r.correosConError.total).toBe(extra + 1);
    expect(r.correosConError.filas).toHaveLength(LIMITE_PENDIENTES);
    const ids = r.correosConError.filas.map((f) => f.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('is refused to a client-portal user', async () => {
    const cliente = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' });
    const error = await errorDe(cliente.caller.inicio.pendientes());
    expect(error.code).toBe('FORBIDDEN');
  });
});
