/**
 * The operations-indicators job as the server starts it, on a real PostgreSQL (pg-boss schema pgboss): its cron
 * schedule registered once in Bogotá time, and a run with a fixed clock computes yesterday, today and the stale
 * ranges, writing the day rows and consuming the ranges.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESQUEMA_PGBOSS, type LoggerOutbox } from '../outbox/trabajador';
import { COLA_INDICADORES, iniciarCalculoIndicadores, type CalculoIndicadores } from './calculo-indicadores';
import { esperar } from '../testing/esperar';

let db: TestDatabase;
let observador: PgBoss | undefined;
const iniciados: CalculoIndicadores[] = [];

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
  db = await createTestDatabase('reportes_indicadores_servidor');
});
afterAll(async () => {
  await Promise.all(iniciados.splice(0).map((m) => m.detener()));
  await observador?.stop({ graceful: false });
  await db?.drop();
});

describe('cálculo de indicadores en pg-boss', () => {
  it('schedules one run per minute in Bogotá time; a run with a fixed clock computes yesterday, today and the stale days', async () => {
    const sql = <T>(texto: string, valores: unknown[] = []) =>
      db.orm.em.fork().getConnection().execute<T[]>(texto, valores);
    // Bogotá 10:00 on Wednesday 10 March 2027.
    const reloj = new Date('2027-03-10T15:00:00Z');
    // Only what this test asks for is stale (the seed's past-dated orders appended ranges up to the real yesterday).
    await sql('delete from rango_indicador_pendiente');
    await sql(`insert into rango_indicador_pendiente (desde, hasta) values ('2027-03-01', '2027-03-02')`);
    // An order received that morning, in a demo branch.
    await sql(
      `insert into pedido (cliente_id, sucursal_id, perfil_seleccion_id, nombre_cargo, vacantes, fecha_solicitud, estado_pedido, created_by_id, actualizado_en)
       select p.cliente_id, (select min(id) from sucursal), p.id, 'Cargo del job', 3, ?, 2, (select id from usuario where username = 'jefe'), now()
       from perfil p order by p.id limit 1`,
      [new Date('2027-03-10T14:00:00Z')],
    );

    const { lineas, logger } = registro();
    iniciados.push(
      await iniciarCalculoIndicadores({
        orm: db.orm,
        databaseUrl: db.url,
        logger,
        cron: '* * * * *',
        sondeoSegundos: 0.5,
        reloj: () => reloj,
      }),
    );
    observador = new PgBoss({
      connectionString: db.url,
      schema: ESQUEMA_PGBOSS,
      supervise: false,
      schedule: false,
    });
    await observador.start();
    const programas = await observador.getSchedules(COLA_INDICADORES);
    expect(programas.map((p) => ({ cron: p.cron, timezone: p.timezone }))).toEqual([
      { cron: '* * * * *', timezone: 'America/Bogota' },
    ]);
    expect((await observador.getQueue(COLA_INDICADORES))?.policy).toBe('stately');

    const id = await iniciados[0]!.correrAhora();
    expect(id).not.toBeNull();
    const calculado = () => lineas.find((l) => l.msg === 'reportes: indicadores calculados');
    await esperar(() => calculado() !== undefined);
    expect(calculado()!.obj).toMatchObject({
      ahora: reloj.toISOString(),
      dias: 4,
      desde: '2027-03-01',
      hasta: '2027-03-10',
    });

    const dias = await sql<{ fecha: string; calculado_en: Date }>(
      `select to_char(fecha, 'YYYY-MM-DD') as fecha, calculado_en from dia_indicador_calculado order by fecha`,
    );
    expect(dias.map((d) => d.fecha)).toEqual(['2027-03-01', '2027-03-02', '2027-03-09', '2027-03-10']);
    expect(dias.every((d) => new Date(d.calculado_en).getTime() === reloj.getTime())).toBe(true);
    const [fila] = await sql<{ recibidos: number; vacantes: number }>(
      `select sum(pedidos_recibidos)::int as recibidos, sum(vacantes)::int as vacantes from indicador_operaciones where fecha = '2027-03-10'`,
    );
    expect(fila).toEqual({ recibidos: 1, vacantes: 3 });
    expect(await sql('select 1 from rango_indicador_pendiente')).toHaveLength(0);
    expect(lineas.filter((l) => l.nivel === 'error')).toEqual([]);

    await esperar(
      async () => (await observador!.findJobs(COLA_INDICADORES, { id: id! }))[0]?.state === 'completed',
    );
    // Right after, with the same clock, nothing is stale: the run logs nothing new.
    const segunda = await iniciados[0]!.correrAhora();
    expect(segunda).not.toBeNull();
    await esperar(
      async () => (await observador!.findJobs(COLA_INDICADORES, { id: segunda! }))[0]?.state === 'completed',
    );
    expect(lineas.filter((l) => l.msg === 'reportes: indicadores calculados')).toHaveLength(1);
  }, 90_000);

  it('days marked after the start are computed at once, without waiting for the schedule nor the poll', async () => {
    const otra = await createTestDatabase('indicadores_aviso');
    try {
      const sql = <T>(texto: string, valores: unknown[] = []) =>
        otra.orm.em.fork().getConnection().execute<T[]>(texto, valores);
      await sql('delete from rango_indicador_pendiente');
      const reloj = new Date('2027-03-10T15:00:00Z');
      const { lineas, logger } = registro();
      // A schedule that does not fire during the test (1 January, 03:00) and a poll longer than the wait below: only
      // the notification of the marked days can start the run.
      const calculo = await iniciarCalculoIndicadores({
        orm: otra.orm,
        databaseUrl: otra.url,
        logger,
        cron: '0 3 1 1 *',
        sondeoSegundos: 120,
        reloj: () => reloj,
      });
      iniciados.push(calculo);
      // Marked as a past-dated change or a report does (the trigger notifies talento_indicadores at commit).
      await sql(`insert into rango_indicador_pendiente (desde, hasta) values ('2027-02-01', '2027-02-01')`);
      const calculado = () => lineas.find((l) => l.msg === 'reportes: indicadores calculados');
      await esperar(() => calculado() !== undefined, 20_000);
      expect(calculado()!.obj).toMatchObject({ desde: '2027-02-01' });
      expect(await sql('select 1 from rango_indicador_pendiente')).toHaveLength(0);
      expect(lineas.filter((l) => l.nivel !== 'info')).toEqual([]);
    } finally {
      await Promise.all(iniciados.splice(0).map((m) => m.detener()));
      await otra.drop();
    }
  }, 60_000);

  it('days marked while a run computes get the run right after it (the queue keeps one behind the active one)', async () => {
    const otra = await createTestDatabase('indicadores_durante');
    const bloqueo = new pg.Client({ connectionString: otra.url });
    try {
      const sql = <T>(texto: string, valores: unknown[] = []) =>
        otra.orm.em.fork().getConnection().execute<T[]>(texto, valores);
      await sql('delete from rango_indicador_pendiente');
      const reloj = new Date('2027-03-10T15:00:00Z');
      const { lineas, logger } = registro();
      // Neither the schedule nor the poll fires during the test: only notifications start runs.
      iniciados.push(
        await iniciarCalculoIndicadores({
          orm: otra.orm,
          databaseUrl: otra.url,
          logger,
          cron: '0 3 1 1 *',
          sondeoSegundos: 120,
          reloj: () => reloj,
        }),
      );
      const calculados = () => lineas.filter((l) => l.msg === 'reportes: indicadores calculados');
      // Today and yesterday first, so the runs below compute only the marked days.
      await sql(`insert into rango_indicador_pendiente (desde, hasta) values ('2027-01-04', '2027-01-04')`);
      await esperar(() => calculados().length === 1);

      // The next run stops on 1 February: this connection holds that day's lock (calcularDia takes it per day).
      await bloqueo.connect();
      await bloqueo.query('begin');
      await bloqueo.query(
        `select pg_advisory_xact_lock(hashtext('indicador_operaciones'), (date '2027-02-01' - date '2000-01-01'))`,
      );
      await sql(`insert into rango_indicador_pendiente (desde, hasta) values ('2027-02-01', '2027-02-01')`);
      await esperar(async () => {
        const [espera] = await sql<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
        );
        return espera!.n === 1;
      });
      // Marked while that run waits (its ranges are already taken): they need a run of their own.
      await sql(`insert into rango_indicador_pendiente (desde, hasta) values ('2027-02-15', '2027-02-15')`);
      await bloqueo.query('commit');

      await esperar(() => calculados().length === 3, 20_000);
      expect(calculados().map((l) => [l.obj.desde, l.obj.hasta])).toEqual([
        ['2027-01-04', '2027-03-10'],
        ['2027-02-01', '2027-02-01'],
        ['2027-02-15', '2027-02-15'],
      ]);
      expect(await sql('select 1 from rango_indicador_pendiente')).toHaveLength(0);
      expect(lineas.filter((l) => l.nivel !== 'info')).toEqual([]);
    } finally {
      await bloqueo.end().catch(() => undefined);
      await Promise.all(iniciados.splice(0).map((m) => m.detener()));
      await otra.drop();
    }
  }, 60_000);

  it('an installation with the queue of earlier versions loses it (and its schedule) at start', async () => {
    const otra = await createTestDatabase('indicadores_cola_anterior');
    const previo = new PgBoss({ connectionString: otra.url, schema: ESQUEMA_PGBOSS, supervise: false });
    try {
      await previo.start();
      await previo.createQueue('reportes-indicadores', { policy: 'exclusive' });
      await previo.schedule('reportes-indicadores', '* * * * *', {}, { tz: 'America/Bogota' });
      const { logger } = registro();
      iniciados.push(
        await iniciarCalculoIndicadores({ orm: otra.orm, databaseUrl: otra.url, logger, cron: '0 3 1 1 *' }),
      );
      expect(await previo.getQueue('reportes-indicadores')).toBeNull();
      expect(await previo.getSchedules('reportes-indicadores')).toEqual([]);
      expect((await previo.getQueue(COLA_INDICADORES))?.policy).toBe('stately');
    } finally {
      await Promise.all(iniciados.splice(0).map((m) => m.detener()));
      await previo.stop({ graceful: false });
      await otra.drop();
    }
  }, 60_000);
});
