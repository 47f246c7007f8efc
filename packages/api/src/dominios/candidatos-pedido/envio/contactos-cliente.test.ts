/** candidatosPedido.contactosCliente: the contacts of the order's client for the send-to-client modal, on their own call. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { CLIENTES_PSICOLOGA, contactosDe } from './testing/apoyo';

/** A client none of the psychologist's four (Confecciones del Valle, of the executive). */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let psicologa: TestSession;
let reclutador: TestSession;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('envio-contactos-cliente');
  fabricas = fabricasDe(db.orm);
  [psicologa, reclutador] = await sesionesStaff(db.orm, 'psicologa', 'reclutador');
});
afterAll(async () => {
  await db?.drop();
});

describe('candidatosPedido.contactosCliente', () => {
  it('lists every contact of the order client by name, with the flags the modal needs', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
    // One more contact that does not receive e-mails, so that both flags are listed.
    await psicologa.caller.candidatosPedido.guardarContacto({
      pedidoId: p.id,
      nombre: 'Beatriz Sin Correos',
      correo: `sin.correos+${p.id}@cliente.test`,
      enviar: false,
    });
    // An accented name sorts with its letter ("Álvaro" before "Beatriz"), not after "Z" as a C collation would put it.
    await psicologa.caller.candidatosPedido.guardarContacto({
      pedidoId: p.id,
      nombre: 'Álvaro Con Tilde',
      correo: `tilde+${p.id}@cliente.test`,
      enviar: true,
    });
    const filas = await contactosDe(db, p.clienteId);
    expect(filas.length).toBeGreaterThan(1);
    expect(filas.some((f) => f.enviar) && filas.some((f) => !f.enviar)).toBe(true);
    const r = await psicologa.caller.candidatosPedido.contactosCliente({ pedidoId: p.id });
    expect([...r].sort((a, b) => a.id - b.id)).toEqual(
      filas.map((f) => ({
        id: f.id,
        nombre: f.nombre,
        correo: f.correo,
        enviar: f.enviar,
        activo: f.activo,
      })),
    );
    expect(r.map((c) => c.nombre)).toEqual(
      [...r.map((c) => c.nombre)].sort((a, b) => a.localeCompare(b, 'es')),
    );
    expect(r.findIndex((c) => c.nombre === 'Álvaro Con Tilde')).toBeLessThan(
      r.findIndex((c) => c.nombre === 'Beatriz Sin Correos'),
    );
    expect(r).toEqual(
      (await psicologa.caller.candidatosPedido.requisitosEnvio({ pedidoId: p.id })).contactos,
    );
  });

  it('NOT_FOUND outside the scope, FORBIDDEN without enviar_candidato_a_cliente', async () => {
    const ajeno = await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA_PSICOLOGA });
    expect(
      (await errorDe(psicologa.caller.candidatosPedido.contactosCliente({ pedidoId: ajeno.id }))).code,
    ).toBe('NOT_FOUND');
    const propio = await fabricas.pedido({ estado: 3 });
    expect(
      (await errorDe(reclutador.caller.candidatosPedido.contactosCliente({ pedidoId: propio.id }))).code,
    ).toBe('FORBIDDEN');
  });
});
