/**
 * Helpers for integration tests that call the router without HTTP (createCaller), with real sessions:
 * `callerFor` logs in through `auth.login` (recording the cookie it sets) and every later call resolves
 * the session from that token with `validarSesion`, exactly as the HTTP adapter does per request.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  type AnyProcedure,
  type AnyRouter,
  type TRPCError,
} from '@trpc/server';
import { DEMO_PASSWORD } from '@talento/db';
import type { Portal } from '@talento/rules';
import { COOKIE_SESION } from '../nucleo/sesion/cookies';
import { validarSesion } from '../nucleo/sesion/sesiones';
import {
  createContextInner,
  type ConfiguracionApi,
  type ContextInner,
  type Cookies,
  type SesionActual,
} from '../nucleo/context';
import type { ProcedureMeta } from '../nucleo/meta';
import { appRouter } from '../root';
import type { UsuarioDto } from '../dominios/auth/dto';
import { createCallerFactory } from '../nucleo/trpc';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/** A cookie jar standing in for the browser: what procedures set or clear through ctx.cookies. */
export function cookieJar(): Cookies & { valores: Map<string, string> } {
  const valores = new Map<string, string>();
  return {
    valores,
    set: (name, value) => void valores.set(name, value),
    clear: (name) => void valores.delete(name),
  };
}

export interface CallerForOptions {
  /** User name to log in with (password DEMO_PASSWORD unless `contrasena`); omitted: anonymous. */
  usuario?: string;
  contrasena?: string;
  portal: Portal;
  ip?: string;
  userAgent?: string;
  /** Clock for the login and for every later call (session expiry tests). */
  now?: () => Date;
  /** Server configuration the calls see (what apps/server passes from its env); omitted: none. */
  configuracion?: ConfiguracionApi;
}

export interface TestSession {
  caller: Caller;
  portal: Portal;
  /** Cookie value set by auth.login (null for anonymous callers). */
  token: string | null;
  /** What auth.login answered. */
  usuario: UsuarioDto | null;
  cookies: ReturnType<typeof cookieJar>;
  /** The session as the next request would see it (null when logged out or expired). */
  sesion(): Promise<SesionActual | null>;
  /** A context built like the HTTP adapter's, for calling services directly. */
  contexto(): Promise<ContextInner>;
}

/** A caller for the given user and portal, logged in through auth.login (or anonymous). */
export async function callerFor(orm: MikroORM, options: CallerForOptions): Promise<TestSession> {
  const { portal } = options;
  const now = options.now ?? (() => new Date());
  const ip = options.ip ?? '127.0.0.1';
  const cookies = cookieJar();
  const cookie = COOKIE_SESION[portal];

  const sesion = async (): Promise<SesionActual | null> => {
    const token = cookies.valores.get(cookie);
    return token ? validarSesion(orm.em.fork(), token, portal, now()) : null;
  };
  const contexto = async (): Promise<ContextInner> =>
    createContextInner({
      em: orm.em.fork(),
      sesion: await sesion(),
      portal,
      ip,
      userAgent: options.userAgent ?? 'vitest',
      cookies,
      now,
      configuracion: options.configuracion,
    });

  let usuario: UsuarioDto | null = null;
  if (options.usuario !== undefined) {
    usuario = await createCaller(contexto).auth.login({
      usuario: options.usuario,
      contrasena: options.contrasena ?? DEMO_PASSWORD,
      portal,
    });
    if (!cookies.valores.get(cookie))
      throw new Error(`auth.login de ${options.usuario} no fijó la cookie ${cookie}`);
  }
  return {
    caller: createCaller(contexto),
    portal,
    token: cookies.valores.get(cookie) ?? null,
    usuario,
    cookies,
    sesion,
    contexto,
  };
}

/** A caller with a fixed context (no login), e.g. to replay a token after logout. */
export function callerConToken(
  orm: MikroORM,
  token: string,
  portal: Portal,
  now: () => Date = () => new Date(),
): Caller {
  return createCaller(async () =>
    createContextInner({
      em: orm.em.fork(),
      sesion: await validarSesion(orm.em.fork(), token, portal, now()),
      portal,
      now,
    }),
  );
}

export interface ProcedimientoInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  meta: Partial<ProcedureMeta> | undefined;
}

/** Every procedure of a router (flattened dotted paths), with its declared meta and type, sorted. */
export function listarProcedimientos(router: AnyRouter = appRouter): ProcedimientoInfo[] {
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  return Object.entries(procedures)
    .map(([path, proc]) => ({
      path,
      type: proc._def.type,
      meta: proc._def.meta as Partial<ProcedureMeta> | undefined,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Calls the procedure at a dotted path through a caller (used by the authorization matrix). */
export async function llamar(caller: Caller, path: string, input?: unknown): Promise<unknown> {
  let destino: unknown = caller;
  for (const parte of path.split('.')) destino = (destino as Record<string, unknown>)[parte];
  return (destino as (input: unknown) => Promise<unknown>)(input);
}

/** Runs a call and returns the TRPCError it threw (fails when it succeeded). */
export async function errorDe(promesa: Promise<unknown>): Promise<TRPCError> {
  try {
    await promesa;
  } catch (error) {
    return getTRPCErrorFromUnknown(error);
  }
  throw new Error('Se esperaba un error y la llamada tuvo éxito');
}

/** The error shape a browser receives (the router's errorFormatter applied), for message/field checks. */
export function formaDeError(error: TRPCError, path?: string) {
  return getTRPCErrorShape({
    config: appRouter._def._config,
    error,
    type: 'unknown',
    path,
    input: undefined,
    ctx: undefined,
  });
}

/** Logs several users into the staff portal at once: `const [jefe, psicologa] = await sesionesStaff(db.orm, 'jefe', 'psicologa')`. */
export function sesionesStaff<const U extends readonly string[]>(
  orm: MikroORM,
  ...usuarios: U
): Promise<{ [K in keyof U]: TestSession }> {
  return Promise.all(usuarios.map((usuario) => callerFor(orm, { usuario, portal: 'staff' }))) as Promise<{
    [K in keyof U]: TestSession;
  }>;
}

/** Raw SQL for a test's own setup and expectations: `sql` returns the rows, `uno` the `id` of the first (or throws). */
export function consultasSql(orm: MikroORM) {
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const uno = async (query: string, params: unknown[] = []): Promise<number> => {
    const [fila] = await sql<{ id: number }>(query, params);
    if (!fila) throw new Error(`Sin fila: ${query}`);
    return fila.id;
  };
  return { sql, uno };
}

export { permitidoPorPolitica, type PerfilLlamada } from './politica';
