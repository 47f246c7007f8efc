/** candidatosPedido.contactosCliente: the contacts of the order's client for the send-to-client modal, on their own call. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTES_PSICOLOGA, contactosDe, unPedido } from './pruebas/apoyo';

let db: TestDatabase;
let psicologa: TestSession;
let reclutador: TestSession;

beforeAll(async () => {
  db = await createTestDatabase('envio-contactos-cliente');
  [psicologa, reclutador] = await sesionesStaff(db.orm, 'psicologa', 'reclutador');
});
afterAll(async () => {
  await db?.drop();
});

describe('candidatosPedido.contactosCliente', () => {
  it('lists every contact of the order client by name, with the flags the modal needs', async () => {
    const p = await unPedido(db, 3, { documentos: CLIENTES_PSICOLOGA });
    const filas = await contactosDe(db, p.clienteId);
    expect(filas.length).toBeGreaterThan(0);
    const r = await psicologa.caller.candidatosPedido.contactosCliente({ pedidoId: p.id });
    expect([...r].sort((a, b) => a.id - b.id)).toEqual(filas.map((f) => ({ id: f.id, nombre: f.nombre, correo: f.correo, enviar: f.enviar, activo: f.activo })));
    expect(r.map((c) => c.nombre)).toEqual([...r.map((c) => c.nombre)].sort((a, b) => a.localeCompare(b, 'es')));
    expect(r).toEqual((await psicologa.caller.candidatosPedido.requisitosEnvio({ pedidoId: p.id })).contactos);
  });

  it('NOT_FOUND outside the scope, FORBIDDEN without enviar_candidato_a_cliente', async () => {
    const ajeno = await unPedido(db, 3, { excepto: CLIENTES_PSICOLOGA });
    expect((await errorDe(psicologa.caller.candidatosPedido.contactosCliente({ pedidoId: ajeno.id }))).code).toBe('NOT_FOUND');
    const propio = await unPedido(db, 3, { documentos: CLIENTES_PSICOLOGA });
    expect((await errorDe(reclutador.caller.candidatosPedido.contactosCliente({ pedidoId: propio.id }))).code).toBe('FORBIDDEN');
  });
});
