/** Push delivery of notifications (FCM HTTP v1, OAuth2 tokens from a service account) against a tiny local fake of FCM and of the token endpoint, over real HTTP. */
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { callerFor, type Caller } from '@talento/api/testing';
import {
  crearMercaderista,
  crearRuta,
  crearZona,
} from '@talento/api/testing/fabricas/novedades-notificaciones';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_NOTIFICACIONES } from '@talento/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientePush, type ConfigPush, type MensajePush, type RespuestaPush } from './cliente-push';
import { entregarPush } from '@talento/api';
import { iniciarPushPrueba, type PushPrueba } from './push-prueba';
import { iniciarOutbox, type LoggerOutbox, type TrabajadorOutbox } from './trabajador';

let db: TestDatabase;
let fake: PushPrueba;
let gerente: Caller;
let config: ConfigPush;
let enviar: (m: MensajePush) => Promise<RespuestaPush>;
const trabajadores: TrabajadorOutbox[] = [];

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(q, p);

interface Enviada {
  notificacionId: number;
  dispositivoId: number;
  token: string | null;
  mensajeId: number;
}

/** A notification sent through the procedure to one new eligible device; its outbox row. */
async function enviarA(
  token: string | null = `tok-${Math.random().toString(36).slice(2)}`,
): Promise<Enviada> {
  const [cliente] = await sql<{ id: number }>('select id from cliente order by id limit 1');
  const zona = await crearZona(db.orm, cliente!.id);
  const m = await crearMercaderista(db.orm, { token });
  await crearRuta(db.orm, m.id, zona.almacenes);
  const r = await gerente.notificaciones.enviar({
    clienteId: zona.clienteId,
    regionId: zona.regionId,
    titulo: 'Cambio de planograma',
    texto: 'Aplica desde el lunes',
    dispositivos: [m.dispositivoId],
  });
  const [fila] = await sql<{ id: number }>(
    `select id from mensaje_saliente where tipo = 'push' and referencia = ?`,
    [`notificacion:${r.id}`],
  );
  return { notificacionId: r.id, dispositivoId: m.dispositivoId, token, mensajeId: Number(fila!.id) };
}

async function estado(e: Enviada) {
  const [entrega] = await sql<{
    estado: number;
    intentos: number;
    enviada_at: Date | null;
    ultimo_error: string | null;
  }>(
    'select estado, intentos, enviada_at, ultimo_error from notificacion_dispositivo where notificacion_id = ? and dispositivo_id = ?',
    [e.notificacionId, e.dispositivoId],
  );
  const [fila] = await sql<{ estado: number; intentos: number; ultimo_error: string | null }>(
    'select estado, intentos, ultimo_error from mensaje_saliente where id = ?',
    [e.mensajeId],
  );
  return { entrega: entrega!, fila: fila! };
}

const opciones = (intentosMaximos = 3) => ({ intentosMaximos, enviar: (m: MensajePush) => enviar(m) });
const peticionesDe = (token: string | null) =>
  fake.recibidas.filter((p) => p.cuerpo.message?.token === token);

beforeAll(async () => {
  db = await createTestDatabase('outbox_push');
  fake = await iniciarPushPrueba();
  config = { url: fake.url, proyecto: 'talento-prueba', cuenta: fake.cuenta };
  enviar = clientePush(config);
  gerente = (await callerFor(db.orm, { usuario: 'gerente', portal: 'staff' })).caller;
});
afterEach(async () => {
  for (const t of trabajadores.splice(0)) await t.detener();
});
afterAll(async () => {
  await fake?.cerrar();
  await db?.drop();
});

describe('entregarPush', () => {
  it('accepted: the FCM v1 request (path, minted bearer, token, title, body) and the delivery becomes Enviada with its time', async () => {
    const e = await enviarA();
    expect(await entregarPush(db.orm, e.mensajeId, opciones())).toEqual({ resultado: 'enviado' });
    const [p] = peticionesDe(e.token);
    expect(p?.ruta).toBe('/v1/projects/talento-prueba/messages:send');
    expect(fake.emitidos.length).toBeGreaterThan(0);
    expect(p?.headers.authorization).toBe(`Bearer ${fake.emitidos.at(-1)}`);
    expect(p?.cuerpo.message).toEqual({
      token: e.token,
      notification: { title: 'Cambio de planograma', body: 'Aplica desde el lunes' },
      data: { notificacionId: String(e.notificacionId) },
    });
    const s = await estado(e);
    expect(s.entrega).toMatchObject({ estado: 1, intentos: 1, ultimo_error: null });
    expect(s.entrega.enviada_at).not.toBeNull();
    expect(s.fila).toMatchObject({ estado: 1, intentos: 1 });
    // Never twice: the row is no longer Pendiente.
    expect(await entregarPush(db.orm, e.mensajeId, opciones())).toEqual({ resultado: 'omitido' });
    expect(peticionesDe(e.token)).toHaveLength(1);
  });

  it('provider failures are retried, then the delivery is Error with the provider text; the phone can still fetch it', async () => {
    const e = await enviarA();
    fake.respuestas.set(e.token!, [
      { status: 503, cuerpo: { error: { status: 'UNAVAILABLE', message: 'Servicio no disponible' } } },
    ]);
    expect((await entregarPush(db.orm, e.mensajeId, opciones())).resultado).toBe('reintentar');
    expect((await estado(e)).entrega.estado).toBe(0);
    expect((await entregarPush(db.orm, e.mensajeId, opciones())).resultado).toBe('reintentar');
    expect((await entregarPush(db.orm, e.mensajeId, opciones())).resultado).toBe('error');
    const s = await estado(e);
    expect(s.entrega).toMatchObject({
      estado: 3,
      intentos: 3,
      enviada_at: null,
      ultimo_error: 'HTTP 503 UNAVAILABLE Servicio no disponible',
    });
    expect(s.fila).toMatchObject({ estado: 2, intentos: 3 });
  });

  it('a failure then a success: Enviada on the second attempt', async () => {
    const e = await enviarA();
    fake.respuestas.set(e.token!, [
      { status: 500, cuerpo: {} },
      { status: 200, cuerpo: { name: 'projects/p/messages/9' } },
    ]);
    expect((await entregarPush(db.orm, e.mensajeId, opciones())).resultado).toBe('reintentar');
    expect((await entregarPush(db.orm, e.mensajeId, opciones())).resultado).toBe('enviado');
    expect((await estado(e)).entrega).toMatchObject({ estado: 1, intentos: 2, ultimo_error: null });
  });

  it('an unregistered token (404) is final at once', async () => {
    const e = await enviarA();
    fake.respuestas.set(e.token!, [
      { status: 404, cuerpo: { error: { status: 'NOT_FOUND', message: 'Requested entity was not found.' } } },
    ]);
    expect((await entregarPush(db.orm, e.mensajeId, opciones(5))).resultado).toBe('error');
    expect((await estado(e)).entrega).toMatchObject({ estado: 3, intentos: 1 });
  });

  it('no push token: nothing is sent, the delivery stays Pendiente for the phone to fetch', async () => {
    const e = await enviarA(null);
    const antes = fake.recibidas.length;
    expect((await entregarPush(db.orm, e.mensajeId, opciones())).resultado).toBe('sinToken');
    expect(fake.recibidas).toHaveLength(antes);
    expect((await estado(e)).entrega).toMatchObject({ estado: 0, intentos: 0 });
  });

  it('a revoked device: revoking marks its pending delivery Error with the reason (seen in the history); the row is closed unsent', async () => {
    const e = await enviarA();
    await gerente.dispositivos.revocar({ id: e.dispositivoId });
    expect((await estado(e)).entrega).toMatchObject({
      estado: 3,
      ultimo_error: MENSAJES_NOTIFICACIONES.entregaRevocada,
    });
    const historial = await gerente.notificaciones.historial({ pagina: 1 });
    expect(historial.filas.find((f) => f.id === e.notificacionId)?.entregas).toEqual([
      expect.objectContaining({
        dispositivoId: e.dispositivoId,
        estado: 3,
        ultimoError: MENSAJES_NOTIFICACIONES.entregaRevocada,
      }),
    ]);
    expect(await entregarPush(db.orm, e.mensajeId, opciones())).toEqual({ resultado: 'omitido' });
    expect(peticionesDe(e.token)).toHaveLength(0);
    expect((await estado(e)).fila).toMatchObject({
      estado: 2,
      ultimo_error: MENSAJES_NOTIFICACIONES.entregaRevocada,
    });
  });

  it('a device inactive by other means with its delivery still Pendiente: the outbox marks it Error, not Pendiente forever', async () => {
    const e = await enviarA();
    await sql('update dispositivo set activo = false where id = ?', [e.dispositivoId]);
    expect(await entregarPush(db.orm, e.mensajeId, opciones())).toEqual({ resultado: 'omitido' });
    expect(peticionesDe(e.token)).toHaveLength(0);
    expect((await estado(e)).entrega).toMatchObject({
      estado: 3,
      intentos: 0,
      ultimo_error: MENSAJES_NOTIFICACIONES.entregaRevocada,
    });
  });

  it('already fetched by the phone (Entregada): not pushed, stays Entregada', async () => {
    const e = await enviarA();
    await sql(
      'update notificacion_dispositivo set estado = 2, entregada_at = now() where notificacion_id = ? and dispositivo_id = ?',
      [e.notificacionId, e.dispositivoId],
    );
    expect((await entregarPush(db.orm, e.mensajeId, opciones())).resultado).toBe('omitido');
    expect(peticionesDe(e.token)).toHaveLength(0);
    expect((await estado(e)).entrega.estado).toBe(2);
  });
});

describe('access tokens from the service account', () => {
  const mensaje = (token: string): MensajePush => ({ token, titulo: 'T', texto: 'X', datos: {} });
  const bearerDe = (token: string) => peticionesDe(token).map((p) => p.headers.authorization);

  it('mints one token (signed JWT verified by the fake), reuses it, and mints a new one once it expires', async () => {
    fake.vidaTokenS = 90;
    let reloj = Date.now();
    const enviarConReloj = clientePush(config, fetch, () => reloj);
    const antes = fake.emitidos.length;
    expect((await enviarConReloj(mensaje('tok-reloj-1'))).resultado).toBe('aceptado');
    expect((await enviarConReloj(mensaje('tok-reloj-2'))).resultado).toBe('aceptado');
    expect(fake.emitidos).toHaveLength(antes + 1);
    const primero = fake.emitidos.at(-1);
    expect([...bearerDe('tok-reloj-1'), ...bearerDe('tok-reloj-2')]).toEqual([
      `Bearer ${primero}`,
      `Bearer ${primero}`,
    ]);
    reloj += 91_000;
    expect((await enviarConReloj(mensaje('tok-reloj-3'))).resultado).toBe('aceptado');
    expect(fake.emitidos).toHaveLength(antes + 2);
    expect(bearerDe('tok-reloj-3')).toEqual([`Bearer ${fake.emitidos.at(-1)}`]);
    expect(fake.emitidos.at(-1)).not.toBe(primero);
    expect(fake.rechazos).toEqual([]);
    fake.vidaTokenS = 3600;
  });

  it('a 401 from FCM drops the cached token and retries once with a new one', async () => {
    const cliente = clientePush(config);
    expect((await cliente(mensaje('tok-401-a'))).resultado).toBe('aceptado');
    const viejo = fake.emitidos.at(-1)!;
    fake.revocados.add(viejo);
    expect(await cliente(mensaje('tok-401-b'))).toMatchObject({ resultado: 'aceptado' });
    expect(bearerDe('tok-401-b')).toEqual([`Bearer ${viejo}`, `Bearer ${fake.emitidos.at(-1)}`]);
    expect(fake.emitidos.at(-1)).not.toBe(viejo);
  });

  it('the token endpoint failing is a push failure (retried by the outbox), never a success', async () => {
    const e = await enviarA();
    fake.fallaToken = 503;
    try {
      const cliente = clientePush(config);
      const r = await entregarPush(db.orm, e.mensajeId, { intentosMaximos: 3, enviar: cliente });
      expect(r.resultado).toBe('reintentar');
      expect(r.resultado === 'reintentar' && r.error).toMatch(/servicio de tokens.*HTTP 503/);
      expect(peticionesDe(e.token)).toHaveLength(0);
      expect((await estado(e)).entrega).toMatchObject({ estado: 0, intentos: 1 });
      fake.fallaToken = null;
      expect(await entregarPush(db.orm, e.mensajeId, { intentosMaximos: 3, enviar: cliente })).toEqual({
        resultado: 'enviado',
      });
    } finally {
      fake.fallaToken = null;
    }
  });

  it('the account key in PKCS#1 (BEGIN RSA PRIVATE KEY), which env.ts accepts at start, signs as well', async () => {
    const pkcs1 = createPrivateKey(fake.cuenta.private_key)
      .export({ type: 'pkcs1', format: 'pem' })
      .toString();
    expect(pkcs1).toContain('BEGIN RSA PRIVATE KEY');
    const cliente = clientePush({ ...config, cuenta: { ...fake.cuenta, private_key: pkcs1 } });
    expect(await cliente(mensaje('tok-pkcs1'))).toMatchObject({ resultado: 'aceptado' });
    expect(peticionesDe('tok-pkcs1')).toHaveLength(1);
  });

  it('an assertion signed with another key is refused by the token endpoint: failure', async () => {
    const otra = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const cliente = clientePush({ ...config, cuenta: { ...fake.cuenta, private_key: otra } });
    const r = await cliente(mensaje('tok-otra-clave'));
    expect(r.resultado).toBe('reintentar');
    expect(r.resultado === 'reintentar' && r.error).toMatch(/invalid_grant/);
    expect(peticionesDe('tok-otra-clave')).toHaveLength(0);
    expect(fake.rechazos.at(-1)).toMatch(/signature/i);
    fake.rechazos.length = 0;
  });
});

describe('the outbox worker', () => {
  const logger: LoggerOutbox = {
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
    debug: () => undefined,
  };
  const base = () => ({
    orm: db.orm,
    databaseUrl: db.url,
    smtpUrl: undefined,
    mailFrom: 'x <x@x.co>',
    logger,
    intervaloMs: 500,
    sondeoSegundos: 0.5,
    intentosMaximos: 3,
    retrasoSegundos: 1,
    retrasoMaximoSegundos: 2,
    nomina: null,
    pruebas: null,
  });

  it('without push configuration the rows stay Pendiente (never reported as sent)', async () => {
    const e = await enviarA();
    const t = await iniciarOutbox({ ...base(), push: null });
    trabajadores.push(t);
    // A whole pump pass hands nothing to any queue: no push worker runs, now or later.
    expect(await t.bombear()).toBe(0);
    expect(await estado(e)).toMatchObject({
      entrega: { estado: 0, intentos: 0 },
      fila: { estado: 0, intentos: 0 },
    });
    expect(peticionesDe(e.token)).toHaveLength(0);
  });

  it('with it, pg-boss delivers the row and retries a failure with backoff until Enviada', async () => {
    const e = await enviarA();
    fake.respuestas.set(e.token!, [
      { status: 503, cuerpo: {} },
      { status: 200, cuerpo: { name: 'projects/p/messages/10' } },
    ]);
    const t = await iniciarOutbox({ ...base(), push: config });
    trabajadores.push(t);
    await vi.waitFor(
      async () => {
        const actual = await estado(e);
        if (actual.entrega.estado !== 1) throw new Error(`sin entregar: ${JSON.stringify(actual)}`);
      },
      { timeout: 30_000, interval: 300 },
    );
    expect((await estado(e)).entrega).toMatchObject({ estado: 1, intentos: 2 });
    expect(peticionesDe(e.token)).toHaveLength(2);
  }, 40_000);
});
