/**
 * TALENTO_PROCESOS=2: two worker processes answer HTTP on one port; a worker that dies is replaced, and stopping the
 * primary stops them all and exits 0.
 */
import { readdirSync } from 'node:fs';
import { DEMO_PASSWORD } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarInstancia, type InstanciaPrueba } from './instancia-prueba';
import { iniciarSmtpPrueba, type SmtpPrueba } from './outbox/smtp-prueba';
import { esperar } from './testing/esperar';
import { hijosDe } from './testing/procesos';

let db: TestDatabase;
let smtp: SmtpPrueba;
let servidor: InstanciaPrueba;

async function login(): Promise<number> {
  const res = await fetch(`${servidor.base}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: servidor.base },
    body: JSON.stringify({ json: { usuario: 'jefe', contrasena: DEMO_PASSWORD, portal: 'staff' } }),
  });
  return res.status;
}

beforeAll(async () => {
  db = await createTestDatabase('server-procesos');
  smtp = await iniciarSmtpPrueba();
  servidor = await iniciarInstancia('procesos', {
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    entorno: { TALENTO_PROCESOS: '2' },
  });
}, 120_000);
afterAll(async () => {
  await servidor?.detener();
  await smtp?.cerrar();
  await db?.drop();
});

describe('TALENTO_PROCESOS=2', () => {
  it('two workers answer on one port; a killed worker is replaced; SIGTERM stops them all with exit 0', async () => {
    // The bounds are safety nets of waits for a state: a worker loads the built bundle in a second or two.
    await esperar(() => hijosDe(servidor.pid).length === 2, 60_000);
    const [primero] = hijosDe(servidor.pid);
    for (let i = 0; i < 10; i++) expect(await login()).toBe(200);
    // The bundle keeps @talento/rules' side-effect import that puts zod's own messages in Spanish.
    const invalido = await fetch(`${servidor.base}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: servidor.base },
      body: JSON.stringify({ json: { usuario: 'jefe', contrasena: DEMO_PASSWORD, portal: 'otro' } }),
    });
    expect(invalido.status).toBe(400);
    expect(await invalido.text()).toContain('Opción inválida: se esperaba una de');
    // On DATABASE_URL a web process reports no backups (the embedded case: procesos-web-respaldos.test.ts).
    const salud = (await (await fetch(`${servidor.base}/healthz`)).json()) as Record<string, unknown>;
    expect(salud).toMatchObject({ status: 'ok', db: 'ok' });
    expect(salud).not.toHaveProperty('respaldo');

    process.kill(primero!, 'SIGKILL');
    // The primary forks a replacement (it fails here if it never does).
    await esperar(() => {
      const hijos = hijosDe(servidor.pid);
      return hijos.length === 2 && !hijos.includes(primero!);
    }, 60_000);
    await esperar(async () => (await fetch(`${servidor.base}/healthz`)).ok, 30_000);
    for (let i = 0; i < 10; i++) expect(await login()).toBe(200);

    const hijos = hijosDe(servidor.pid);
    await servidor.detener();
    expect(servidor.codigoSalida()).toBe(0);
    await esperar(() => hijos.every((pid) => !readdirSync('/proc').includes(String(pid))), 10_000);
  }, 180_000);
});
