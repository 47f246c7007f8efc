import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { callerFor, type Caller } from '@talento/api/testing';
import { sembrarFueraDeAlcance, type FueraDeAlcance } from '@talento/api/testing/fuera-de-alcance';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { PREFIJO_DISPOSITIVOS } from '../http/dispositivos/router';
import { levantar, type ServidorDePrueba } from './http';

export interface Respuesta {
  status: number;
  headers: Headers;
  json: { error?: { message: string } } & Record<string, unknown>;
}

export interface OpcionesLlamada {
  token?: string;
  cuerpo?: unknown;
  crudo?: string;
}

/** One call to the devices' API as a phone makes it (JSON, bearer token). */
export async function llamar(
  base: string,
  metodo: string,
  ruta: string,
  opciones: OpcionesLlamada = {},
): Promise<Respuesta> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opciones.token) headers.authorization = `Bearer ${opciones.token}`;
  const body =
    opciones.crudo ?? (opciones.cuerpo === undefined ? undefined : JSON.stringify(opciones.cuerpo));
  const res = await fetch(`${base}${PREFIJO_DISPOSITIVOS}${ruta}`, {
    method: metodo,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const texto = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    json: texto ? (JSON.parse(texto) as Respuesta['json']) : {},
  };
}

export const hace = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
export const punto = (lat = 4.711, lng = -74.0721, registradoEn = hace(1)) => ({ lat, lng, registradoEn });
/** A tiny valid PNG (1×1). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** What the devices' API tests share: a database, the product over HTTP, the gerente, the demo merchandiser. */
export interface EntornoDispositivos {
  db: TestDatabase;
  dist: string;
  servidor: ServidorDePrueba;
  gerente: Caller;
  fuera: FueraDeAlcance;
  mercaderistaId: number;
  almacenPropio: number;
  subTipoId: number;
  sql: <T = Record<string, unknown>>(q: string, p?: unknown[]) => Promise<T[]>;
  contar: (tabla: string, donde?: string, p?: unknown[]) => Promise<number>;
  api: (metodo: string, ruta: string, opciones?: OpcionesLlamada) => Promise<Respuesta>;
  /** Enrols a phone with a one-time code the gerente generates and returns its token. */
  enrolar: (deviceId: string, usuarioId?: number) => Promise<string>;
}

/** Registers the suite's beforeAll/afterAll; the fields are filled before the first test runs. */
export function entornoDispositivos(nombreBase: string): EntornoDispositivos {
  const e = {
    sql: <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
      e.db.orm.em.fork().getConnection().execute<T[]>(q, p),
    contar: async (tabla: string, donde = 'true', p: unknown[] = []) =>
      Number((await e.sql<{ n: string }>(`select count(*) n from ${tabla} where ${donde}`, p))[0]!.n),
    api: (metodo: string, ruta: string, opciones: OpcionesLlamada = {}) =>
      llamar(e.servidor.base, metodo, ruta, opciones),
    enrolar: async (deviceId: string, usuarioId = e.mercaderistaId) => {
      const { codigo } = await e.gerente.dispositivos.generarCodigo({ usuarioId });
      const r = await e.api('POST', '/enrolamiento', {
        cuerpo: { codigo, deviceId, nombre: 'Moto G', tokenPush: 'fcm-1' },
      });
      expect(r.status).toBe(201);
      return r.json.token as string;
    },
  } as EntornoDispositivos;

  beforeAll(async () => {
    e.db = await createTestDatabase(nombreBase);
    e.dist = await mkdtemp(path.join(os.tmpdir(), 'talento-dist-'));
    e.servidor = await levantar({ orm: e.db.orm, dist: e.dist });
    e.fuera = await sembrarFueraDeAlcance(e.db.orm);
    e.gerente = (await callerFor(e.db.orm, { usuario: 'gerente', portal: 'staff' })).caller;
    e.mercaderistaId = (
      await e.sql<{ id: number }>(`select id from usuario where username = 'mercaderista'`)
    )[0]!.id;
    e.almacenPropio = (
      await e.sql<{ id: number }>(
        'select a.id from almacen a join usuario_cliente uc on uc.cliente_id = a.cliente_id where uc.usuario_id = ? and a.activo order by a.id limit 1',
        [e.mercaderistaId],
      )
    )[0]!.id;
    e.subTipoId = (
      await e.sql<{ id: number }>(
        'select s.id from sub_tipo_novedad s join tipo_novedad t on t.id = s.tipo_novedad_id where s.activo and t.activo order by s.id limit 1',
      )
    )[0]!.id;
  });
  afterAll(async () => {
    await e.servidor?.close();
    await e.db?.drop();
    if (e.dist) await rm(e.dist, { recursive: true, force: true });
  });
  return e;
}
