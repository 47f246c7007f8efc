// Suite "sesion": the request-path cost of the foundation (session, auth.me, client typeahead) on a
// throwaway embedded PostgreSQL with the demo data, against a raw-SQL floor measured in the same run.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  appRouter,
  createCallerFactory,
  createContextInner,
  hashPassword,
  validarSesion,
  type Cookies,
} from '@talento/api';
import { createOrm, migrate, seedDemo, startEmbeddedPostgres } from '@talento/db';
import { ENV_BENCH } from '../env';
import { medirSecuencial as medir } from '../lib/medicion';

const ITERACIONES = ENV_BENCH.BENCH_ITERACIONES;

export async function ejecutar(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'talento-bench-'));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), ephemeral: true, fast: true });
  const orm = await createOrm({ clientUrl: pg.url });
  try {
    await migrate(orm);
    await seedDemo(orm.em.fork(), { hashPassword });
    let token = '';
    const cookies: Cookies = { set: (_n, v) => void (token = v), clear: () => undefined };
    const caller = createCallerFactory(appRouter);
    await caller(createContextInner({ em: orm.em.fork(), cookies })).auth.login({
      usuario: 'psicologa',
      contrasena: 'Talento2026!',
      portal: 'staff',
    });
    const conn = orm.em.getConnection();

    const piso = await medir('piso SQL (sesión + usuario por id)', ITERACIONES, () =>
      conn.execute(
        'select s.id, u.username from sesion s join usuario u on u.id = s.usuario_id where s.id = ?',
        ['x'.repeat(64)],
      ),
    );
    const sesion = await medir('validarSesion (sesión, grupos, permisos, clientes)', ITERACIONES, () =>
      validarSesion(orm.em.fork(), token, 'staff', new Date()),
    );
    const me = await medir('auth.me de extremo a extremo (contexto + tRPC)', ITERACIONES, async () => {
      const em = orm.em.fork();
      const s = await validarSesion(em, token, 'staff', new Date());
      return caller(createContextInner({ em, sesion: s })).auth.me();
    });
    const clientes = await medir(
      'catalogos.clientes con alcance (psicóloga, 4 clientes)',
      ITERACIONES,
      async () => {
        const em = orm.em.fork();
        const s = await validarSesion(em, token, 'staff', new Date());
        return caller(createContextInner({ em, sesion: s })).catalogos.clientes({ texto: 'S.A.S' });
      },
    );
    console.log(`RESULT ratio validarSesion/piso: ${(sesion / piso).toFixed(2)}x`);
    console.log(`RESULT ratio auth.me/piso: ${(me / piso).toFixed(2)}x`);
    console.log(`RESULT ratio catalogos.clientes/piso: ${(clientes / piso).toFixed(2)}x`);
  } finally {
    await orm.close(true);
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
