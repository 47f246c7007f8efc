/**
 * Two server processes against one PostgreSQL (DATABASE_URL), as a load balancer runs them: a session
 * opened in one works in the other, a revoked session or a removed permission is refused by the other
 * through the session cache's notification, and the outbox workers of both deliver each e-mail exactly once to
 * a real SMTP server.
 */
import { crearOActualizarUsuario, DEMO_PASSWORD } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { GRUPO_STAFF } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarInstancia, type InstanciaPrueba } from './instancia-prueba';
import { iniciarSmtpPrueba, type SmtpPrueba } from './outbox/smtp-prueba';
import { COLA_CORREO } from './outbox/trabajador';
import { esperarAsentado } from './testing/cola';

const CORREOS = 30;
/** Each message takes this long at the SMTP server, so one instance alone needs longer than the other's poll. */
const DEMORA_SMTP_MS = 250;
/**
 * A session row read by an instance stays in its cache for TALENTO_CACHE_SESIONES_MS. Both instances keep it ten
 * minutes here, longer than any test: a refusal by the other instance can only come from the NOTIFY that empties its
 * cache, never from the entry expiring on its own. The tests wait for that state.
 */
const CACHE_SESIONES_MS = '600000';
/** Safety limit of a wait for a state (a lost notification fails the test here instead of hanging it). */
const LIMITE_ESPERA_MS = 20_000;

let db: TestDatabase;
let smtp: SmtpPrueba;
let a: InstanciaPrueba;
let b: InstanciaPrueba;

async function llamar(instancia: InstanciaPrueba, ruta: string, json: unknown, cookie = '') {
  return fetch(`${instancia.base}/trpc/${ruta}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instancia.base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ json }),
  });
}

async function ingresar(instancia: InstanciaPrueba, usuario: string): Promise<string> {
  const res = await llamar(instancia, 'auth.login', { usuario, contrasena: DEMO_PASSWORD, portal: 'staff' });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('talento_sesion_staff='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

async function usuarioDe(instancia: InstanciaPrueba, cookie: string): Promise<string | null> {
  const res = await llamar(instancia, 'auth.me', null, cookie);
  if (res.status === 401) return null;
  expect(res.status).toBe(200);
  const cuerpo = (await res.json()) as { result: { data: { json: { usuario: { username: string } } } } };
  return cuerpo.result.data.json.usuario.username;
}

/** Waits until `instancia` answers `ruta` with `status` (polled every 25 ms). */
async function esperarRespuesta(
  instancia: InstanciaPrueba,
  ruta: string,
  cookie: string,
  status: number,
): Promise<void> {
  const limite = Date.now() + LIMITE_ESPERA_MS;
  while (Date.now() < limite) {
    if ((await llamar(instancia, ruta, null, cookie)).status === status) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(
    `${instancia.nombre} no respondió ${status} a ${ruta}: la notificación no vació su caché de sesiones`,
  );
}

const sql = <T>(consulta: string, params: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(consulta, params);

/** Deliveries each instance logged ("outbox: correo enviado", pino JSON on stdout). */
function enviadosPor(instancia: InstanciaPrueba): number {
  return instancia.lineas.filter((l) => l.includes('"outbox: correo enviado"')).length;
}

beforeAll(async () => {
  db = await createTestDatabase('dos_instancias');
  smtp = await iniciarSmtpPrueba({ demoraMs: DEMORA_SMTP_MS });
  const opciones = {
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    entorno: { OUTBOX_INTERVALO_MS: '500', TALENTO_CACHE_SESIONES_MS: CACHE_SESIONES_MS },
  };
  // Started together: both migrate and start the pg-boss queue on the same database at once, as a deploy does.
  [a, b] = await Promise.all([iniciarInstancia('A', opciones), iniciarInstancia('B', opciones)]);
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.detener(), b?.detener()]);
  await smtp?.cerrar();
  await db?.drop();
}, 30_000);

describe('dos instancias del servidor sobre un mismo PostgreSQL', () => {
  it('una sesión abierta en una instancia sirve en la otra', async () => {
    const deA = await ingresar(a, 'jefe');
    const deB = await ingresar(b, 'psicologa');
    expect(await usuarioDe(b, deA)).toBe('jefe');
    expect(await usuarioDe(a, deB)).toBe('psicologa');
    expect(await usuarioDe(a, deA)).toBe('jefe');
  });

  it('cerrar la sesión en una instancia la rechaza en la otra, que la tenía en su caché', async () => {
    const cookie = await ingresar(b, 'ejecutivo');
    // B reads the session now, so it sits in B's cache for the whole TTL unless a notification empties it.
    expect(await usuarioDe(b, cookie)).toBe('ejecutivo');
    expect((await llamar(a, 'auth.logout', null, cookie)).status).toBe(200);
    await esperarRespuesta(b, 'auth.me', cookie, 401);
    expect(await usuarioDe(a, cookie)).toBeNull();
  });

  it('quitar un permiso se ve en la otra instancia, que tenía la sesión en su caché', async () => {
    const cookie = await ingresar(a, 'psicologa');
    expect((await llamar(b, 'pedidos.dashboard', {}, cookie)).status).toBe(200);
    const [u] = await sql<{
      id: number;
      password_hash: string;
      first_name: string;
      last_name: string;
      email: string;
    }>(`select id, password_hash, first_name, last_name, email from usuario where username = 'psicologa'`);
    const clientes = await sql<{ numero_documento: string }>(
      `select c.numero_documento from cliente c join usuario_cliente uc on uc.cliente_id = c.id where uc.usuario_id = ?`,
      [u!.id],
    );
    // The administrator takes her out of the psychologists' group with what `npm run user:create` runs.
    await crearOActualizarUsuario(db.orm.em.fork(), {
      username: 'psicologa',
      firstName: u!.first_name,
      lastName: u!.last_name,
      email: u!.email,
      passwordHash: u!.password_hash,
      grupos: [GRUPO_STAFF],
      documentosClientes: clientes.map((c) => c.numero_documento),
      esStaffCliente: false,
    });
    await esperarRespuesta(b, 'pedidos.dashboard', cookie, 403);
    expect((await llamar(a, 'pedidos.dashboard', {}, cookie)).status).toBe(403);
    // Still signed in: only the permission went away.
    expect(await usuarioDe(b, cookie)).toBe('psicologa');
  });

  it(`los trabajadores de ambas instancias entregan cada correo exactamente una vez (${CORREOS} correos)`, async () => {
    const [pedido] = await sql<{ id: number }>(
      `select id from pedido where estado_pedido in (2, 3, 4) and not es_stock order by id limit 1`,
    );
    expect(pedido).toBeDefined();
    const cookies = { A: await ingresar(a, 'jefe'), B: await ingresar(b, 'jefe') };
    const direcciones = Array.from({ length: CORREOS }, (_, i) => `invitado-${i}@dos-instancias.test`);
    // Six invitations of five addresses, alternating instances: each queues its e-mails in the outbox.
    for (let lote = 0; lote < CORREOS / 5; lote++) {
      const instancia = lote % 2 === 0 ? a : b;
      const correos = direcciones.slice(lote * 5, lote * 5 + 5).join(';');
      const res = await llamar(
        instancia,
        'candidatosPedido.invitarPorCorreo',
        { pedidoId: pedido!.id, correos },
        cookies[instancia.nombre as 'A' | 'B'],
      );
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const recibidos = () =>
      smtp.recibidos.filter((m) => m.para.some((p) => p.endsWith('@dos-instancias.test')));
    // Settled: every row sent and no delivery job of either instance queued, retrying or running. A duplicate could
    // only come from such a job (the pumps hand out Pendiente rows only), so nothing can arrive after this state.
    const enviadas = async () =>
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from mensaje_saliente where destino like '%@dos-instancias.test' and estado = 1`,
        )
      )[0]!.n === CORREOS;
    await esperarAsentado(
      db.orm,
      COLA_CORREO,
      async () => recibidos().length >= CORREOS && (await enviadas()),
      45_000,
    );

    const para = recibidos().flatMap((m) => m.para);
    expect(para).toHaveLength(CORREOS);
    expect(new Set(para)).toEqual(new Set(direcciones));
    const filas = await sql<{ estado: number; intentos: number }>(
      `select estado, intentos from mensaje_saliente where destino like '%@dos-instancias.test'`,
    );
    expect(filas).toHaveLength(CORREOS);
    expect(filas.every((f) => f.estado === 1 && f.intentos === 1)).toBe(true);
    const porInstancia = { A: enviadosPor(a), B: enviadosPor(b) };
    console.info(`[dos-instancias] correos entregados por A: ${porInstancia.A}, por B: ${porInstancia.B}`);
    expect(porInstancia.A + porInstancia.B).toBe(CORREOS);
    // With a slow relay one instance alone would need longer than the other's polling: both take part.
    expect(porInstancia.A).toBeGreaterThan(0);
    expect(porInstancia.B).toBeGreaterThan(0);
  }, 75_000);
});
