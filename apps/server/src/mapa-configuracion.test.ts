/**
 * GOOGLE_MAPS_API_KEY from the environment to the browser (issue 20): readEnv → the HTTP service → the tRPC context
 * → `mapa.configuracion`, and the CSP that lets the Maps script in only when the key is set.
 */
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { createLogger } from './logger';
import { ingresar, post } from './testing/http';
import { iniciarServicioHttp, type ServicioHttp } from './servicio-http';

let db: TestDatabase;
const abiertos: ServicioHttp[] = [];

/** The HTTP service as main.ts starts it, from these environment variables, on a free port. */
async function servicio(variables: Record<string, string>): Promise<string> {
  const env = readEnv({ PORT: '0', HOST: '127.0.0.1', ...variables });
  const s = await iniciarServicioHttp(db.orm, env, createLogger('silent'));
  abiertos.push(s);
  return `http://127.0.0.1:${(s.server.address() as AddressInfo).port}`;
}

async function configuracion(base: string, usuario: string): Promise<{ status: number; texto: string }> {
  const cookie = await ingresar(base, usuario);
  const { res, texto } = await post(base, 'mapa.configuracion', { json: {} }, base, { cookie });
  return { status: res.status, texto };
}

beforeAll(async () => {
  db = await createTestDatabase('server-mapa-configuracion');
});
afterAll(async () => {
  for (const s of abiertos) await s.detener();
  await db?.drop();
});

describe('GOOGLE_MAPS_API_KEY hasta el mapa', () => {
  it('con la clave: mapa.configuracion la entrega a quien ve el mapa, y la CSP deja entrar el script de Maps', async () => {
    const base = await servicio({ GOOGLE_MAPS_API_KEY: 'AIza-clave-del-entorno' });
    const { status, texto } = await configuracion(base, 'gerente');
    expect(status).toBe(200);
    expect(JSON.parse(texto)).toEqual({
      result: { data: { json: { googleMapsApiKey: 'AIza-clave-del-entorno' } } },
    });
    const csp = (await fetch(`${base}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/maps\.googleapis\.com(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.googleapis\.com(;|$)/);
    // Who may not see the map does not get the key either.
    const negado = await configuracion(base, 'reclutador');
    expect(negado.status).toBe(403);
    expect(negado.texto).not.toContain('AIza');
  });

  it('sin la clave: null, y nada de Google en la CSP', async () => {
    const base = await servicio({});
    const { status, texto } = await configuracion(base, 'gerente');
    expect(status).toBe(200);
    expect(JSON.parse(texto)).toEqual({ result: { data: { json: { googleMapsApiKey: null } } } });
    const csp = (await fetch(`${base}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/google/);
  });
});
