/**
 * pedidos.cancelar over real HTTP: a multipart/form-data request (as the staff client's non-batched
 * link sends a FormData) reaches the procedure with its fields and file, end to end.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_DETALLE } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createLogger } from './logger';

let db: TestDatabase;
let dist: string;
let server: Server;
let base: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return db.orm.em.fork().getConnection().execute<T[]>(query, params);
}

/** Logs in through /trpc/auth.login and returns the staff session cookie. */
async function cookieDe(usuario: string): Promise<string> {
  const res = await fetch(`${base}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ json: { usuario, contrasena: DEMO_PASSWORD, portal: 'staff' } }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('talento_sesion_staff='));
  return cookie!.split(';')[0]!;
}

async function pedidoEnEstado(estado: number) {
  const [p] = await sql<{ id: number; version: number }>(
    'select id, version from pedido where estado_pedido = ? and not es_hijo order by id limit 1',
    [estado],
  );
  return p!;
}

function formulario(p: { id: number; version: number }, archivo?: File): FormData {
  const fd = new FormData();
  fd.set('id', String(p.id));
  fd.set('version', String(p.version));
  fd.set('causa', '1');
  fd.set('razon', 'El cliente aplaza la contratación.');
  if (archivo) fd.set('archivo', archivo);
  return fd;
}

/** Sends the FormData as the browser does: multipart body, session cookie, same-site Origin. */
async function cancelar(cookie: string, fd: FormData) {
  const res = await fetch(`${base}/trpc/pedidos.cancelar`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: fd,
  });
  return { status: res.status, cuerpo: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  db = await createTestDatabase('server-cancelar');
  dist = await mkdtemp(path.join(os.tmpdir(), 'talento-dist-'));
  const app = createApp({ orm: db.orm, logger: createLogger('silent'), staffDist: dist, clienteDist: dist });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await db?.drop();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('POST /trpc/pedidos.cancelar as multipart/form-data', () => {
  it('cancels the order and stores the evidence file sent in the form', async () => {
    const cookie = await cookieDe('jefe');
    const p = await pedidoEnEstado(3);
    const { status, cuerpo } = await cancelar(
      cookie,
      formulario(p, new File([PDF], 'evidencia.pdf', { type: 'application/pdf' })),
    );
    expect(status, JSON.stringify(cuerpo)).toBe(200);
    expect(cuerpo).toMatchObject({
      result: { data: { json: { id: p.id, estado: 0, mensaje: MENSAJES_DETALLE.cancelado } } },
    });
    const [fila] = await sql<{ estado_pedido: number; causa_cancelacion: number }>(
      'select * from pedido where id = ?',
      [p.id],
    );
    expect(fila).toMatchObject({ estado_pedido: 0, causa_cancelacion: 1 });
    const archivos = await sql<{ nombre: string; contenido: Buffer }>(
      'select nombre, contenido from archivo_evidencia_cancelacion where pedido_id = ?',
      [p.id],
    );
    expect(archivos).toHaveLength(1);
    expect(archivos[0]!.nombre).toBe('evidencia.pdf');
    expect(Buffer.from(archivos[0]!.contenido).equals(PDF)).toBe(true);
  });

  it('an invalid file answers 400 with the field message and writes nothing', async () => {
    const cookie = await cookieDe('jefe');
    const p = await pedidoEnEstado(2);
    const { status, cuerpo } = await cancelar(
      cookie,
      formulario(p, new File(['MZ'], 'programa.exe', { type: 'application/x-msdownload' })),
    );
    expect(status).toBe(400);
    expect(JSON.stringify(cuerpo)).toContain(MENSAJES_DETALLE.archivoTipo);
    expect(JSON.stringify(cuerpo)).not.toMatch(/"stack"|node_modules/);
    const [fila] = await sql<{ estado_pedido: number }>('select estado_pedido from pedido where id = ?', [
      p.id,
    ]);
    expect(fila!.estado_pedido).toBe(2);
  });

  it('a file name with a right-to-left override (a disguised .exe) answers 400 and writes nothing', async () => {
    const cookie = await cookieDe('jefe');
    const p = await pedidoEnEstado(2);
    // Shown by a browser as "evidencia" followed by the reversed "exe.pdf": the real extension hides behind U+202E.
    const disfrazado = new File([PDF], 'evidencia\u202Efdp.exe.pdf', { type: 'application/pdf' });
    const { status, cuerpo } = await cancelar(cookie, formulario(p, disfrazado));
    expect(status).toBe(400);
    expect(JSON.stringify(cuerpo)).toContain(MENSAJES_DETALLE.archivoNombre);
    const [fila] = await sql<{ estado_pedido: number }>('select estado_pedido from pedido where id = ?', [
      p.id,
    ]);
    expect(fila!.estado_pedido).toBe(2);
    expect(await sql('select 1 from archivo_evidencia_cancelacion where pedido_id = ?', [p.id])).toHaveLength(
      0,
    );
  });

  it('a body above the upload limit is refused and writes nothing', async () => {
    const cookie = await cookieDe('jefe');
    const p = await pedidoEnEstado(2);
    const grande = new File([PDF, Buffer.alloc(10 * 1024 * 1024)], 'grande.pdf', { type: 'application/pdf' });
    const { status } = await cancelar(cookie, formulario(p, grande));
    expect([400, 413]).toContain(status);
    const [fila] = await sql<{ estado_pedido: number }>('select estado_pedido from pedido where id = ?', [
      p.id,
    ]);
    expect(fila!.estado_pedido).toBe(2);
  });

  it('reclutador is refused with 403', async () => {
    const cookie = await cookieDe('reclutador');
    const p = await pedidoEnEstado(4);
    const { status } = await cancelar(cookie, formulario(p));
    expect(status).toBe(403);
    const [fila] = await sql<{ estado_pedido: number }>('select estado_pedido from pedido where id = ?', [
      p.id,
    ]);
    expect(fila!.estado_pedido).toBe(4);
  });
});
