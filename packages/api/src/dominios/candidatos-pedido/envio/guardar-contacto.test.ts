/** candidatosPedido.guardarContacto: create/edit a contact of the order's client, scoped through the order. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_ENVIO } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, formaDeError, type TestSession } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import { CLIENTES_PSICOLOGA, contactosDe } from './testing/apoyo';

/** A client none of the psychologist's four (Confecciones del Valle, of the executive). */
const CLIENTE_FUERA_PSICOLOGA = '860012345';

let db: TestDatabase;
let psicologa: TestSession;
let reclutador: TestSession;
let fabricas: Fabricas;

beforeAll(async () => {
  db = await createTestDatabase('envio-contactos');
  fabricas = fabricasDe(db.orm);
  [psicologa, reclutador] = await Promise.all([
    callerFor(db.orm, { usuario: 'psicologa', portal: 'staff' }),
    callerFor(db.orm, { usuario: 'reclutador', portal: 'staff' }),
  ]);
});
afterAll(async () => {
  await db?.drop();
});

describe('candidatosPedido.guardarContacto', () => {
  it('creates a contact of the order client (trimmed, lower-case e-mail) and edits it', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    expect(CLIENTES_PSICOLOGA).toContain(CLIENTE_POR_DEFECTO);
    const antes = await contactosDe(db, p.clienteId);
    const r = await psicologa.caller.candidatosPedido.guardarContacto({
      pedidoId: p.id,
      nombre: '  Laura Gómez ',
      correo: ' Laura.Gomez@Cliente.demo ',
      enviar: false,
    });
    expect(r).toEqual({
      contacto: {
        id: expect.any(Number) as number,
        nombre: 'Laura Gómez',
        correo: 'laura.gomez@cliente.demo',
        enviar: false,
        activo: true,
      },
      mensaje: MENSAJES_ENVIO.contactoGuardado,
    });
    expect(await contactosDe(db, p.clienteId)).toHaveLength(antes.length + 1);

    const editado = await psicologa.caller.candidatosPedido.guardarContacto({
      id: r.contacto.id,
      pedidoId: p.id,
      nombre: 'Laura G.',
      correo: 'laura.g@cliente.demo',
      enviar: true,
    });
    expect(editado.contacto).toMatchObject({
      id: r.contacto.id,
      nombre: 'Laura G.',
      correo: 'laura.g@cliente.demo',
      enviar: true,
    });
    const requisitos = await psicologa.caller.candidatosPedido.requisitosEnvio({ pedidoId: p.id });
    expect(requisitos.contactos).toContainEqual(editado.contacto);
  });

  it('a bad form answers "Formulario invalido." with Spanish field messages and writes nothing', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const existente = await psicologa.caller.candidatosPedido.guardarContacto({
      pedidoId: p.id,
      nombre: 'Contacto existente',
      correo: `existente+${p.id}@cliente.test`,
      enviar: true,
    });
    const antes = await contactosDe(db, p.clienteId);
    const casos: [{ nombre: string; correo: string }, Record<string, string[]>][] = [
      [
        { nombre: '', correo: '' },
        { nombre: [MENSAJES_ENVIO.nombreRequerido], correo: [MENSAJES_ENVIO.correoRequerido] },
      ],
      [{ nombre: 'Ana', correo: 'ana@' }, { correo: [MENSAJES_ENVIO.correoInvalido] }],
      [
        { nombre: 'Ana', correo: existente.contacto.correo.toUpperCase() },
        { correo: [MENSAJES_ENVIO.correoDuplicado] },
      ],
    ];
    for (const [datos, campos] of casos) {
      const e = await errorDe(
        psicologa.caller.candidatosPedido.guardarContacto({ pedidoId: p.id, ...datos, enviar: true }),
      );
      expect(e.code).toBe('BAD_REQUEST');
      const forma = formaDeError(e);
      expect(forma.message).toBe(MENSAJES.errores.informacionErrada);
      expect(forma.data).toMatchObject({ detalle: MENSAJES_ENVIO.formularioInvalido, campos });
    }
    expect(await contactosDe(db, p.clienteId)).toEqual(antes);
  });

  it('NOT_FOUND for a foreign order or a contact of another client; FORBIDDEN without the flag', async () => {
    const propio = await fabricas.pedido({ estado: 3 });
    // The other client's order carries the contact its candidate was sent to.
    const ajeno = await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA_PSICOLOGA });
    const [contactoAjeno] = await contactosDe(db, ajeno.clienteId);
    expect(contactoAjeno).toBeDefined();
    const datos = { nombre: 'X', correo: 'x@cliente.demo', enviar: true };
    expect(
      (await errorDe(psicologa.caller.candidatosPedido.guardarContacto({ pedidoId: ajeno.id, ...datos })))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorDe(
          psicologa.caller.candidatosPedido.guardarContacto({
            id: contactoAjeno!.id,
            pedidoId: propio.id,
            ...datos,
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await contactosDe(db, ajeno.clienteId))[0]).toEqual(contactoAjeno);
    expect(
      (await errorDe(reclutador.caller.candidatosPedido.guardarContacto({ pedidoId: propio.id, ...datos })))
        .code,
    ).toBe('FORBIDDEN');
  });
});
