/** Payroll deliveries of the outbox against a local HTTP fake of the payroll system (real fetch). */
import { enviarANomina, type PayloadNomina, entregarNomina } from '@talento/api';
import { CandidatoPedido, MensajeSaliente } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { iniciarNominaPrueba, type NominaPrueba } from './nomina-prueba';
import { iniciarOutbox, type LoggerOutbox, type TrabajadorOutbox } from './trabajador';
import { esperar } from '../testing/esperar';

let db: TestDatabase;
let fake: NominaPrueba;
const trabajadores: TrabajadorOutbox[] = [];

beforeAll(async () => {
  db = await createTestDatabase('outbox_nomina');
  fake = await iniciarNominaPrueba();
});
afterEach(async () => {
  await Promise.all(trabajadores.splice(0).map((t) => t.detener()));
  fake.respuestas.clear();
  fake.recibidas.length = 0;
});
afterAll(async () => {
  await fake?.cerrar();
  await db?.drop();
});

const silencioso: LoggerOutbox = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};

function payload(numeroDocumento: string, pedidoId: number | null = null, candidatoId = 1): PayloadNomina {
  return {
    candidatoId,
    pedidoId,
    tipoDocumento: 0,
    numeroDocumento,
    nombre1: 'Ana',
    nombre2: null,
    apellido1: 'Gómez',
    apellido2: null,
    email: 'ana@correo.co',
    telefono: '3001234567',
    whatsapp: null,
    fechaNacimiento: '1990-01-01',
    genero: 1,
    estadoCivil: 0,
    direccion: 'Calle 1',
    ciudad: 'Bogotá',
    nivelAcademico: 2,
    profesiones: ['Contador'],
    experiencias: [],
    motivo: 'envio',
  };
}

async function encolar(p: PayloadNomina): Promise<number> {
  const em = db.orm.em.fork();
  const m = em.create(MensajeSaliente, {
    tipo: 'nomina',
    destino: fake.url,
    payload: p,
    estado: 0,
    intentos: 0,
    referencia: `candidato:${p.candidatoId}`,
  });
  await em.flush();
  return m.id;
}

const fila = (id: number) => db.orm.em.fork().findOneOrFail(MensajeSaliente, id);

describe('entrega al sistema de nómina', () => {
  it('the worker posts the CV with the bearer token and marks the row sent and the order row enviado_a_midasoft', async () => {
    const [cp] = await db.orm.em
      .fork()
      .find(CandidatoPedido, { activo: true, enviadoAMidasoft: false }, { limit: 1, orderBy: { id: 'asc' } });
    const id = await encolar(payload('111', cp!.pedido.id, cp!.candidato.id));
    const t = await iniciarOutbox({
      orm: db.orm,
      databaseUrl: db.url,
      smtpUrl: undefined,
      mailFrom: 'x',
      logger: silencioso,
      intervaloMs: 500,
      intervaloMaestrosMs: 0,
      nomina: { url: fake.url, token: 'secreto' },
    });
    trabajadores.push(t);
    await esperar(async () => (await fila(id)).estado === 1);
    expect(await fila(id)).toMatchObject({ estado: 1, intentos: 1, ultimoError: null });
    expect(fake.recibidas).toHaveLength(1);
    expect(fake.recibidas[0]).toMatchObject({
      metodo: 'POST',
      ruta: '/api/hojas-de-vida',
      cuerpo: { numeroDocumento: '111', nombre1: 'Ana' },
    });
    expect(fake.recibidas[0]!.headers.authorization).toBe('Bearer secreto');
    expect(fake.recibidas[0]!.headers['idempotency-key']).toBe(`talento-nomina-${id}`);
    const despues = await db.orm.em.fork().findOneOrFail(CandidatoPedido, cp!.id);
    expect(despues.enviadoAMidasoft).toBe(true);
  });

  it("a 409 is final: Error with the payroll system's message, never retried", async () => {
    fake.respuestas.set('222', {
      status: 409,
      cuerpo: { msj: 'El empleado ya existe con un contrato activo' },
    });
    const id = await encolar(payload('222'));
    const r = await entregarNomina(db.orm, id, {
      intentosMaximos: 5,
      enviar: (p) => enviarANomina({ url: fake.url, token: undefined }, p),
    });
    expect(r).toEqual({ resultado: 'rechazado', mensaje: 'El empleado ya existe con un contrato activo' });
    expect(await fila(id)).toMatchObject({
      estado: 2,
      intentos: 1,
      ultimoError: 'El empleado ya existe con un contrato activo',
      enviadoEn: null,
    });
    const otra = await entregarNomina(db.orm, id, {
      intentosMaximos: 5,
      enviar: (p) => enviarANomina({ url: fake.url, token: undefined }, p),
    });
    expect(otra.resultado).toBe('omitido');
    expect(fake.recibidas).toHaveLength(1);
  });

  it('a 5xx or an unreachable system is retried, then marked Error; never reported as sent', async () => {
    fake.respuestas.set('333', { status: 503, cuerpo: { detail: 'mantenimiento' } });
    const id = await encolar(payload('333'));
    const enviar = (p: PayloadNomina) => enviarANomina({ url: fake.url, token: undefined }, p);
    expect(await entregarNomina(db.orm, id, { intentosMaximos: 2, enviar })).toMatchObject({
      resultado: 'reintentar',
      intentos: 1,
    });
    expect(await entregarNomina(db.orm, id, { intentosMaximos: 2, enviar })).toMatchObject({
      resultado: 'error',
      intentos: 2,
    });
    expect(await fila(id)).toMatchObject({ estado: 2, enviadoEn: null });
    expect((await fila(id)).ultimoError).toContain('503');
    const caido = await encolar(payload('444'));
    const r = await entregarNomina(db.orm, caido, {
      intentosMaximos: 3,
      enviar: (p) => enviarANomina({ url: 'http://127.0.0.1:9', token: undefined }, p),
    });
    expect(r.resultado).toBe('reintentar');
    expect((await fila(caido)).estado).toBe(0);
  });

  it('the same worker delivers the ERP calls of hiring orders (a requisition): Enviado and its code stored', async () => {
    const em = db.orm.em.fork();
    const [pedido] = await em
      .getConnection()
      .execute<{ id: number }[]>(
        'select p.id from pedido p where not exists (select 1 from requisicion_erp r where r.pedido_id = p.id) order by p.id limit 1',
      );
    const m = em.create(MensajeSaliente, {
      tipo: 'erp',
      destino: 'requisicion',
      payload: { operacion: 'requisicion', pedidoId: pedido!.id },
      estado: 0,
      intentos: 0,
      referencia: `pedido:${pedido!.id}`,
    });
    await em.flush();
    await em
      .getConnection()
      .execute('insert into requisicion_erp (pedido_id, mensaje_id, creada_en) values (?, ?, now())', [
        pedido!.id,
        m.id,
      ]);
    const t = await iniciarOutbox({
      orm: db.orm,
      databaseUrl: db.url,
      smtpUrl: undefined,
      mailFrom: 'x',
      logger: silencioso,
      intervaloMs: 500,
      intervaloMaestrosMs: 0,
      nomina: { url: fake.url, token: undefined },
    });
    trabajadores.push(t);
    await esperar(async () => (await fila(m.id)).estado === 1);
    const llamada = fake.recibidas.find((r) => r.ruta === '/api/requisiciones');
    expect(llamada?.headers['idempotency-key']).toBe(`talento-erp-${m.id}`);
    const [r] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ codigo_erp: string }[]>('select codigo_erp from requisicion_erp where pedido_id = ?', [
        pedido!.id,
      ]);
    expect(r?.codigo_erp).toBe('REQ-77');
  });

  it('with the integration disabled the worker leaves payroll rows Pendiente', async () => {
    const id = await encolar(payload('555'));
    const t = await iniciarOutbox({
      orm: db.orm,
      databaseUrl: db.url,
      smtpUrl: undefined,
      mailFrom: 'x',
      logger: silencioso,
      intervaloMs: 500,
      nomina: null,
    });
    trabajadores.push(t);
    // A whole pump pass delivers nothing: no payroll worker runs, now or later.
    expect(await t.bombear()).toBe(0);
    expect(await fila(id)).toMatchObject({ estado: 0, intentos: 0 });
    expect(fake.recibidas).toHaveLength(0);
  });
});
