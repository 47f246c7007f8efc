import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../testing';
import { conClientePg } from './cliente';

let cluster: TestPostgres | undefined;

beforeAll(async () => {
  cluster = await startTestPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.stop();
});

const pidDe = async (c: pg.Client) =>
  (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

/**
 * Whether the session of backend `pid` has gone, seen from another connection. Closing returns once the socket is
 * closed; the backend leaves pg_stat_activity a moment later, so the state is asked again, a bounded number of times.
 */
async function sesionTerminada(pid: number): Promise<boolean> {
  return conClientePg(cluster!.adminUrl, async (otro) => {
    for (let intento = 0; intento < 40; intento++) {
      const { rowCount } = await otro.query('select 1 from pg_stat_activity where pid = $1', [pid]);
      if (!rowCount) return true;
      await new Promise((listo) => setTimeout(listo, 50));
    }
    return false;
  });
}

describe('conClientePg', () => {
  it('devuelve lo que devuelve fn y cierra la conexión al terminar', async () => {
    let pid = 0;
    const valor = await conClientePg(cluster!.adminUrl, async (c) => {
      pid = await pidDe(c);
      return (await c.query<{ n: number }>('select 41 + 1 as n')).rows[0]!.n;
    });
    expect(valor).toBe(42);
    expect(pid).toBeGreaterThan(0);
    expect(await sesionTerminada(pid)).toBe(true);
  });

  it('propaga el error de fn y también cierra la conexión', async () => {
    let pid = 0;
    const error = new Error('falló la consulta');
    await expect(
      conClientePg({ connectionString: cluster!.adminUrl }, async (c) => {
        pid = await pidDe(c);
        throw error;
      }),
    ).rejects.toBe(error);
    expect(pid).toBeGreaterThan(0);
    expect(await sesionTerminada(pid)).toBe(true);
  });

  it('un error al cerrar no oculta el resultado de fn', async () => {
    const valor = await conClientePg(cluster!.adminUrl, (c) => {
      const cerrar = c.end.bind(c);
      c.end = async () => {
        await cerrar();
        throw new Error('al cerrar');
      };
      return Promise.resolve('resultado');
    });
    expect(valor).toBe('resultado');
  });
});
