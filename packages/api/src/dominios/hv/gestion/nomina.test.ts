/** hojasDeVida.enviarANomina / estadoNomina: configuration check, outbox row in the same transaction, status shown. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_NOMINA } from '@talento/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, sesionesStaff, type TestSession } from '../../../testing';
import { CLIENTES_PSICOLOGA } from '../../../testing/pedido-detalle';
import { fabricasDe } from '../../../testing/fabricas';
import { sql } from './testing/apoyo';

let db: TestDatabase;
let gerente: TestSession;
let psicologa: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('hv-gestion-nomina');
  [gerente, psicologa] = await sesionesStaff(db.orm, 'gerente', 'psicologa');
});
afterEach(() => {
  delete process.env.NOMINA_URL;
});
afterAll(async () => {
  await db?.drop();
});

const filas = (candidatoId: number) =>
  sql<{ estado: number; payload: Record<string, unknown> }>(
    db,
    "select estado, payload from mensaje_saliente where tipo = 'nomina' and referencia = ?",
    [`candidato:${candidatoId}`],
  );

describe('hojasDeVida.enviarANomina', () => {
  it('not configured: the user is told so and nothing is queued or marked', async () => {
    const c = await fabricasDe(db.orm).hojaDeVida();
    const e = await errorDe(gerente.caller.hojasDeVida.enviarANomina({ candidatoId: c.id }));
    expect(e).toMatchObject({ code: 'PRECONDITION_FAILED', message: MENSAJES_NOMINA.sinConfigurar });
    expect(await filas(c.id)).toHaveLength(0);
    expect(await gerente.caller.hojasDeVida.estadoNomina({ candidatoId: c.id })).toEqual({
      configurado: false,
      estado: null,
      mensaje: null,
      fecha: null,
    });
  });

  it('configured: queues the CV (Envío pendiente) with read_hojadevida; a second send while pending is refused', async () => {
    process.env.NOMINA_URL = 'http://127.0.0.1:9/nomina';
    const c = await fabricasDe(db.orm).hojaDeVida();
    const r = await gerente.caller.hojasDeVida.enviarANomina({ candidatoId: c.id });
    expect(r).toMatchObject({ estado: 'pendiente', mensaje: MENSAJES_NOMINA.encolado });
    const [fila] = await filas(c.id);
    expect(fila).toMatchObject({
      estado: 0,
      payload: { candidatoId: c.id, numeroDocumento: c.documento, motivo: 'envio', pedidoId: null },
    });
    expect(await gerente.caller.hojasDeVida.estadoNomina({ candidatoId: c.id })).toMatchObject({
      configurado: true,
      estado: 'pendiente',
      mensaje: null,
    });
    const otra = await errorDe(gerente.caller.hojasDeVida.enviarANomina({ candidatoId: c.id }));
    expect(otra).toMatchObject({ code: 'CONFLICT', message: MENSAJES_NOMINA.yaPendiente });
    expect(await filas(c.id)).toHaveLength(1);
    // The worker stored the payroll system's 409 message: the CV screen shows it.
    await sql(
      db,
      "update mensaje_saliente set estado = 2, ultimo_error = 'El empleado ya existe' where tipo = 'nomina' and referencia = ?",
      [`candidato:${c.id}`],
    );
    expect(await gerente.caller.hojasDeVida.estadoNomina({ candidatoId: c.id })).toMatchObject({
      estado: 'error',
      mensaje: 'El empleado ya existe',
    });
  });

  it("from an order: the order must be in the user's scope with the candidate active in it", async () => {
    process.env.NOMINA_URL = 'http://127.0.0.1:9/nomina';
    const [fuera] = await sql<{ pedido_id: number; candidato_id: number }>(
      db,
      `select cp.pedido_id, cp.candidato_id from candidato_pedido cp join pedido p on p.id = cp.pedido_id join cliente k on k.id = p.cliente_id
        where cp.activo and k.numero_documento not in (${CLIENTES_PSICOLOGA.map((d) => `'${d}'`).join(',')}) order by cp.id limit 1`,
    );
    const e = await errorDe(
      psicologa.caller.hojasDeVida.enviarANomina({
        candidatoId: fuera!.candidato_id,
        pedidoId: fuera!.pedido_id,
      }),
    );
    expect(e.code).toBe('NOT_FOUND');
    expect(await filas(fuera!.candidato_id)).toHaveLength(0);
    const [dentro] = await sql<{ pedido_id: number; candidato_id: number }>(
      db,
      `select cp.pedido_id, cp.candidato_id from candidato_pedido cp join pedido p on p.id = cp.pedido_id join cliente k on k.id = p.cliente_id
        where cp.activo and k.numero_documento in (${CLIENTES_PSICOLOGA.map((d) => `'${d}'`).join(',')}) order by cp.id limit 1`,
    );
    await psicologa.caller.hojasDeVida.enviarANomina({
      candidatoId: dentro!.candidato_id,
      pedidoId: dentro!.pedido_id,
    });
    expect((await filas(dentro!.candidato_id))[0]?.payload.pedidoId).toBe(dentro!.pedido_id);
  });
});
