// npm run bench: measures the request-path cost of the foundation on a throwaway embedded PostgreSQL,
// against a raw-SQL floor measured in the same run, and prints RESULT lines.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { appRouter, createCallerFactory, createContextInner, hashPassword, validarSesion, type Cookies } from '@talento/api';
import { createOrm, migrate, seedDemo, startEmbeddedPostgres } from '@talento/db';

const ITERACIONES = Number(process.env.BENCH_ITERACIONES ?? 500);

async function medir(nombre: string, n: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  const porOp = (performance.now() - t0) / n;
  console.log(`RESULT ${nombre}: ${porOp.toFixed(3)} ms/op (${n} ops)`);
  return porOp;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'talento-bench-'));
const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), ephemeral: true, fast: true });
const orm = await createOrm({ clientUrl: pg.url });
try {
  await migrate(orm);
  await seedDemo(orm.em.fork(), { hashPassword });
  let token = '';
  const cookies: Cookies = { set: (_n, v) => void (token = v), clear: () => undefined };
  const caller = createCallerFactory(appRouter);
  await caller(createContextInner({ em: orm.em.fork(), cookies })).auth.login({ usuario: 'psicologa', contrasena: 'Talento2026!', portal: 'staff' });
  const conn = orm.em.getConnection();

  const piso = await medir('piso SQL (sesión + usuario por id)', ITERACIONES, () =>
    conn.execute('select s.id, u.username from sesion s join usuario u on u.id = s.usuario_id where s.id = ?', ['x'.repeat(64)]),
  );
  const sesion = await medir('validarSesion (sesión, grupos, permisos, clientes)', ITERACIONES, () =>
    validarSesion(orm.em.fork(), token, 'staff', new Date()),
  );
  const me = await medir('auth.me de extremo a extremo (contexto + tRPC)', ITERACIONES, async () => {
    const em = orm.em.fork();
    const s = await validarSesion(em, token, 'staff', new Date());
    return caller(createContextInner({ em, sesion: s })).auth.me();
  });
  const clientes = await medir('catalogos.clientes con alcance (psicóloga, 4 clientes)', ITERACIONES, async () => {
    const em = orm.em.fork();
    const s = await validarSesion(em, token, 'staff', new Date());
    return caller(createContextInner({ em, sesion: s })).catalogos.clientes({ texto: 'S.A.S' });
  });
  console.log(`RESULT ratio validarSesion/piso: ${(sesion / piso).toFixed(2)}x`);
  console.log(`RESULT ratio auth.me/piso: ${(me / piso).toFixed(2)}x`);
  console.log(`RESULT ratio catalogos.clientes/piso: ${(clientes / piso).toFixed(2)}x`);
} finally {
  await orm.close(true);
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
