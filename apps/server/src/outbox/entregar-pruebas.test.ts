/** The outbox worker delivers the test-platform calls (tipo 'pruebas') against a local HTTP fake of the platform. */
import { MensajeSaliente, Pedido } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { iniciarPlataformaPruebas, type PlataformaPruebas } from '@talento/api/testing/pruebas-prueba';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { iniciarOutbox, type LoggerOutbox, type TrabajadorOutbox } from './trabajador';

let db: TestDatabase;
let fake: PlataformaPruebas;
const trabajadores: TrabajadorOutbox[] = [];
const silencioso: LoggerOutbox = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};

beforeAll(async () => {
  db = await createTestDatabase('outbox_pruebas');
  fake = await iniciarPlataformaPruebas();
});
afterEach(async () => {
  await Promise.all(trabajadores.splice(0).map((t) => t.detener()));
});
afterAll(async () => {
  await fake?.cerrar();
  await db?.drop();
});

async function encolarInvitacion(correo: string): Promise<number> {
  const em = db.orm.em.fork();
  const [pedido] = await em.find(Pedido, {}, { limit: 1, orderBy: { id: 'asc' } });
  const m = em.create(MensajeSaliente, {
    tipo: 'pruebas',
    destino: 'invitacion',
    payload: { operacion: 'invitacion', pedidoId: pedido!.id, correo, pruebas: ['DETAC'] },
    estado: 0,
    intentos: 0,
    referencia: `pedido:${pedido!.id}`,
  });
  await em.flush();
  return m.id;
}
const fila = (id: number) => db.orm.em.fork().findOneOrFail(MensajeSaliente, id);

it('without the platform configured the calls stay Pendiente and nothing is sent', async () => {
  const id = await encolarInvitacion('sin-plataforma@correo.co');
  const t = await iniciarOutbox({
    orm: db.orm,
    databaseUrl: db.url,
    smtpUrl: undefined,
    mailFrom: 'x',
    logger: silencioso,
    intervaloMs: 500,
    nomina: null,
    pruebas: null,
  });
  trabajadores.push(t);
  await t.bombear();
  expect(await fila(id)).toMatchObject({ estado: 0, intentos: 0, enviadoEn: null });
  expect(fake.recibidas).toHaveLength(0);
});

it('with the platform configured the worker posts the invitation once with its idempotency key: Enviado', async () => {
  const id = await encolarInvitacion('ana@correo.co');
  const t = await iniciarOutbox({
    orm: db.orm,
    databaseUrl: db.url,
    smtpUrl: undefined,
    mailFrom: 'x',
    logger: silencioso,
    intervaloMs: 60_000,
    nomina: null,
    pruebas: { url: fake.url, token: undefined },
  });
  trabajadores.push(t);
  await t.bombear();
  await t.bombear();
  expect(await fila(id)).toMatchObject({ estado: 1, intentos: 1, ultimoError: null });
  const llamadas = fake.recibidas.filter((r) => r.cuerpo.correo === 'ana@correo.co');
  expect(llamadas).toHaveLength(1);
  expect(llamadas[0]).toMatchObject({ ruta: '/invitaciones', cuerpo: { pruebas: ['DETAC'] } });
  expect(llamadas[0]!.headers['idempotency-key']).toBe(`talento-pruebas-${id}`);
});
