import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configPush, entornoProcesoWeb, readEnv, REPO_ROOT } from './env';

describe('readEnv: TALENTO_TRUST_PROXY (issue 12 §9)', () => {
  it('takes the load balancer addresses, subnets and proxy-addr names', () => {
    expect(
      readEnv({ TALENTO_TRUST_PROXY: '10.0.0.5, 10.0.0.0/24,loopback, ::1, fd00::/8' }).TALENTO_TRUST_PROXY,
    ).toEqual(['10.0.0.5', '10.0.0.0/24', 'loopback', '::1', 'fd00::/8']);
    expect(readEnv({}).TALENTO_TRUST_PROXY).toEqual([]);
  });

  it.each(['true', '1', '*', '10.0.0.0/33', 'proxy.example.co'])(
    'refuses %j with a Spanish message asking for addresses',
    (valor) => {
      expect(() => readEnv({ TALENTO_TRUST_PROXY: valor })).toThrow(
        /TALENTO_TRUST_PROXY: indique las direcciones del balanceador/,
      );
    },
  );
});

describe('readEnv: the daily stock job (issue 16)', () => {
  it('runs by default every day at 05:00 and can be turned off or moved', () => {
    expect(readEnv({})).toMatchObject({ STOCK_MANTENIMIENTO: true, STOCK_MANTENIMIENTO_CRON: '0 5 * * *' });
    expect(readEnv({ STOCK_MANTENIMIENTO: 'false', STOCK_MANTENIMIENTO_CRON: '30 4 * * 1-5' })).toMatchObject(
      {
        STOCK_MANTENIMIENTO: false,
        STOCK_MANTENIMIENTO_CRON: '30 4 * * 1-5',
      },
    );
  });

  it.each(['todos los días', '0 5 * *', '0 5 * * * *'])(
    'refuses the cron %j with a Spanish message',
    (valor) => {
      expect(() => readEnv({ STOCK_MANTENIMIENTO_CRON: valor })).toThrow(
        /STOCK_MANTENIMIENTO_CRON: indique una expresión cron de 5 campos/,
      );
    },
  );
});

describe('readEnv: REPORTES_ORIGENES (issue 19, named reports)', () => {
  it('takes bare origins separated by commas or spaces; none by default', () => {
    expect(readEnv({}).REPORTES_ORIGENES).toEqual([]);
    expect(
      readEnv({ REPORTES_ORIGENES: 'https://bi.ejemplo.co, https://tableros.co:8443 http://localhost:5000' })
        .REPORTES_ORIGENES,
    ).toEqual(['https://bi.ejemplo.co', 'https://tableros.co:8443', 'http://localhost:5000']);
  });

  it.each(['*', 'http://bi.ejemplo.co', 'https://bi.ejemplo.co/embed'])(
    'refuses %j with a Spanish message',
    (valor) => {
      expect(() => readEnv({ REPORTES_ORIGENES: valor })).toThrow(/REPORTES_ORIGENES: orígenes no válidos/);
    },
  );
});

describe('readEnv: the operations-indicators job (issue 19)', () => {
  it('runs by default every minute with 10-minute fresh figures, and can be turned off or tuned', () => {
    expect(readEnv({})).toMatchObject({
      REPORTES_INDICADORES: true,
      REPORTES_CRON: '* * * * *',
      REPORTES_FRESCURA_MINUTOS: 10,
    });
    expect(
      readEnv({ REPORTES_INDICADORES: '0', REPORTES_CRON: '*/5 * * * *', REPORTES_FRESCURA_MINUTOS: '30' }),
    ).toMatchObject({
      REPORTES_INDICADORES: false,
      REPORTES_CRON: '*/5 * * * *',
      REPORTES_FRESCURA_MINUTOS: 30,
    });
  });

  it('refuses a bad cron or freshness', () => {
    expect(() => readEnv({ REPORTES_CRON: 'cada minuto' })).toThrow(
      /REPORTES_CRON: indique una expresión cron de 5 campos/,
    );
    expect(() => readEnv({ REPORTES_FRESCURA_MINUTOS: '0' })).toThrow(/REPORTES_FRESCURA_MINUTOS/);
  });
});

describe('readEnv: GOOGLE_MAPS_API_KEY (issue 20)', () => {
  it('a key is kept; empty or blank is no key (the SVG map), not a failed start', () => {
    expect(readEnv({ GOOGLE_MAPS_API_KEY: ' AIza-clave ' }).GOOGLE_MAPS_API_KEY).toBe('AIza-clave');
    for (const vacio of ['', '   '])
      expect(readEnv({ GOOGLE_MAPS_API_KEY: vacio }).GOOGLE_MAPS_API_KEY).toBeUndefined();
    expect(readEnv({}).GOOGLE_MAPS_API_KEY).toBeUndefined();
  });
});

describe('readEnv: push (FCM HTTP v1 service account)', () => {
  const clave = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const cuenta = {
    type: 'service_account',
    project_id: 'talento-fcm',
    private_key_id: 'k1',
    private_key: clave,
    client_email: 'push@talento-fcm.iam.gserviceaccount.com',
    token_uri: 'https://oauth2.googleapis.com/token',
  };

  it('takes the JSON key as text or from a file; the project defaults to its project_id; none: nothing is pushed', () => {
    expect(configPush(readEnv({}))).toBeNull();
    expect(configPush(readEnv({ PUSH_CUENTA_SERVICIO: JSON.stringify(cuenta) }))).toMatchObject({
      url: 'https://fcm.googleapis.com',
      proyecto: 'talento-fcm',
      cuenta: { client_email: cuenta.client_email },
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'cuenta-'));
    writeFileSync(path.join(dir, 'cuenta.json'), JSON.stringify(cuenta));
    expect(
      configPush(
        readEnv({ PUSH_CUENTA_SERVICIO_ARCHIVO: path.join(dir, 'cuenta.json'), PUSH_PROYECTO: 'otro' }),
      ),
    ).toMatchObject({ proyecto: 'otro', cuenta: { token_uri: cuenta.token_uri } });
  });

  it.each([
    [{ PUSH_CUENTA_SERVICIO: '{no es json' }, /PUSH_CUENTA_SERVICIO: no es JSON/],
    [
      { PUSH_CUENTA_SERVICIO: JSON.stringify({ ...cuenta, private_key: 'x' }) },
      /private_key debe ser la clave RSA/,
    ],
    [{ PUSH_CUENTA_SERVICIO_ARCHIVO: '/no/existe.json' }, /PUSH_CUENTA_SERVICIO_ARCHIVO: no se pudo leer/],
    [
      { PUSH_CUENTA_SERVICIO: JSON.stringify({ ...cuenta, project_id: undefined }) },
      /PUSH_PROYECTO: indique el proyecto/,
    ],
    [{ PUSH_TOKEN: 'fijo' }, /PUSH_TOKEN: ya no se usa/],
  ])('refuses %j with a Spanish message', (env, mensaje) => {
    expect(() => readEnv(env)).toThrow(mensaje);
  });
});

describe('TALENTO_PG_EPHEMERAL', () => {
  it('is for tests only: refused with NODE_ENV=production (the default), accepted with test or development', () => {
    for (const entorno of [{}, { NODE_ENV: 'production' }])
      expect(() => readEnv({ ...entorno, TALENTO_PG_EPHEMERAL: 'true' })).toThrow(
        /TALENTO_PG_EPHEMERAL: es solo para pruebas/,
      );
    expect(readEnv({ NODE_ENV: 'test', TALENTO_PG_EPHEMERAL: 'true' }).TALENTO_PG_EPHEMERAL).toBe(true);
    expect(readEnv({ NODE_ENV: 'development', TALENTO_PG_EPHEMERAL: '1' }).TALENTO_PG_EPHEMERAL).toBe(true);
    expect(readEnv({}).TALENTO_PG_EPHEMERAL).toBe(false);
  });
});

describe('env.base: embedded or external PostgreSQL, decided once', () => {
  const url = 'postgres://talento:clave@127.0.0.1:5432/talento';

  it('without DATABASE_URL, the embedded cluster with its folders; with it, the external server', () => {
    expect(readEnv({ TALENTO_PG_DIR: '.data/otra', TALENTO_RESPALDOS_DIR: '/respaldos' }).base).toEqual({
      tipo: 'embebida',
      datos: path.join(REPO_ROOT, '.data/otra'),
      respaldos: '/respaldos',
      programado: true,
    });
    expect(readEnv({ TALENTO_RESPALDOS: 'false' }).base).toMatchObject({
      tipo: 'embebida',
      programado: false,
    });
    expect(readEnv({ DATABASE_URL: url }).base).toEqual({ tipo: 'externa', url });
  });

  it("a web process of TALENTO_PROCESOS gets the primary's base, embedded or external", () => {
    // The primary's environment (relative folders, the backup job off), and what its workers read.
    const primario = readEnv({
      TALENTO_PG_DIR: '.data/pg',
      TALENTO_RESPALDOS_DIR: 'resp',
      TALENTO_RESPALDOS: '0',
    });
    const trabajador = readEnv({
      TALENTO_PG_DIR: 'otra/carpeta',
      TALENTO_RESPALDOS: 'true',
      ...entornoProcesoWeb(url, primario.base),
    });
    expect(trabajador.DATABASE_URL).toBe(url);
    expect(trabajador.base).toEqual(primario.base);
    const externo = readEnv({ DATABASE_URL: url });
    expect(readEnv(entornoProcesoWeb(url, externo.base)).base).toEqual({ tipo: 'externa', url });
  });

  it("TALENTO_BASE_EMBEBIDA is the primary's to set: refused without DATABASE_URL or relative", () => {
    expect(() => readEnv({ TALENTO_BASE_EMBEBIDA: '/datos/pg' })).toThrow(
      /TALENTO_BASE_EMBEBIDA: la pone el proceso principal/,
    );
    expect(() => readEnv({ DATABASE_URL: url, TALENTO_BASE_EMBEBIDA: 'datos/pg' })).toThrow(
      /TALENTO_BASE_EMBEBIDA: debe ser una ruta absoluta/,
    );
  });
});
