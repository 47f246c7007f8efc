/** entregarMensaje: the row lock makes two concurrent deliveries of the same row send it once. */
import { MensajeSaliente } from '@talento/db';
import { createTestDatabase, esperarBloqueo, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { alEntregarCorreo, entregarMensaje } from '@talento/api';
import type { Correo } from './transporte';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('outbox_entregar');
});
afterAll(async () => {
  await db?.drop();
});

async function encolar(payload: Record<string, unknown>): Promise<number> {
  const em = db.orm.em.fork();
  const m = em.create(MensajeSaliente, {
    tipo: 'correo',
    destino: 'x',
    payload,
    estado: 0,
    intentos: 0,
    referencia: null,
  });
  await em.flush();
  return m.id;
}

it('two workers handed the same row at once send it exactly once', async () => {
  const id = await encolar({ para: ['a@cliente.demo'], asunto: 'A', texto: 'B', html: null });
  const enviados: Correo[] = [];
  // The first holds the row until PostgreSQL shows the second waiting for its lock.
  const enviar = async (c: Correo) => {
    await esperarBloqueo(db.orm);
    enviados.push(c);
  };
  const resultados = await Promise.all(
    [1, 2].map(() =>
      entregarMensaje(db.orm, id, { intentosMaximos: 3, enviar, alEntregar: alEntregarCorreo }),
    ),
  );
  expect(resultados.map((r) => r.resultado).sort()).toEqual(['enviado', 'omitido']);
  expect(enviados).toHaveLength(1);
});

it('a row without recipients counts as a failed attempt, not as sent', async () => {
  const id = await encolar({ para: [], asunto: 'A', texto: 'B' });
  const r = await entregarMensaje(db.orm, id, {
    intentosMaximos: 1,
    enviar: () => Promise.resolve(),
    alEntregar: alEntregarCorreo,
  });
  expect(r).toMatchObject({ resultado: 'error', intentos: 1 });
  const fila = await db.orm.em.fork().findOneOrFail(MensajeSaliente, id);
  expect(fila).toMatchObject({
    estado: 2,
    intentos: 1,
    ultimoError: 'El mensaje no tiene destinatarios',
    enviadoEn: null,
  });
});
