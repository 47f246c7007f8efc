/**
 * Backup and restore of the embedded PostgreSQL (issue 37, point 7), on the real server in a child process with a
 * durable cluster in a temporary folder: data written, a backup taken by `npm run respaldo` (the built CLI) while two
 * writers keep committing (one over SQL, one through the product's API), more data written, the data folder destroyed,
 * `npm run restaurar`: every row committed before the backup started is there, what was committed during it is a
 * consistent prefix, nothing written after it is, and the product starts on the restored folder and serves it.
 */
import { readFile, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESQUEMA_PGBOSS } from './outbox/trabajador';
import { sha256 } from './respaldo/archivo';
import { COLA_RESPALDO } from './respaldo/programado';
import { leerJson, type Manifiesto } from './respaldo/respaldar';
import type { Verificacion } from './respaldo/verificar';
import { comentar, ingresar } from './testing/escrituras';
import { CRON_NUNCA, instalacionRespaldo, type InstalacionRespaldo } from './testing/respaldo';
import { iniciarServidorHijo, type ServidorHijo } from './testing/servidor-hijo';

let instalacion: InstalacionRespaldo;
let carpeta: string;
let dataDir: string;
let respaldos: string;
let servidor: ServidorHijo | undefined;

const variables = () => instalacion.variables();
const conectar = () => instalacion.conectar();
const conBase = <T>(fn: (c: pg.Client) => Promise<T>) => instalacion.conBase(fn);
const cli = (nombre: 'respaldo' | 'restaurar', args: string[] = []) => instalacion.cli(nombre, args);

/** A writer that commits one row after another until stopped; `confirmados` are the ones acknowledged. */
interface Escritor {
  confirmados: number[];
  detener(): Promise<void>;
}

function escritorSql(c: pg.Client): Escritor {
  const confirmados: number[] = [];
  let seguir = true;
  const bucle = (async () => {
    for (let n = 1; seguir; n++) {
      await c.query(`insert into carga_respaldo (n, relleno) values ($1, repeat('x', 2000))`, [n]);
      confirmados.push(n);
    }
  })();
  return {
    confirmados,
    detener: async () => {
      seguir = false;
      await bucle;
    },
  };
}

function escritorApi(base: string, cookie: string, pedidoId: number): Escritor {
  const confirmados: number[] = [];
  let seguir = true;
  const bucle = (async () => {
    for (let n = 1; seguir; n++) {
      const r = await comentar(base, cookie, pedidoId, `carga de respaldo ${n}`);
      if (r.status !== 200 || !r.id) throw new Error(`comentar respondió ${r.status}: ${r.mensaje}`);
      confirmados.push(r.id);
    }
  })();
  return {
    confirmados,
    detener: async () => {
      seguir = false;
      await bucle;
    },
  };
}

beforeAll(async () => {
  instalacion = await instalacionRespaldo('talento-respaldo-');
  ({ carpeta, dataDir, respaldos } = instalacion);
  servidor = await iniciarServidorHijo(variables()); // initdb, migrations and the demo seed
}, 180_000);

afterAll(async () => {
  await servidor?.detener();
  if (carpeta) await rm(carpeta, { recursive: true, force: true });
});

describe('npm run respaldo / npm run restaurar', () => {
  it('restores everything committed before the backup, consistent under a write load, and the product serves it', async () => {
    const base = servidor!.base;
    const cookie = await ingresar(base);
    const pedidoId = await conBase(
      async (c) => (await c.query<{ id: number }>('select id from pedido order by id limit 1')).rows[0]!.id,
    );
    await conBase((c) =>
      c.query(
        `create table carga_respaldo (n int primary key, relleno text not null);
         create table marca_respaldo (momento text primary key)`,
      ),
    );
    await conBase((c) => c.query(`insert into marca_respaldo values ('antes')`));
    // No backup yet: /healthz says so.
    expect(((await (await fetch(`${base}/healthz`)).json()) as { respaldo: unknown }).respaldo).toEqual({
      ultimoVerificado: null,
      horas: null,
      atrasado: true,
    });

    // Writes committed while the backup runs.
    const c = await conectar();
    const sql = escritorSql(c);
    const api = escritorApi(base, cookie, pedidoId);
    await expect
      .poll(() => sql.confirmados.length > 50 && api.confirmados.length > 5, { timeout: 30_000 })
      .toBe(true);
    const antes = { sql: sql.confirmados.length, api: [...api.confirmados] };
    const respaldo = await cli('respaldo');
    const despues = { sql: sql.confirmados.length, api: [...api.confirmados] };
    await sql.detener();
    await api.detener();
    await c.end();
    expect(respaldo.errores).toBe('');
    expect(respaldo.codigo).toBe(0);
    expect(respaldo.salida).toContain(
      'Verificado: se restauró en una carpeta temporal y la comprobación pasó.',
    );
    // The writers kept committing during the backup (an online backup, not a pause).
    expect(despues.sql).toBeGreaterThan(antes.sql);

    // The manifest and the verification beside the file.
    // The backups (not the WAL archive beside them).
    const [nombre] = await instalacion.listarRespaldos();
    const carpetaRespaldo = path.join(respaldos, nombre!);
    const manifiesto = JSON.parse(
      await readFile(path.join(carpetaRespaldo, 'manifiesto.json'), 'utf8'),
    ) as Manifiesto;
    expect(manifiesto.sha256).toBe(await sha256(path.join(carpetaRespaldo, manifiesto.archivo)));
    expect(manifiesto.servidorEnMarcha).toBe(true);
    expect(manifiesto.ultimaMigracion).toMatch(/^Migration\d+_/);
    const verificacion = JSON.parse(
      await readFile(path.join(carpetaRespaldo, 'verificacion.json'), 'utf8'),
    ) as Verificacion;
    expect(verificacion.ok).toBe(true);
    expect(verificacion.integridad!.ultimaMigracion).toBe(manifiesto.ultimaMigracion);
    expect(verificacion.integridad!.filas.carga_respaldo).toBeGreaterThanOrEqual(antes.sql);
    expect(verificacion.integridad!.filas.usuario).toBeGreaterThan(0);
    // /healthz reports the last verified backup.
    expect(((await (await fetch(`${base}/healthz`)).json()) as { respaldo: unknown }).respaldo).toEqual({
      ultimoVerificado: manifiesto.fecha,
      horas: 0,
      atrasado: false,
    });

    // Written after the backup: not in it.
    await conBase((c) => c.query(`insert into marca_respaldo values ('despues')`));

    // Refused while the server holds the folder; nothing changed.
    const negada = await cli('restaurar', [carpetaRespaldo]);
    expect(negada.codigo).toBe(2);
    expect(negada.errores).toContain('Detenga Talento antes de restaurar: no se cambió nada.');
    expect(await conBase(async (c) => (await c.query(`select * from marca_respaldo`)).rowCount)).toBe(2);

    await servidor!.detener();
    servidor = undefined;
    // Without a server the folder is backed up through a PostgreSQL of its own, verified the same way.
    const sinServidor = await cli('respaldo');
    expect(sinServidor.errores).toBe('');
    expect(sinServidor.codigo).toBe(0);
    const otro = (await instalacion.listarRespaldos()).find((n) => n !== nombre)!;
    expect(await leerJson<Manifiesto>(path.join(respaldos, otro, 'manifiesto.json'))).toMatchObject({
      servidorEnMarcha: false,
    });
    expect(await leerJson<Verificacion>(path.join(respaldos, otro, 'verificacion.json'))).toMatchObject({
      ok: true,
    });

    // The data folder lost.
    await rm(dataDir, { recursive: true, force: true });

    const restaurada = await cli('restaurar', [carpetaRespaldo]);
    expect(restaurada.errores).toBe('');
    expect(restaurada.codigo).toBe(0);
    expect(restaurada.salida).toContain(`Restaurado en ${dataDir}`);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);

    // The product starts on it and serves it.
    servidor = await iniciarServidorHijo(variables());
    const salud = await fetch(`${servidor.base}/healthz`);
    expect(salud.status).toBe(200);
    const otraCookie = await ingresar(servidor.base);
    const nuevo = await comentar(servidor.base, otraCookie, pedidoId, 'después de restaurar');
    expect(nuevo.status).toBe(200);

    await conBase(async (c) => {
      const marcas = await c.query<{ momento: string }>('select momento from marca_respaldo order by 1');
      expect(marcas.rows.map((r) => r.momento)).toEqual(['antes']);
      // SQL writer: every row committed before the backup started, and a gap-free prefix of the rest (consistent).
      const { rows } = await c.query<{ n: number; maximo: number }>(
        'select count(*)::int n, coalesce(max(n), 0) maximo from carga_respaldo',
      );
      expect(rows[0]!.n).toBe(rows[0]!.maximo);
      expect(rows[0]!.maximo).toBeGreaterThanOrEqual(antes.sql);
      expect(rows[0]!.maximo).toBeLessThanOrEqual(despues.sql);
      // API writer: every comment acknowledged before the backup started; none that was never acknowledged.
      const ids = await c.query<{ id: number }>(
        `select id from comentario_pedido where texto like 'carga de respaldo %' order by id`,
      );
      const restaurados = ids.rows.map((r) => r.id);
      expect(restaurados.slice(0, antes.api.length)).toEqual(antes.api);
      expect(despues.api.slice(0, restaurados.length)).toEqual(restaurados);
    });

    // The schedule is stored in pg-boss with its cron in Bogotá time; a run sent to its queue (what the cron does at
    // 02:00) takes a backup of the running server by itself, verified.
    const { url, programado } = await conBase(async (c) => {
      const puerto = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[3]);
      const clave = (await readFile(path.join(carpeta, 'pg.password'), 'utf8')).trim();
      const filas = await c.query<{ cron: string; timezone: string }>(
        `select cron, timezone from pgboss.schedule where name = $1`,
        [COLA_RESPALDO],
      );
      return {
        url: `postgres://postgres:${encodeURIComponent(clave)}@127.0.0.1:${puerto}/talento`,
        programado: filas.rows,
      };
    });
    expect(programado).toEqual([{ cron: CRON_NUNCA, timezone: 'America/Bogota' }]);
    const boss = new PgBoss({
      connectionString: url,
      schema: ESQUEMA_PGBOSS,
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      expect(await boss.send(COLA_RESPALDO, {})).not.toBeNull();
    } finally {
      await boss.stop({ graceful: false });
    }
    await expect
      .poll(
        async () => {
          for (const n of await readdir(respaldos)) {
            if (n === nombre || n === otro || n.startsWith('.')) continue;
            const v = await leerJson<Verificacion>(path.join(respaldos, n, 'verificacion.json'));
            const m = await leerJson<Manifiesto>(path.join(respaldos, n, 'manifiesto.json'));
            if (v && m) return { ok: v.ok, servidorEnMarcha: m.servidorEnMarcha };
          }
          return null;
        },
        { timeout: 180_000, interval: 1000 },
      )
      .toEqual({ ok: true, servidorEnMarcha: true });
  }, 540_000);
});
