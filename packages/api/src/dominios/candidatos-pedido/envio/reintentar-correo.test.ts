/** candidatosPedido.reintentarCorreo: an order e-mail marked Error goes back to Pendiente for the delivery worker. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CORREOS_PEDIDO } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { correosDe, sql } from './testing/apoyo';

let db: TestDatabase;
let reclutador: TestSession;
let jefe: TestSession;
let fabricas: Fabricas;

const CLIENTES_RECLUTADOR = ['900123456', '901234567', '901567890'];
/** A client not among the recruiter's (Confecciones del Valle). */
const CLIENTE_FUERA_RECLUTADOR = '860012345';

interface FilaCorreo {
  id: string;
  estado: number;
  intentos: number;
  ultimo_error: string | null;
  enviado_en: Date | null;
}
const filaCorreo = async (id: number) =>
  (
    await sql<FilaCorreo>(
      db,
      'select id, estado, intentos, ultimo_error, enviado_en from mensaje_saliente where id = ?',
      [id],
    )
  )[0];

/** A new order of a client of the recruiter with three invitation e-mails: Pendiente, Enviado and Error. */
async function pedidoConCorreos() {
  const p = await fabricas.pedido({ estado: 2 });
  await reclutador.caller.candidatosPedido.invitarPorCorreo({
    pedidoId: p.id,
    correos: 'uno@correo.demo;dos@correo.demo;tres@correo.demo',
  });
  const [pendiente, enviado, error] = (await correosDe(db, p.id)).map((c) => Number(c.id)) as [
    number,
    number,
    number,
  ];
  await sql(db, 'update mensaje_saliente set estado = 1, intentos = 1, enviado_en = now() where id = ?', [
    enviado,
  ]);
  await sql(
    db,
    "update mensaje_saliente set estado = 2, intentos = 5, ultimo_error = '550 Buzón inexistente' where id = ?",
    [error],
  );
  return { pedido: p, pendiente, enviado, error };
}

beforeAll(async () => {
  db = await createTestDatabase('envio-reintentar');
  fabricas = fabricasDe(db.orm);
  expect(CLIENTES_RECLUTADOR).toContain(CLIENTE_POR_DEFECTO);
  expect(CLIENTES_RECLUTADOR).not.toContain(CLIENTE_FUERA_RECLUTADOR);
  [reclutador, jefe] = await sesionesStaff(db.orm, 'reclutador', 'jefe');
});
afterAll(async () => {
  await db?.drop();
});

describe('candidatosPedido.reintentarCorreo', () => {
  it('puts an Error e-mail back to Pendiente with no attempts nor error, and the status list shows it', async () => {
    const { pedido, error } = await pedidoConCorreos();
    const r = await reclutador.caller.candidatosPedido.reintentarCorreo({ pedidoId: pedido.id, id: error });
    expect(r).toEqual({ mensaje: MENSAJES_CORREOS_PEDIDO.reintentado });
    expect(await filaCorreo(error)).toMatchObject({
      estado: 0,
      intentos: 0,
      ultimo_error: null,
      enviado_en: null,
    });
    const lista = await reclutador.caller.candidatosPedido.estadoCorreos({ pedidoId: pedido.id });
    expect(lista.find((m) => m.id === error)).toMatchObject({
      estado: 0,
      estadoEtiqueta: 'Pendiente',
      error: null,
      intentos: 0,
    });
  });

  it('lists the test-platform and ERP calls by kind (never as e-mails) and retries a refused one of each', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    const insertar = async (tipo: string, payload: Record<string, unknown>, destino: string) =>
      Number(
        (
          await sql<{ id: string }>(
            db,
            "insert into mensaje_saliente (tipo, destino, payload, estado, intentos, ultimo_error, referencia, creado_en, proximo_intento) values (?, ?, ?, 2, 1, 'Rechazado por la plataforma', ?, now(), now() + interval '1 hour') returning id",
            [tipo, destino, JSON.stringify(payload), `pedido:${p.id}`],
          )
        )[0]!.id,
      );
    const invitacion = await insertar(
      'pruebas',
      { operacion: 'invitacion', pedidoId: p.id, correo: 'ana@correo.demo', pruebas: ['DETAC'] },
      'invitacion',
    );
    const requisicion = await insertar('erp', { operacion: 'requisicion', pedidoId: p.id }, 'requisicion');

    const lista = await reclutador.caller.candidatosPedido.estadoCorreos({ pedidoId: p.id });
    expect(lista.find((m) => m.id === invitacion)).toMatchObject({
      tipo: 'pruebas',
      asunto: 'Invitación a pruebas',
      destino: 'ana@correo.demo',
      estadoEtiqueta: 'Error',
      error: 'Rechazado por la plataforma',
    });
    expect(lista.find((m) => m.id === requisicion)).toMatchObject({
      tipo: 'erp',
      asunto: 'Crear la requisición',
      destino: '',
    });

    for (const id of [invitacion, requisicion]) {
      const r = await reclutador.caller.candidatosPedido.reintentarCorreo({ pedidoId: p.id, id });
      expect(r).toEqual({ mensaje: MENSAJES_CORREOS_PEDIDO.reintentadaLlamada });
      expect(await filaCorreo(id)).toMatchObject({ estado: 0, intentos: 0, ultimo_error: null });
      // The back-off wait is erased too: the worker takes it on its next round.
      const [espera] = await sql<{ proximo_intento: Date | null }>(
        db,
        'select proximo_intento from mensaje_saliente where id = ?',
        [id],
      );
      expect(espera!.proximo_intento).toBeNull();
    }
  });

  it('refuses a Pendiente or Enviado e-mail with CONFLICT and the Spanish message, changing nothing', async () => {
    const { pedido, pendiente, enviado } = await pedidoConCorreos();
    for (const id of [pendiente, enviado]) {
      const antes = await filaCorreo(id);
      const e = await errorDe(jefe.caller.candidatosPedido.reintentarCorreo({ pedidoId: pedido.id, id }));
      expect([e.code, e.message]).toEqual(['CONFLICT', MENSAJES_CORREOS_PEDIDO.soloConError]);
      expect(formaDeError(e).data.detalle).toBe(MENSAJES_CORREOS_PEDIDO.soloConError);
      expect(await filaCorreo(id)).toEqual(antes);
    }
  });

  it('two retries of the same e-mail at once: one succeeds, the other is refused', async () => {
    const { pedido, error } = await pedidoConCorreos();
    const r = await Promise.allSettled([
      reclutador.caller.candidatosPedido.reintentarCorreo({ pedidoId: pedido.id, id: error }),
      jefe.caller.candidatosPedido.reintentarCorreo({ pedidoId: pedido.id, id: error }),
    ]);
    expect(r.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const [rechazo] = r.filter((x): x is PromiseRejectedResult => x.status === 'rejected');
    expect((rechazo!.reason as Error).message).toBe(MENSAJES_CORREOS_PEDIDO.soloConError);
  });

  it('NOT_FOUND for an order outside the scope or an e-mail of another order', async () => {
    const propio = await pedidoConCorreos();
    const ajeno = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_RECLUTADOR });
    await jefe.caller.candidatosPedido.invitarPorCorreo({
      pedidoId: ajeno.id,
      correos: 'cuatro@correo.demo',
    });
    const [correoAjeno] = await correosDe(db, ajeno.id);
    await sql(db, "update mensaje_saliente set estado = 2, ultimo_error = 'x' where id = ?", [
      correoAjeno!.id,
    ]);
    const idAjeno = Number(correoAjeno!.id);

    expect(
      (
        await errorDe(
          reclutador.caller.candidatosPedido.reintentarCorreo({ pedidoId: ajeno.id, id: idAjeno }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorDe(
          reclutador.caller.candidatosPedido.reintentarCorreo({ pedidoId: propio.pedido.id, id: idAjeno }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await filaCorreo(idAjeno))?.estado).toBe(2);
    // The payroll rows of a CV are not order e-mails.
    const [nomina] = await sql<{ id: string }>(
      db,
      "insert into mensaje_saliente (tipo, destino, payload, estado, intentos, referencia, creado_en) values ('nomina', '', '{}', 2, 5, ?, now()) returning id",
      [`pedido:${propio.pedido.id}`],
    );
    expect(
      (
        await errorDe(
          jefe.caller.candidatosPedido.reintentarCorreo({
            pedidoId: propio.pedido.id,
            id: Number(nomina!.id),
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });
});
