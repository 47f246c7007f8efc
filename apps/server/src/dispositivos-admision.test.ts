/**
 * The devices' API admission (issue 20) over real HTTP against a real PostgreSQL: no token, a made-up one, a
 * revoked device refused from the next call, the SQL of autenticar.ts as the only admission rule, the per-device
 * rate limit with Retry-After, and the OpenAPI document.
 */
import { describe, expect, it } from 'vitest';
import { entornoDispositivos, llamar, punto, type Respuesta } from './testing/dispositivos';
import { levantar } from './testing/http';

const e = entornoDispositivos('api_dispositivos_admision');
const { sql, contar, api, enrolar } = e;

describe('autenticación y límites', () => {
  it('sin token, con uno inventado o con uno revocado: 401; la revocación vale desde la siguiente llamada', async () => {
    expect(await api('GET', '/catalogos')).toMatchObject({
      status: 401,
      json: { error: { message: 'Falta el token del dispositivo (cabecera Authorization: Bearer).' } },
    });
    expect((await api('GET', '/catalogos', { token: 'inventado' })).status).toBe(401);
    const token = await enrolar('android-revocado');
    expect(
      (await api('POST', '/puntos', { token, cuerpo: { clave: 'antes', puntos: [punto()] } })).status,
    ).toBe(200);
    const [d] = await e.gerente.dispositivos
      .listar({ usuarioId: e.mercaderistaId })
      .then((l) => l.filter((x) => x.deviceId === 'android-revocado'));
    await e.gerente.dispositivos.revocar({ id: d!.id });
    const despues = await api('POST', '/puntos', { token, cuerpo: { clave: 'despues', puntos: [punto()] } });
    expect(despues).toMatchObject({
      status: 401,
      json: {
        error: {
          message:
            'El token del dispositivo no es válido o el dispositivo fue revocado. Enrole el dispositivo de nuevo.',
        },
      },
    });
    expect(await contar('lote_dispositivo', 'clave = ?', ['despues'])).toBe(0);
  });

  it('la admisión es la del SQL (autenticar.ts): con su token pero revocado aunque siga activo, inactivo, o de un usuario inactivo: 401', async () => {
    const token = await enrolar('android-admision');
    const catalogos = async () => (await api('GET', '/catalogos', { token })).status;
    expect(await catalogos()).toBe(200);
    const dispositivo = `device_id = 'android-admision'`;
    const casos = [
      {
        caso: 'revocado_at puesto, activo',
        romper: `update dispositivo set revocado_at = now() where ${dispositivo}`,
        arreglar: `update dispositivo set revocado_at = null where ${dispositivo}`,
      },
      {
        caso: 'inactivo',
        romper: `update dispositivo set activo = false where ${dispositivo}`,
        arreglar: `update dispositivo set activo = true where ${dispositivo}`,
      },
      {
        caso: 'usuario inactivo',
        romper: `update usuario set activo = false where id = ${e.mercaderistaId}`,
        arreglar: `update usuario set activo = true where id = ${e.mercaderistaId}`,
      },
    ];
    for (const { caso, romper, arreglar } of casos) {
      await sql(romper);
      expect(await catalogos(), caso).toBe(401);
      await sql(arreglar);
      expect(await catalogos(), `${caso}, arreglado`).toBe(200);
    }
  });

  it('pasado el límite por dispositivo responde 429 con Retry-After', async () => {
    const limitado = await levantar({ orm: e.db.orm, dist: e.dist, dispositivosPorMinuto: 3 });
    try {
      const token = await enrolar('android-limite');
      const estados: number[] = [];
      let ultima: Respuesta | undefined;
      for (let i = 0; i < 4; i++) {
        ultima = await llamar(limitado.base, 'GET', '/catalogos', { token });
        estados.push(ultima.status);
      }
      expect(estados).toEqual([200, 200, 200, 429]);
      expect(Number(ultima!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(ultima!.json.error?.message).toBe(
        'Demasiadas solicitudes de este dispositivo. Intente de nuevo en unos segundos.',
      );
      // Made-up tokens count per address (the enrolments above counted there too: the address starts this minute anew).
      await sql(`delete from limite_dispositivo where key like '%ip:%'`);
      const inventados = [];
      for (let i = 0; i < 4; i++)
        inventados.push(
          (await llamar(limitado.base, 'GET', '/catalogos', { token: `inventado-${i}` })).status,
        );
      expect(inventados).toEqual([401, 401, 401, 429]);
      // Another device has its own count.
      expect(
        (await llamar(limitado.base, 'GET', '/catalogos', { token: await enrolar('android-limite-2') }))
          .status,
      ).toBe(200);
    } finally {
      await limitado.close();
    }
  });

  it('el límite se cuenta en PostgreSQL: dos instancias (o dos procesos web) comparten la cuenta de un dispositivo', async () => {
    const a = await levantar({ orm: e.db.orm, dist: e.dist, dispositivosPorMinuto: 3 });
    const b = await levantar({ orm: e.db.orm, dist: e.dist, dispositivosPorMinuto: 3 });
    try {
      const token = await enrolar('android-limite-compartido');
      const estados: number[] = [];
      for (const instancia of [a, b, a, b])
        estados.push((await llamar(instancia.base, 'GET', '/catalogos', { token })).status);
      // In each process's memory both would have admitted all four.
      expect(estados).toEqual([200, 200, 200, 429]);
      const [fila] = await sql<{ points: number }>(
        `select points from limite_dispositivo where key like '%d:' || (select id from dispositivo where device_id = 'android-limite-compartido')`,
      );
      expect(fila?.points).toBe(4);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('sirve el documento OpenAPI', async () => {
    const r = await api('GET', '/openapi.json');
    expect(r).toMatchObject({ status: 200, json: { openapi: '3.1.0' } });
  });
});
