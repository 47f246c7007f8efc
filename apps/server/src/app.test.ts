import { request as peticionHttp } from 'node:http';
import { connect } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createOrm, freePort } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES, MENSAJES_DISPOSITIVOS, VERSION_APP } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import superjson, { type SuperJSONResult } from 'superjson';
import { ingresar, levantar, loginBody, post, type ServidorDePrueba } from './testing/http';

let db: TestDatabase;
let dist: string;
let servidor: ServidorDePrueba;

/**
 * POSTs `megas` MB of JSON in 64 KB chunks with no Content-Length (Transfer-Encoding: chunked), as an attacker
 * would to get past a Content-Length check. Resolves with the status, even when the server stops reading early.
 */
function postEnTrozos(base: string, ruta: string, megas: number, cookie?: string): Promise<number> {
  return postEnTrozosConTexto(base, ruta, megas, cookie).then((r) => r.status);
}

/**
 * A chunked POST (no Content-Length) of about `megas` MB, written as fast as the socket takes it; resolves with the
 * answer's status and body once read whole, and rejects on any connection error (a reset while or after writing).
 */
function postEnTrozosConTexto(
  base: string,
  ruta: string,
  megas: number,
  cookie?: string,
): Promise<{ status: number; texto: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${base}/trpc/${ruta}`);
    const req = peticionHttp(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        let texto = '';
        res.setEncoding('utf8');
        res.on('data', (t: string) => (texto += t));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, texto }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const trozo = 'a'.repeat(64 * 1024);
    req.write('{"json":{"usuario":"');
    let enviados = 0;
    const seguir = () => {
      while (enviados < megas * 16) {
        enviados++;
        if (!req.write(trozo)) return void req.once('drain', seguir);
      }
      req.end('","contrasena":"x","portal":"staff"}}');
    };
    seguir();
  });
}

/** No stack trace, file path or SQL in a response body. */
function sinDetallesInternos(texto: string) {
  expect(texto).not.toMatch(/"stack"/);
  expect(texto).not.toMatch(/\bat .+:\d+:\d+/);
  expect(texto).not.toMatch(/node_modules|\/src\//);
  expect(texto).not.toMatch(/select |insert into|ECONNREFUSED|127\.0\.0\.1:\d+|intento_ingreso/i);
}

beforeAll(async () => {
  db = await createTestDatabase('server');
  dist = await mkdtemp(path.join(os.tmpdir(), 'talento-dist-'));
  servidor = await levantar({ orm: db.orm, dist });
});
afterAll(async () => {
  await servidor?.close();
  await db?.drop();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('HTTP', () => {
  it('GET /healthz answers JSON with the database status and the version', async () => {
    const res = await fetch(`${servidor.base}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok', version: VERSION_APP });
  });

  it('POST /trpc without Origin or with a foreign Origin → 403', async () => {
    // The same host over another scheme is another site: a page served over plain http must not act on https.
    const otroEsquema = servidor.base.replace('http://', 'https://');
    for (const origin of [
      null,
      'https://evil.example',
      'null',
      `http://127.0.0.1.evil.example`,
      otroEsquema,
    ]) {
      const { res, texto } = await post(servidor.base, 'auth.login', loginBody('admin'), origin);
      expect(res.status, String(origin)).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(JSON.parse(texto)).toMatchObject({ error: { message: MENSAJES.errores.origen } });
    }
  });

  it('login sets an HttpOnly, SameSite=Lax session cookie that opens auth.me', async () => {
    const { res, texto } = await post(servidor.base, 'auth.login', loginBody('psicologa'));
    expect(res.status, texto).toBe(200);
    const cookies = res.headers.getSetCookie();
    const sesion = cookies.find((c) => c.startsWith('talento_sesion_staff='));
    expect(sesion).toBeDefined();
    expect(sesion).toMatch(/;\s*HttpOnly/i);
    expect(sesion).toMatch(/;\s*SameSite=Lax/i);
    expect(sesion).toMatch(/;\s*Path=\//i);
    expect(sesion).not.toMatch(/;\s*Secure/i); // plain http here; Secure only over https
    const token = /^talento_sesion_staff=([^;]+)/.exec(sesion!)![1]!;
    const me = await post(servidor.base, 'auth.me', { json: null }, servidor.base, {
      cookie: `talento_sesion_staff=${token}`,
    });
    expect(me.res.status).toBe(200);
    expect(me.texto).toContain('"username":"psicologa"');
    const otroPortal = await post(servidor.base, 'auth.me', { json: null }, servidor.base, {
      cookie: `talento_sesion_cliente=${token}`,
      'x-talento-portal': 'cliente',
    });
    expect(otroPortal.res.status).toBe(401);
  });

  it('a chunked JSON body past 1 MB (no Content-Length) is cut off with 413, anonymous or signed in', async () => {
    expect(await postEnTrozos(servidor.base, 'auth.login', 9)).toBe(413);
    const login = await post(servidor.base, 'auth.login', loginBody('jefe'));
    const cookie = (login.res.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^talento_sesion_staff=/);
    expect(await postEnTrozos(servidor.base, 'pedidos.comentar', 9, cookie)).toBe(413);
    // A small chunked body is still read and validated (empty user name: 400 with its field message, not 413).
    expect(await postEnTrozos(servidor.base, 'auth.login', 0)).toBe(400);
  });

  it('a chunked body past the limit always gets its 413 and Spanish message, never a connection reset', async () => {
    // The rest of the body is read and thrown away before answering: closing with unread bytes was a reset.
    for (let i = 0; i < 15; i++)
      expect(await postEnTrozosConTexto(servidor.base, 'auth.login', 3)).toEqual({
        status: 413,
        texto: expect.stringContaining(MENSAJES.errores.solicitudGrande) as unknown,
      });
  });

  it('a JSON body that declares more than 1 MB is refused with 413 and the Spanish message before it is read', async () => {
    const { res, texto } = await post(servidor.base, 'auth.login', {
      json: { usuario: 'x'.repeat(1024 * 1024 + 10), contrasena: 'x', portal: 'staff' },
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(texto)).toMatchObject({
      error: { message: MENSAJES.errores.solicitudGrande, code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it("the export's and the backup download's bodies: past their limit 413, malformed 400, each with its Spanish message (never a 500)", async () => {
    const cookie = await ingresar(servidor.base, 'admin');
    const enviar = (ruta: string, tipo: string, cuerpo: string) =>
      fetch(`${servidor.base}${ruta}`, {
        method: 'POST',
        headers: { 'content-type': tipo, origin: servidor.base, cookie },
        body: cuerpo,
      }).then(async (r) => ({ status: r.status, cuerpo: await r.json() }));
    const json = 'application/json';
    const formulario = 'application/x-www-form-urlencoded';
    expect(
      await enviar('/api/exportar/pedidos', json, JSON.stringify({ filtros: { texto: 'x'.repeat(70_000) } })),
    ).toEqual({ status: 413, cuerpo: { error: { message: MENSAJES.errores.solicitudGrande } } });
    expect(await enviar('/api/exportar/pedidos', json, '{"filtros": ')).toEqual({
      status: 400,
      cuerpo: { error: { message: MENSAJES.errores.solicitudMalformada } },
    });
    expect(await enviar('/api/respaldos/descargar', formulario, `nombre=${'x'.repeat(4096)}`)).toEqual({
      status: 413,
      cuerpo: { error: { message: MENSAJES.errores.solicitudGrande } },
    });
    // The devices' API in its own words.
    expect(
      await enviar('/api/dispositivos/v1/enrolamiento', json, JSON.stringify({ codigo: 'x'.repeat(20_000) })),
    ).toEqual({ status: 413, cuerpo: { error: { message: MENSAJES_DISPOSITIVOS.muyGrande } } });
  });

  it('a JSON answer (uncompressed) goes whole with its Content-Length, and superjson reads its dates back as Dates', async () => {
    const cookie = await ingresar(servidor.base, 'jefe');
    const { res, texto } = await post(
      servidor.base,
      'citas.listar,sistema.version?batch=1',
      { 0: { json: {} }, 1: {} },
      servidor.base,
      { cookie, 'accept-encoding': 'identity' },
    );
    expect(res.status, texto).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(texto));
    const [citas, version] = JSON.parse(texto) as [
      { result: { data: SuperJSONResult } },
      { result: { data: SuperJSONResult } },
    ];
    const lista = superjson.deserialize<{ filas: { fechaHoraEntrevista: Date }[]; total: number }>(
      citas.result.data,
    );
    expect(lista.filas.length).toBeGreaterThan(0);
    for (const fila of lista.filas) expect(fila.fechaHoraEntrevista).toBeInstanceOf(Date);
    expect(superjson.deserialize(version.result.data)).toMatchObject({ version: VERSION_APP });
  });

  it('a JSON answer travels brotli (or gzip) when the browser accepts it, whole with its Content-Length; a small one as it is', async () => {
    const cookie = await ingresar(servidor.base, 'jefe');
    const llamar = async (aceptadas: string) => {
      const res = await fetch(`${servidor.base}/trpc/citas.listar`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: servidor.base,
          'x-talento-portal': 'staff',
          cookie,
          'accept-encoding': aceptadas,
        },
        body: JSON.stringify({ json: {} }),
      });
      // fetch undoes the encoding: what travelled is Content-Length bytes; the text is the JSON itself.
      const texto = await res.text();
      return { res, texto };
    };
    const plano = await llamar('identity');
    expect(plano.res.headers.get('content-encoding')).toBeNull();
    const largo = Buffer.byteLength(plano.texto);
    expect(largo).toBeGreaterThan(1024);
    for (const [aceptadas, codificacion] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const { res, texto } = await llamar(aceptadas);
      expect(res.status, texto).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(codificacion);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('transfer-encoding')).toBeNull();
      expect(Number(res.headers.get('content-length'))).toBeLessThan(largo / 2);
      expect(JSON.parse(texto)).toEqual(JSON.parse(plano.texto));
    }
    // Under 1 KB: as it is, even when compression is accepted.
    const version = await fetch(`${servidor.base}/trpc/sistema.version`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: servidor.base, 'accept-encoding': 'br, gzip' },
      body: '{}',
    });
    expect(version.status).toBe(200);
    expect(version.headers.get('content-encoding')).toBeNull();
  });

  it('an absolute-form request target (as a proxy sends it) is served like the usual one', async () => {
    const { hostname, port } = new URL(servidor.base);
    const respuesta = await new Promise<string>((resolve, reject) => {
      const s = connect({ host: hostname, port: Number(port) }, () => {
        s.end(
          `POST ${servidor.base}/trpc/sistema.version?batch=1 HTTP/1.1\r\nhost: ${hostname}:${port}\r\norigin: ${servidor.base}\r\ncontent-type: application/json\r\ncontent-length: 8\r\nconnection: close\r\n\r\n{"0":{}}`,
        );
      });
      let texto = '';
      s.on('data', (d: Buffer) => (texto += d.toString()));
      s.on('end', () => resolve(texto));
      s.on('error', reject);
    });
    expect(respuesta.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(respuesta).toContain(VERSION_APP);
  });

  it('a batch of 11 calls is refused; 10 are served', async () => {
    const lote = (n: number) => `${Array.from({ length: n }, () => 'sistema.version').join(',')}?batch=1`;
    const input = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), {}]));
    const diez = await post(servidor.base, lote(10), input(10));
    expect(diez.res.status).toBe(200);
    expect(JSON.parse(diez.texto)).toHaveLength(10);
    const once = await post(servidor.base, lote(11), input(11));
    expect(once.res.status).toBe(400);
    expect(once.texto).toContain(MENSAJES.errores.loteGrande);
    expect(once.texto).not.toContain(VERSION_APP);
    const onceMutacion = await post(
      servidor.base,
      lote(11).replaceAll('sistema.version', 'auth.login'),
      input(11),
    );
    expect(onceMutacion.res.status).toBe(400);
  });

  it('a BAD_REQUEST carries the field messages and no stack', async () => {
    const { res, texto } = await post(servidor.base, 'auth.login', loginBody('', ''));
    expect(res.status).toBe(400);
    const cuerpo = JSON.parse(texto) as {
      error: { json: { message: string; data: Record<string, unknown> } };
    };
    expect(cuerpo.error.json.message).toBe('Información errada');
    expect(cuerpo.error.json.data.campos).toEqual({
      usuario: [MENSAJES.login.faltaCampo],
      contrasena: [MENSAJES.login.faltaCampo],
    });
    expect(cuerpo.error.json.data).not.toHaveProperty('stack');
    sinDetallesInternos(texto);
  });

  it('a body that is not JSON, or an input tRPC cannot read, is a 4xx with a Spanish message (never a 500)', async () => {
    const enviar = async (tipo: string | null, cuerpo: string, ruta = 'auth.login') => {
      const res = await fetch(`${servidor.base}/trpc/${ruta}`, {
        method: 'POST',
        headers: { origin: servidor.base, ...(tipo ? { 'content-type': tipo } : {}) },
        body: cuerpo,
      });
      const texto = await res.text();
      sinDetallesInternos(texto);
      return {
        status: res.status,
        mensaje: (JSON.parse(texto) as { error: { json: { message: string } } }).error.json.message,
      };
    };
    const malformada = { status: 400, mensaje: MENSAJES.errores.solicitudMalformada };
    const json = 'application/json';
    expect(await enviar(json, '{"json":{"usuario":')).toEqual(malformada);
    expect(await enviar(json, 'null')).toEqual(malformada);
    // superjson's meta that names types the value cannot have, or paths it does not have
    expect(await enviar(json, '{"json":{"usuario":"a"},"meta":{"values":["bigint"]}}')).toEqual(malformada);
    expect(
      await enviar(json, '{"json":{"usuario":"a"},"meta":{"values":{"usuario":["custom","x"]}}}'),
    ).toEqual(malformada);
    expect(
      await enviar(
        json,
        '{"json":{"usuario":"a"},"meta":{"referentialEqualities":{"usuario":["contrasena.__proto__"]}}}',
      ),
    ).toEqual(malformada);
    expect(await enviar(json, '{"0":{"json":1}}', 'auth.login,sistema.version?batch=1')).toEqual(malformada);
    expect(await enviar('text/plain', JSON.stringify(loginBody('jefe')))).toEqual({
      status: 415,
      mensaje: MENSAJES.errores.soloJson,
    });
    expect(await enviar(null, JSON.stringify(loginBody('jefe')))).toEqual({
      status: 415,
      mensaje: MENSAJES.errores.soloJson,
    });
    expect(await enviar(json, '{}', 'noExiste.nada')).toEqual({
      status: 404,
      mensaje: MENSAJES.errores.operacionInexistente,
    });
    // the schema's own messages are untouched
    expect(await enviar(json, '{"json":{"usuario":"a"},"meta":{"values":{"usuario":["Date"]}}}')).toEqual({
      status: 400,
      mensaje: MENSAJES.errores.informacionErrada,
    });
  });

  it('a database that cannot be reached is a 503 with a Spanish message, no stack, SQL or driver message', async () => {
    // A server whose ORM points at a port where nothing listens: every query fails inside the driver.
    // (Closing or dropping the pool is not enough: MikroORM reconnects and even recreates the database.)
    const orm = await createOrm({
      clientUrl: `postgres://postgres:x@127.0.0.1:${await freePort()}/talento`,
      poolMax: 1,
    });
    const roto = await levantar({ orm, dist });
    try {
      const { res, texto } = await post(roto.base, 'auth.login', loginBody('admin'));
      expect(res.status, texto).toBe(503);
      const cuerpo = JSON.parse(texto) as {
        error: { json: { message: string; data: Record<string, unknown> } };
      };
      expect(cuerpo.error.json.data.code).toBe('SERVICE_UNAVAILABLE');
      expect(cuerpo.error.json.message).toBe(MENSAJES.errores.baseNoDisponible);
      expect(cuerpo.error.json.data).not.toHaveProperty('stack');
      sinDetallesInternos(texto);
      const salud = await fetch(`${roto.base}/healthz`);
      expect(salud.status).toBe(503);
      expect(await salud.json()).toMatchObject({ status: 'la base de datos no responde', db: 'error' });
    } finally {
      await roto.close();
      await orm.close(true);
    }
  });
});
