/**
 * POST /api/respaldos/descargar over HTTP: the backup file streamed whole to an administrator and audited; refused
 * like a tRPC call (status and Spanish message, nothing streamed, no audit row of a download) without a session, from
 * another origin, without admin_respaldos, for a name that is not a backup's, and with DATABASE_URL.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Auditoria } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_RESPALDOS } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { puertoRespaldos } from '../respaldo/puerto';
import { MANIFIESTO, VERIFICACION } from '../respaldo/respaldar';
import { ingresar, levantar, type ServidorDePrueba } from '../testing/http';

const NOMBRE = '2026-03-10_020000';
const CONTENIDO = Buffer.alloc(256 * 1024, 7);

let db: TestDatabase;
let carpeta: string;
let dist: string;
let servidor: ServidorDePrueba;
let externa: ServidorDePrueba;

beforeAll(async () => {
  db = await createTestDatabase('http_respaldos');
  carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-descarga-'));
  dist = await mkdtemp(path.join(os.tmpdir(), 'talento-dist-'));
  await mkdir(path.join(carpeta, NOMBRE));
  await writeFile(path.join(carpeta, NOMBRE, 'datos.tar.gz'), CONTENIDO);
  await writeFile(
    path.join(carpeta, NOMBRE, MANIFIESTO),
    JSON.stringify({
      fecha: '2026-03-10T07:00:00.000Z',
      archivo: 'datos.tar.gz',
      tamanoBytes: CONTENIDO.length,
    }),
  );
  await writeFile(path.join(carpeta, NOMBRE, VERIFICACION), JSON.stringify({ ok: true }));
  servidor = await levantar({ orm: db.orm, dist, puertoRespaldos: puertoRespaldos(carpeta) });
  externa = await levantar({ orm: db.orm, dist });
});
afterAll(async () => {
  await servidor?.close();
  await externa?.close();
  await db?.drop();
  if (carpeta) await rm(carpeta, { recursive: true, force: true });
  if (dist) await rm(dist, { recursive: true, force: true });
});

const descargar = (base: string, nombre: string, cookie?: string, origin: string | null = base) =>
  fetch(`${base}/api/respaldos/descargar`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ nombre }).toString(),
  });

const descargasAuditadas = () => db.orm.em.fork().count(Auditoria, { accion: 'respaldo.descargar' });

describe('POST /api/respaldos/descargar', () => {
  it('streams the whole file to an administrator as an attachment, audited', async () => {
    const cookie = await ingresar(servidor.base, 'admin');
    const antes = await descargasAuditadas();
    const res = await descargar(servidor.base, NOMBRE, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="talento-respaldo-${NOMBRE}.tar.gz"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(CONTENIDO)).toBe(true);
    expect(await descargasAuditadas()).toBe(antes + 1);
  });

  it('refuses without a session, from another origin, without the flag, a bad name and an external database', async () => {
    const admin = await ingresar(servidor.base, 'admin');
    const jefe = await ingresar(servidor.base, 'jefe');
    const antes = await descargasAuditadas();
    expect((await descargar(servidor.base, NOMBRE)).status).toBe(401);
    expect((await descargar(servidor.base, NOMBRE, admin, 'https://otro.example')).status).toBe(403);
    expect((await descargar(servidor.base, NOMBRE, jefe)).status).toBe(403);
    const malo = await descargar(servidor.base, '../../etc/passwd', admin);
    expect(malo.status).toBe(400);
    expect(await malo.text()).toContain('Información errada');
    expect((await descargar(servidor.base, '2026-01-01_020000', admin)).status).toBe(404);
    const sinPuerto = await descargar(externa.base, NOMBRE, await ingresar(externa.base, 'admin'));
    expect(sinPuerto.status).toBe(412);
    expect(await sinPuerto.text()).toContain(MENSAJES_RESPALDOS.baseExterna);
    expect(await descargasAuditadas()).toBe(antes);
  });
});
