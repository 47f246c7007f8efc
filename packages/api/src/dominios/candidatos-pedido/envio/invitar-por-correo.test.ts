/** candidatosPedido.invitarPorCorreo (bulk invitation) and estadoCorreos (delivery status of the order's e-mails). */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_ENVIO } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { correosDe, fallarCorreo, sql } from './testing/apoyo';

let db: TestDatabase;
let reclutador: TestSession;
let gerente: TestSession;
let jefe: TestSession;
let fabricas: Fabricas;

const CLIENTES_RECLUTADOR = ['900123456', '901234567', '901567890'];
/** A client not among the recruiter's (Confecciones del Valle). */
const CLIENTE_FUERA_RECLUTADOR = '860012345';

const programadosDe = (pedidoId: number) =>
  sql<{
    correo: string;
    candidato_id: number | null;
    fac: number;
    detac: number;
    competencias: number;
    idisc: number;
    programa_prueba_fecha: Date | null;
  }>(db, 'select * from candidato_programado where pedido_id = ? order by correo', [pedidoId]);

beforeAll(async () => {
  db = await createTestDatabase('envio-invitar');
  fabricas = fabricasDe(db.orm);
  expect(CLIENTES_RECLUTADOR).toContain(CLIENTE_POR_DEFECTO);
  expect(CLIENTES_RECLUTADOR).not.toContain(CLIENTE_FUERA_RECLUTADOR);
  [reclutador, gerente, jefe] = await sesionesStaff(db.orm, 'reclutador', 'gerente', 'jefe');
});
afterAll(async () => {
  await db?.drop();
});

describe('candidatosPedido.invitarPorCorreo', () => {
  it('queues one invitation per address (the invitation to enter the CV), without scheduling tests', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    const persona = await fabricas.hojaDeVida();
    const [pedido] = await sql<{ nombre_cargo: string; ciudad: string }>(
      db,
      'select p.nombre_cargo, c.nombre as ciudad from pedido p join ciudad c on c.id = p.ciudad_id where p.id = ?',
      [p.id],
    );
    const r = await reclutador.caller.candidatosPedido.invitarPorCorreo({
      pedidoId: p.id,
      correos: ` nueva.persona@correo.demo ; ${persona.email.toUpperCase()};nueva.persona@correo.demo;`,
    });
    expect(r).toEqual({ msj: 'Se enviaron 2 invitaciones por correo' });

    const correos = await correosDe(db, p.id);
    expect(correos.map((c) => c.payload.para)).toEqual([
      ['nueva.persona@correo.demo'],
      [persona.email.toUpperCase()],
    ]);
    for (const c of correos) {
      expect(c.estado).toBe(0);
      expect(c.payload.texto).toContain('Ingresa tu hoja de vida en el portal de candidatos');
      expect(c.payload.texto).toContain('/aviso-privacidad');
      expect(c.payload.texto).toContain(`${pedido!.nombre_cargo} en ${pedido!.ciudad}`);
      expect(c.payload.texto).not.toContain('pruebas');
    }
    expect(await programadosDe(p.id)).toEqual([]);
  });

  it('refuses flagged tests: they are invited only through pedidos.invitarPruebas (which calls the platform)', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    const antes = await correosDe(db, p.id);
    const e = await errorDe(
      reclutador.caller.candidatosPedido.invitarPorCorreo({
        pedidoId: p.id,
        correos: 'con.pruebas@correo.demo',
        pruebas: { FAC: true, IDISC: true },
      }),
    );
    expect([e.code, e.message]).toEqual(['BAD_REQUEST', MENSAJES_ENVIO.pruebasPorPlataforma]);
    expect(await correosDe(db, p.id)).toEqual(antes);
    expect(await programadosDe(p.id)).toEqual([]);
  });

  it('without tests flagged it only queues e-mails', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    // The move to stage 3 already e-mailed the client: one more, to the address invited.
    const antes = await correosDe(db, p.id);
    await reclutador.caller.candidatosPedido.invitarPorCorreo({
      pedidoId: p.id,
      correos: 'solo.correo@correo.demo',
    });
    expect((await correosDe(db, p.id)).slice(antes.length).map((c) => c.destino)).toEqual([
      'solo.correo@correo.demo',
    ]);
    expect(await programadosDe(p.id)).toEqual([]);
  });

  it('refuses a bad list, a closed order, a failing outbox insert; nothing written', async () => {
    const p = await fabricas.pedido({ estado: 4 });
    const antes = await correosDe(db, p.id);
    for (const [correos, mensaje] of [
      ['buena@correo.demo;mala', 'mala no es un correo valido.'],
      ['  ;  ', MENSAJES_ENVIO.correosRequeridos],
    ] as const) {
      const e = await errorDe(
        reclutador.caller.candidatosPedido.invitarPorCorreo({
          pedidoId: p.id,
          correos,
          pruebas: { FAC: true },
        }),
      );
      expect(e.code).toBe('BAD_REQUEST');
      expect(formaDeError(e).data).toMatchObject({ campos: { correos: [mensaje] } });
    }
    const restaurar = await fallarCorreo(db, p.id);
    try {
      await errorDe(
        reclutador.caller.candidatosPedido.invitarPorCorreo({
          pedidoId: p.id,
          correos: 'a@correo.demo',
        }),
      );
    } finally {
      await restaurar();
    }
    expect(await correosDe(db, p.id)).toEqual(antes);
    expect(await programadosDe(p.id)).toEqual([]);

    const cerrado = await fabricas.pedido({ estado: 5 });
    const delCerrado = await correosDe(db, cerrado.id);
    const e = await errorDe(
      reclutador.caller.candidatosPedido.invitarPorCorreo({ pedidoId: cerrado.id, correos: 'a@correo.demo' }),
    );
    expect([e.code, e.message]).toEqual(['BAD_REQUEST', MENSAJES_ENVIO.etapaInvitacion]);
    expect(await correosDe(db, cerrado.id)).toEqual(delCerrado);
  });

  it('NOT_FOUND on a foreign order, FORBIDDEN without add_candidatopedido', async () => {
    const ajeno = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_RECLUTADOR });
    expect(
      (
        await errorDe(
          reclutador.caller.candidatosPedido.invitarPorCorreo({
            pedidoId: ajeno.id,
            correos: 'a@correo.demo',
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorDe(
          gerente.caller.candidatosPedido.invitarPorCorreo({ pedidoId: ajeno.id, correos: 'a@correo.demo' }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(await correosDe(db, ajeno.id)).toEqual([]);
  });
});

describe('candidatosPedido.estadoCorreos', () => {
  it('lists the order e-mails newest first with their delivery status', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    await reclutador.caller.candidatosPedido.invitarPorCorreo({
      pedidoId: p.id,
      correos: 'uno@correo.demo;dos@correo.demo;tres@correo.demo',
    });
    const [a, b] = await correosDe(db, p.id);
    await sql(db, 'update mensaje_saliente set estado = 1, intentos = 1, enviado_en = now() where id = ?', [
      a!.id,
    ]);
    await sql(
      db,
      "update mensaje_saliente set estado = 2, intentos = 5, ultimo_error = '451 Servidor ocupado' where id = ?",
      [b!.id],
    );

    const lista = await reclutador.caller.candidatosPedido.estadoCorreos({ pedidoId: p.id });
    expect(lista.map((m) => [m.destino, m.estadoEtiqueta, m.error])).toEqual([
      ['tres@correo.demo', 'Pendiente', null],
      ['dos@correo.demo', 'Error', '451 Servidor ocupado'],
      ['uno@correo.demo', 'Enviado', null],
    ]);
    expect(lista[2]!.enviadoEn).toBeInstanceOf(Date);
    expect(lista[0]!.asunto).toContain('Invitación al proceso de selección');
    expect(await jefe.caller.candidatosPedido.estadoCorreos({ pedidoId: p.id })).toHaveLength(3);
    const ajeno = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_RECLUTADOR });
    expect(
      (await errorDe(reclutador.caller.candidatosPedido.estadoCorreos({ pedidoId: ajeno.id }))).code,
    ).toBe('NOT_FOUND');
  });
});
