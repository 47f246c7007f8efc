/** Client candidate actions: state, event, outbox e-mail and bar in one transaction; bad input; concurrency. */
import { createTestDatabase, esperarBloqueo, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_CANDIDATO, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargarCandidatoPedidoParaEscribir } from '../candidatos-pedido';
import { callerFor, errorDe, formaDeError, type TestSession } from '../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../testing/fabricas';
import {
  contar,
  fallarInsercion,
  filaCandidato,
  idCliente,
  idUsuario,
  NIT_LA_SABANA,
  sql,
} from './testing/apoyo';

let db: TestDatabase;
let cliente: TestSession;
let clienteId: number;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('cliente-portal-acciones');
  cliente = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' });
  clienteId = await idUsuario(db, 'cliente');
  fabricas = fabricasDe(db.orm);
  // The demo client user (Camila Torres) is La Sabana's, the factories' default client.
  expect(CLIENTE_POR_DEFECTO).toBe(NIT_LA_SABANA);
});
afterAll(async () => {
  await db?.drop();
});

/** A new person in a new stage-3 order of La Sabana, moved by staff to the state asked (what the portal acts on). */
async function candidato(estado: 1 | 2 | 4 | 6) {
  const pedido = await fabricas.pedido({ estado: 3 });
  const cp = await fabricas.candidatoEnPedido({ pedidoId: pedido.id, estado });
  expect(cp.estado).toBe(estado);
  return {
    id: cp.id,
    version: cp.version,
    estado: cp.estado,
    pedido_id: pedido.id,
    candidato_id: cp.persona.id,
  };
}

async function ultimoEvento(pedidoId: number) {
  const [e] = await sql<{
    tipo_evento: number;
    actor_id: number;
    estado_anterior: number;
    estado_nuevo: number;
    candidato_nombre: string;
  }>(db, 'select * from evento_pedido where pedido_id = ? order by id desc limit 1', [pedidoId]);
  return e!;
}

/** The last e-mail to the order's owner (scheduling an interview also queues the candidate's appointment invitation). */
async function ultimoCorreo() {
  const [m] = await sql<{
    tipo: string;
    destino: string;
    estado: number;
    referencia: string;
    payload: { asunto: string; texto: string };
  }>(db, "select * from mensaje_saliente where referencia like 'pedido:%' order by id desc limit 1");
  return m!;
}

async function correoDelDueno(pedidoId: number): Promise<string> {
  const [f] = await sql<{ correo: string }>(
    db,
    `select coalesce(nullif(e.email, ''), c.email) correo from pedido p left join usuario e on e.id = p.encargado_pedido_id join usuario c on c.id = p.created_by_id where p.id = ?`,
    [pedidoId],
  );
  return f!.correo;
}

describe('each client action', () => {
  it.each([
    ['validar', 1, 2],
    ['aprobarEntrevista', 4, 6],
    ['noApruebaEntrevista', 4, 5],
  ] as const)(
    '%s moves %i → %i, writes event type 4 with the client as actor and e-mails the owner',
    async (accion, desde, hasta) => {
      const cp = await candidato(desde);
      const r = await cliente.caller.clientePortal[accion]({ candidatoPedidoId: cp.id, version: cp.version });
      expect(r).toMatchObject({ candidatoPedidoId: cp.id, estado: hasta, version: cp.version + 1 });
      const fila = await filaCandidato(db, cp.id);
      expect(fila).toMatchObject({ estado_candidato_pedido: hasta, modificado_por_id: clienteId });
      expect(await ultimoEvento(cp.pedido_id)).toMatchObject({
        tipo_evento: 4,
        actor_id: clienteId,
        estado_anterior: desde,
        estado_nuevo: hasta,
      });
      expect((await ultimoEvento(cp.pedido_id)).candidato_nombre).toBeTruthy();
      const correo = await ultimoCorreo();
      expect(correo).toMatchObject({
        tipo: 'correo',
        estado: 0,
        referencia: `pedido:${cp.pedido_id}`,
        destino: await correoDelDueno(cp.pedido_id),
      });
      expect(correo.payload.texto).toContain('Camila Torres (La Sabana)');
      const [persona] = await sql<{ disponibilidad: number }>(
        db,
        'select disponibilidad from candidato where id = ?',
        [cp.candidato_id],
      );
      if (accion === 'noApruebaEntrevista') expect(persona!.disponibilidad).toBe(0);
      else expect(persona!.disponibilidad).not.toBe(0);
    },
  );

  it('agendarEntrevista stores the date and time (2 → 4)', async () => {
    const cp = await candidato(2);
    const fecha = new Date();
    fecha.setDate(fecha.getDate() + 3);
    fecha.setHours(9, 30, 0, 0);
    const r = await cliente.caller.clientePortal.agendarEntrevista({
      candidatoPedidoId: cp.id,
      version: cp.version,
      fecha,
    });
    expect(r.estado).toBe(4);
    const { fecha_cita_cliente: cita } = await filaCandidato(db, cp.id);
    expect(cita && new Date(cita).getTime()).toBe(fecha.getTime());
    expect((await ultimoCorreo()).payload.texto).toContain('Fecha de la entrevista:');
  });

  it('rechazar with "no deseo recibir de nuevo" stores the reason and bars the person for this client', async () => {
    const cp = await candidato(1);
    await cliente.caller.clientePortal.rechazar({
      candidatoPedidoId: cp.id,
      version: cp.version,
      motivo: 'No cumple la experiencia',
      noRecibirDeNuevo: true,
    });
    expect(await filaCandidato(db, cp.id)).toMatchObject({
      estado_candidato_pedido: 3,
      otro_motivo_rechazo: 'No cumple la experiencia',
      vetar_candidato: 1,
    });
    const vetos = await sql<{ cliente_id: number; pedido_origen_id: number; created_by_id: number }>(
      db,
      'select * from candidato_vetado where candidato_id = ?',
      [cp.candidato_id],
    );
    expect(vetos).toEqual([
      expect.objectContaining({
        cliente_id: await idCliente(db, NIT_LA_SABANA),
        pedido_origen_id: cp.pedido_id,
        created_by_id: clienteId,
      }),
    ]);
    expect((await ultimoCorreo()).payload.texto).toContain('Motivo: No cumple la experiencia');
  });

  it('rechazar without the bar writes no CandidatoVetado', async () => {
    const cp = await candidato(1);
    const antes = await contar(db, 'candidato_vetado');
    await cliente.caller.clientePortal.rechazar({
      candidatoPedidoId: cp.id,
      version: cp.version,
      motivo: 'Otra razón',
    });
    expect(await filaCandidato(db, cp.id)).toMatchObject({ estado_candidato_pedido: 3, vetar_candidato: 0 });
    expect(await contar(db, 'candidato_vetado')).toBe(antes);
  });
});

describe('refused input writes nothing', () => {
  it('reject without a reason, interview out of range, an action the state does not allow', async () => {
    const uno = await candidato(6);
    const dos = await candidato(2);
    const antes = await Promise.all([contar(db, 'evento_pedido'), contar(db, 'mensaje_saliente')]);
    const sinMotivo = await errorDe(
      cliente.caller.clientePortal.rechazar({ candidatoPedidoId: dos.id, version: dos.version, motivo: ' ' }),
    );
    expect(formaDeError(sinMotivo).data.campos).toEqual({
      motivo: [MENSAJES_CLIENTE_PORTAL.motivoRequerido],
    });
    const lejos = new Date();
    lejos.setMonth(lejos.getMonth() + 13);
    const ayer = new Date(Date.now() - 36 * 3600 * 1000);
    for (const fecha of [lejos, ayer]) {
      const e = await errorDe(
        cliente.caller.clientePortal.agendarEntrevista({
          candidatoPedidoId: dos.id,
          version: dos.version,
          fecha,
        }),
      );
      expect(e.code).toBe('BAD_REQUEST');
      expect(e.message).toBe(MENSAJES_CLIENTE_PORTAL.fechaFueraDeRango);
    }
    const estado = await errorDe(
      cliente.caller.clientePortal.validar({ candidatoPedidoId: uno.id, version: uno.version }),
    );
    expect(estado.code).toBe('BAD_REQUEST');
    expect(estado.message).toBe(MENSAJES_CANDIDATO.noPermitido);
    expect(await filaCandidato(db, dos.id)).toMatchObject({
      estado_candidato_pedido: 2,
      version: dos.version,
    });
    expect(await Promise.all([contar(db, 'evento_pedido'), contar(db, 'mensaje_saliente')])).toEqual(antes);
  });
});

describe('one transaction', () => {
  it.each(['evento_pedido', 'mensaje_saliente'] as const)(
    'when the %s insert fails nothing is changed',
    async (tabla) => {
      const cp = await candidato(1);
      const antes = await Promise.all([contar(db, 'evento_pedido'), contar(db, 'mensaje_saliente')]);
      const restaurar = await fallarInsercion(db, tabla);
      try {
        const e = await errorDe(
          cliente.caller.clientePortal.validar({ candidatoPedidoId: cp.id, version: cp.version }),
        );
        expect(e.code).toBe('INTERNAL_SERVER_ERROR');
      } finally {
        await restaurar();
      }
      expect(await filaCandidato(db, cp.id)).toMatchObject({
        estado_candidato_pedido: 1,
        version: cp.version,
      });
      expect(await Promise.all([contar(db, 'evento_pedido'), contar(db, 'mensaje_saliente')])).toEqual(antes);
    },
  );
});

describe('concurrency', () => {
  it('a staff update (version bumped) then the client stale write → CONFLICT, nothing changed', async () => {
    const cp = await candidato(1);
    await sql(db, 'update candidato_pedido set version = version + 1 where id = ?', [cp.id]);
    const antes = await Promise.all([contar(db, 'evento_pedido'), contar(db, 'mensaje_saliente')]);
    const e = await errorDe(
      cliente.caller.clientePortal.validar({ candidatoPedidoId: cp.id, version: cp.version }),
    );
    expect(e.code).toBe('CONFLICT');
    expect(e.message).toBe(MENSAJES.errores.conflicto);
    expect(await filaCandidato(db, cp.id)).toMatchObject({
      estado_candidato_pedido: 1,
      version: cp.version + 1,
    });
    expect(await Promise.all([contar(db, 'evento_pedido'), contar(db, 'mensaje_saliente')])).toEqual(antes);
  });

  it('staff holding the candidate while the client acts: the client waits, then gets CONFLICT; the staff change stays', async () => {
    const cp = await candidato(1);
    let avisar!: () => void;
    const bloqueado = new Promise<void>((r) => (avisar = r));
    const staff = db.orm.em.fork().transactional(async (tx) => {
      const fila = await cargarCandidatoPedidoParaEscribir(tx, { todos: true }, cp.id, cp.version);
      fila.estadoCandidatoPedido = 3; // staff discards the candidate
      await tx.flush();
      avisar();
      // Commits only once the client's statement waits for this row's lock.
      await esperarBloqueo(db.orm);
    });
    await bloqueado;
    const e = await errorDe(
      cliente.caller.clientePortal.validar({ candidatoPedidoId: cp.id, version: cp.version }),
    );
    await staff;
    expect(e.code).toBe('CONFLICT');
    expect(await filaCandidato(db, cp.id)).toMatchObject({
      estado_candidato_pedido: 3,
      version: cp.version + 1,
    });
  });

  it('two client users acting at once on the same version: one wins, the other gets CONFLICT', async () => {
    const cp = await candidato(1);
    const otro = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' });
    const resultados = await Promise.allSettled([
      cliente.caller.clientePortal.validar({ candidatoPedidoId: cp.id, version: cp.version }),
      otro.caller.clientePortal.rechazar({
        candidatoPedidoId: cp.id,
        version: cp.version,
        motivo: 'Carrera',
      }),
    ]);
    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const fallo = resultados.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(getTRPCErrorFromUnknown(fallo!.reason).code).toBe('CONFLICT');
    const eventos = await sql<{ n: string }>(
      db,
      "select count(*) n from evento_pedido where pedido_id = ? and tipo_evento = 4 and actor_id = ? and estado_anterior = 1 and candidato_nombre is not null and fecha > now() - interval '1 minute'",
      [cp.pedido_id, clienteId],
    );
    expect(Number(eventos[0]!.n)).toBeGreaterThanOrEqual(1);
    expect((await filaCandidato(db, cp.id)).version).toBe(cp.version + 1);
  });
});
