/**
 * Issue 12 §4 and §9: anonymous floods are limited and counted in aggregate, and the hardening headers and rules of
 * docs/estilo.md §9 hold over real HTTP.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { rechazosAnonimos } from '@talento/api';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingresar, levantar, post, type ServidorDePrueba } from './testing/http';

let db: TestDatabase;
let dist: string;
const abiertos: ServidorDePrueba[] = [];

async function servidor(
  opciones: Omit<Parameters<typeof levantar>[0], 'orm' | 'dist'> = {},
): Promise<ServidorDePrueba> {
  const s = await levantar({ orm: db.orm, dist, ...opciones });
  abiertos.push(s);
  return s;
}

const sql = <T>(consulta: string, params: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(consulta, params);

/** A batch of `n` calls to a procedure that needs a session. */
const loteProtegido = (n: number) => ({
  ruta: `${Array.from({ length: n }, () => 'pedidos.dashboard').join(',')}?batch=1`,
  input: Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), { json: {} }])),
});

beforeAll(async () => {
  db = await createTestDatabase('server-endurecimiento');
  dist = await mkdtemp(path.join(os.tmpdir(), 'talento-dist-'));
});
afterAll(async () => {
  for (const s of abiertos) await s.close();
  await db?.drop();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('anonymous flood (issue 12 §4)', () => {
  it('100 batches of 10 anonymous calls: past the limit 429 with Retry-After; one aggregate row, no audit rows', async () => {
    // The proxy on loopback names the caller, so this test owns its address in the process-wide counter.
    const s = await servidor({ anonimosPorMinuto: 30, trustProxy: ['loopback'] });
    const atacante = '203.0.113.7';
    await rechazosAnonimos.vaciar(db.orm.em.fork());
    const [{ n: auditoriaAntes }] = (await sql<{ n: number }>(
      `select count(*)::int as n from auditoria`,
    )) as [{ n: number }];

    const { ruta, input } = loteProtegido(10);
    const estados: number[] = [];
    let ultimo = { status: 0, retryAfter: null as string | null, texto: '' };
    for (let i = 0; i < 100; i++) {
      const { res, texto } = await post(s.base, ruta, input, s.base, { 'x-forwarded-for': atacante });
      estados.push(res.status);
      ultimo = { status: res.status, retryAfter: res.headers.get('retry-after'), texto };
    }
    expect(estados.slice(0, 3)).toEqual([401, 401, 401]);
    expect(estados.slice(3).every((e) => e === 429)).toBe(true);
    expect(Number(ultimo.retryAfter)).toBeGreaterThan(0);
    expect(ultimo.texto).toContain(MENSAJES.errores.demasiadasSolicitudes);

    await rechazosAnonimos.vaciar(db.orm.em.fork());
    const filas = await sql<{ sin_sesion: number; por_limite: number }>(
      `select sin_sesion, por_limite from rechazo_anonimo where ip = ?`,
      [atacante],
    );
    expect(filas.length).toBeGreaterThanOrEqual(1);
    expect(filas.length).toBeLessThanOrEqual(2); // the run may straddle a minute boundary
    expect(filas.reduce((t, f) => t + f.sin_sesion, 0)).toBe(30);
    expect(filas.reduce((t, f) => t + f.por_limite, 0)).toBe(970);
    const [{ n: auditoriaDespues }] = (await sql<{ n: number }>(
      `select count(*)::int as n from auditoria`,
    )) as [{ n: number }];
    expect(auditoriaDespues).toBe(auditoriaAntes);
  });

  it('signed-in users are not limited, and their refusals keep one audit row each', async () => {
    const s = await servidor({ anonimosPorMinuto: 5 });
    const cookie = await ingresar(s.base, 'jefe');
    for (let i = 0; i < 20; i++) {
      const { res } = await post(s.base, 'pedidos.dashboard', { json: {} }, s.base, { cookie });
      expect(res.status).toBe(200);
    }
    const reclutador = await ingresar(s.base, 'reclutador');
    const antes = await sql(`select 1 from auditoria where accion = 'acceso_denegado'`);
    const { res } = await post(
      s.base,
      'pedidos.cancelar',
      { json: { id: 1, version: 1, causa: 1, razon: 'x' } },
      s.base,
      { cookie: reclutador },
    );
    expect(res.status).toBe(403);
    expect(await sql(`select 1 from auditoria where accion = 'acceso_denegado'`)).toHaveLength(
      antes.length + 1,
    );
  });
});

describe('X-Forwarded-For (issue 12 §9)', () => {
  it('is ignored unless the connection comes from a configured proxy address', async () => {
    const cuentaDe = async (ip: string) => {
      await rechazosAnonimos.vaciar(db.orm.em.fork());
      const filas = await sql<{ n: number }>(
        `select coalesce(sum(sin_sesion), 0)::int as n from rechazo_anonimo where ip = ?`,
        [ip],
      );
      return filas[0]!.n;
    };
    // A proxy configured elsewhere: the client on 127.0.0.1 cannot pick its address.
    const directo = await servidor({ trustProxy: ['10.0.0.1'] });
    await post(directo.base, 'pedidos.dashboard', { json: {} }, directo.base, {
      'x-forwarded-for': '198.51.100.1',
    });
    expect(await cuentaDe('198.51.100.1')).toBe(0);
    // Through the configured proxy (loopback here) the forwarded address is the caller's.
    const detrasDeProxy = await servidor({ trustProxy: ['loopback'] });
    await post(detrasDeProxy.base, 'pedidos.dashboard', { json: {} }, detrasDeProxy.base, {
      'x-forwarded-for': '198.51.100.2',
    });
    expect(await cuentaDe('198.51.100.2')).toBe(1);
  });
});

describe('headers and methods (issue 12 §9)', () => {
  it('GET /trpc is refused with 405 (queries go by POST); /trpc answers are never cached', async () => {
    const s = await servidor();
    const get = await fetch(
      `${s.base}/trpc/sistema.version?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`,
    );
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.text()).toContain(MENSAJES.errores.soloPost);
    const { res } = await post(s.base, 'sistema.version', { json: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('Permissions-Policy always; no Google in the CSP without a Maps key, the maps script with one', async () => {
    const sinClave = await fetch(`${(await servidor()).base}/healthz`);
    expect(sinClave.headers.get('permissions-policy')).toMatch(
      /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
    );
    expect(sinClave.headers.get('content-security-policy')).not.toMatch(/google/);
    const conClave = await fetch(`${(await servidor({ mapsKey: 'clave-de-prueba' })).base}/healthz`);
    expect(conClave.headers.get('content-security-policy')).toMatch(
      /script-src 'self' https:\/\/maps\.googleapis\.com/,
    );
  });

  it('frames: none without REPORTES_ORIGENES; only the configured report origins with it', async () => {
    const sin = (await fetch(`${(await servidor()).base}/healthz`)).headers.get('content-security-policy');
    expect(sin).toMatch(/frame-src 'none'/);
    const con = (
      await fetch(
        `${(await servidor({ origenesReportes: ['https://bi.ejemplo.co', 'https://tableros.co'] })).base}/healthz`,
      )
    ).headers.get('content-security-policy');
    expect(con).toMatch(/frame-src https:\/\/bi\.ejemplo\.co https:\/\/tableros\.co(;|$)/);
    expect(con).toMatch(/frame-ancestors 'none'/); // nobody may frame us
  });

  it('HSTS only when the site is https: public URL https, or https reported by a trusted proxy', async () => {
    const hsts = async (s: ServidorDePrueba, headers: Record<string, string> = {}) =>
      (await fetch(`${s.base}/healthz`, { headers })).headers.get('strict-transport-security');
    const plano = await servidor();
    expect(await hsts(plano)).toBeNull();
    expect(await hsts(plano, { 'x-forwarded-proto': 'https' })).toBeNull(); // nobody trusted said so
    expect(await hsts(await servidor({ publicUrl: 'https://talento.example.co' }))).toMatch(
      /^max-age=31536000/,
    );
    expect(
      await hsts(await servidor({ trustProxy: ['loopback'] }), { 'x-forwarded-proto': 'https' }),
    ).toMatch(/^max-age=31536000/);
  });
});
