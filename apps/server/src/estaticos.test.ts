/** Issue 13 budgets on the server side: compressed answers, hashed assets cached a year, index.html revalidated. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingresar, levantar, post, type ServidorDePrueba } from './testing/http';

let db: TestDatabase;
let dist: string;
let servidor: ServidorDePrueba;
const SCRIPT = `console.log(${JSON.stringify('Talento '.repeat(2000))});`;
/**
 * A built asset with its .br and .gz beside it. Their content differs from the plain file on purpose: an answer with
 * that content proves the server sent the file written at build time and did not compress the plain one itself.
 */
const PRECOMPRIMIDO = `console.log(${JSON.stringify('Precomprimido '.repeat(500))});`;
const PRECOMPRIMIDO_GZIP = `console.log(${JSON.stringify('Precomprimido gzip '.repeat(500))});`;

beforeAll(async () => {
  db = await createTestDatabase('server-estaticos');
  dist = await mkdtemp(path.join(os.tmpdir(), 'talento-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Talento</title><script src="/assets/app-3f9a1c.js"></script>',
  );
  await writeFile(path.join(dist, 'assets', 'app-3f9a1c.js'), SCRIPT);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'assets', 'vendor-77aa01.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'vendor-77aa01.js.br'), brotliCompressSync(PRECOMPRIMIDO));
  await writeFile(path.join(dist, 'assets', 'vendor-77aa01.js.gz'), gzipSync(PRECOMPRIMIDO_GZIP));
  servidor = await levantar({ orm: db.orm, dist });
});
afterAll(async () => {
  await servidor?.close();
  await db?.drop();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('static files and compression', () => {
  it('a hashed asset travels brotli-compressed (or gzip) and is cached a year as immutable', async () => {
    const br = await fetch(`${servidor.base}/assets/app-3f9a1c.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe(SCRIPT); // fetch decompresses: the bytes are the file's
    const gzip = await fetch(`${servidor.base}/cliente/assets/app-3f9a1c.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('an asset built with its .br and .gz is sent from those files, brotli first, with the same headers', async () => {
    const url = `${servidor.base}/assets/vendor-77aa01.js`;
    const br = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await br.text()).toBe(PRECOMPRIMIDO);
    const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(PRECOMPRIMIDO_GZIP);
    // A client that accepts neither gets the plain file.
    const plano = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plano.headers.get('content-encoding')).toBeNull();
    expect(await plano.text()).toBe(SCRIPT);
  });

  it('index.html and unhashed files are revalidated every time', async () => {
    for (const ruta of ['/', '/pedidos/12', '/cliente/', '/favicon.svg']) {
      const res = await fetch(`${servidor.base}${ruta}`);
      expect(res.status, ruta).toBe(200);
      expect(res.headers.get('cache-control'), ruta).toBe('no-cache');
    }
  });

  it('JSON answers of /trpc past 1 KB are compressed', async () => {
    const cookie = await ingresar(servidor.base, 'jefe');
    const { res, texto } = await post(servidor.base, 'pedidos.dashboard', { json: {} }, servidor.base, {
      cookie,
      'accept-encoding': 'br, gzip',
    });
    expect(res.status).toBe(200);
    expect(texto.length).toBeGreaterThan(1024);
    expect(res.headers.get('content-encoding')).toBe('br');
  });
});
