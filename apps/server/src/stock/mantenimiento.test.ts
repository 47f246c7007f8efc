/**
 * The daily stock job as the server starts it: the cron schedule registered in pg-boss (schema pgboss of a real
 * PostgreSQL) once however many instances start it, one run at a time across instances, and a triggered run executes
 * mantenerStock with the job's clock and logs its summary.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESQUEMA_PGBOSS, type LoggerOutbox } from '../outbox/trabajador';
import {
  COLA_MANTENIMIENTO_STOCK,
  iniciarMantenimientoStock,
  type MantenimientoStock,
} from './mantenimiento';
import { esperar } from '../testing/esperar';

let db: TestDatabase;
let observador: PgBoss;
const iniciados: MantenimientoStock[] = [];

function registro() {
  const lineas: { nivel: string; msg: string; obj: Record<string, unknown> }[] = [];
  const log = (nivel: string) => (obj: object, msg: string) =>
    void lineas.push({ nivel, msg, obj: obj as Record<string, unknown> });
  const logger: LoggerOutbox = {
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    debug: log('debug'),
  };
  return { lineas, logger };
}

beforeAll(async () => {
  db = await createTestDatabase('mantenimiento_stock_servidor');
});
afterAll(async () => {
  await Promise.all(iniciados.splice(0).map((m) => m.detener()));
  await observador?.stop({ graceful: false });
  await db?.drop();
});

describe('mantenimiento diario del stock en pg-boss', () => {
  it('registers one daily 05:00 Bogotá schedule and a triggered run executes mantenerStock with its clock', async () => {
    const reloj = new Date('2027-03-10T15:00:00Z');
    const a = registro();
    const b = registro();
    // Two server instances start it, as behind a load balancer.
    for (const { logger } of [a, b]) {
      iniciados.push(
        await iniciarMantenimientoStock({
          orm: db.orm,
          databaseUrl: db.url,
          logger,
          cron: '0 5 * * *',
          sondeoSegundos: 0.5,
          reloj: () => reloj,
        }),
      );
    }

    observador = new PgBoss({
      connectionString: db.url,
      schema: ESQUEMA_PGBOSS,
      supervise: false,
      schedule: false,
    });
    await observador.start();
    const programas = await observador.getSchedules(COLA_MANTENIMIENTO_STOCK);
    expect(programas.map((p) => ({ cron: p.cron, timezone: p.timezone }))).toEqual([
      { cron: '0 5 * * *', timezone: 'America/Bogota' },
    ]);
    expect((await observador.getQueue(COLA_MANTENIMIENTO_STOCK))?.policy).toBe('exclusive');
    // 05:00 in Bogotá is 10:00 UTC.
    expect(
      observador.previewSchedule('0 5 * * *', {
        tz: 'America/Bogota',
        from: new Date('2027-03-10T00:00:00Z'),
        count: 2,
      }),
    ).toEqual([new Date('2027-03-10T10:00:00Z'), new Date('2027-03-11T10:00:00Z')]);

    const id = await iniciados[0]!.correrAhora();
    expect(id).not.toBeNull();
    const terminado = () =>
      [...a.lineas, ...b.lineas].find((l) => l.msg === 'stock: mantenimiento terminado');
    await esperar(() => terminado() !== undefined);
    await esperar(
      async () =>
        (await observador.findJobs(COLA_MANTENIMIENTO_STOCK, { id: id! }))[0]?.state === 'completed',
    );

    const linea = terminado()!;
    expect(linea.obj.ahora).toBe(reloj.toISOString());
    const [fila] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ total: string; con_reloj: string }[]>(
        'select count(*) total, count(*) filter (where nivel_calculado_en = ?) con_reloj from perfil_stock',
        [reloj],
      );
    expect(Number(fila!.total)).toBeGreaterThan(0);
    expect(fila!.con_reloj).toBe(fila!.total);
    expect(linea.obj.recalculados).toBe(Number(fila!.total));
    // The demo's stock profiles with pedido_automatico sit below their low goal: the run raised their drafts.
    const [pedidos] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>(
        'select count(*) n from pedido p join perfil_stock ps on ps.perfil_id = p.perfil_seleccion_id and ps.ciudad_id = p.ciudad_id where p.es_stock and p.estado_pedido = 1 and ps.pedido_automatico and p.fecha_solicitud = ?',
        [reloj],
      );
    expect((linea.obj.pedidosCreados as unknown[]).length).toBe(Number(pedidos!.n));
    expect(Number(pedidos!.n)).toBeGreaterThan(0);
    expect([...a.lineas, ...b.lineas].filter((l) => l.nivel === 'error')).toEqual([]);

    // One run at a time across instances: while one is queued or running, another trigger is refused.
    const primera = await iniciados[0]!.correrAhora();
    const segunda = await iniciados[1]!.correrAhora();
    expect(primera).not.toBeNull();
    expect(segunda).toBeNull();
    await esperar(
      async () =>
        (await observador.findJobs(COLA_MANTENIMIENTO_STOCK, { id: primera! }))[0]?.state === 'completed',
    );
    expect([...a.lineas, ...b.lineas].filter((l) => l.msg === 'stock: mantenimiento terminado')).toHaveLength(
      2,
    );
  }, 60_000);
});
