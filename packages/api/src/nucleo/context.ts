import type { EntityManager } from '@mikro-orm/postgresql';
import type { AlcanceClientes, Portal } from '@talento/rules';
import type { PuertoRespaldos } from './respaldos';

/** The logged-in user as every procedure sees it (resolved once per request). */
export interface UsuarioSesion {
  id: number;
  username: string;
  nombreCompleto: string;
  firstName: string;
  lastName: string;
  email: string;
  esStaffCliente: boolean;
  grupos: string[];
  permisos: string[];
  clientes: { id: number; nombre: string }[];
  alcance: AlcanceClientes;
  esSuperusuario: boolean;
}

export interface SesionActual {
  id: string;
  portal: Portal;
  usuario: UsuarioSesion;
}

export interface CookieOptions {
  maxAgeMs?: number;
}

/** Cookie access, so procedures (login/logout) can set the session cookie with or without HTTP. */
export interface Cookies {
  set(name: string, value: string, options?: CookieOptions): void;
  clear(name: string): void;
}

/**
 * Server configuration some procedures answer with, passed in by the server from its validated env (apps/server
 * env.ts): packages/api never reads process.env for it.
 */
export interface ConfiguracionApi {
  /** GOOGLE_MAPS_API_KEY (a browser key, public by nature); null without one. */
  googleMapsApiKey: string | null;
  /** The embedded PostgreSQL's backups (nucleo/respaldos.ts); null with DATABASE_URL. Omitted: null. */
  respaldos?: PuertoRespaldos | null;
}

const SIN_CONFIGURACION: ConfiguracionApi = { googleMapsApiKey: null, respaldos: null };

export interface ContextInner {
  em: EntityManager;
  sesion: SesionActual | null;
  /** Portal the request comes from (header x-talento-portal); decides which cookie carries the session. */
  portal: Portal;
  ip: string;
  userAgent: string;
  cookies: Cookies;
  now: () => Date;
  configuracion: ConfiguracionApi;
}

export interface CreateContextInnerOptions {
  em: EntityManager;
  sesion?: SesionActual | null;
  portal?: Portal;
  ip?: string;
  userAgent?: string;
  cookies?: Cookies;
  now?: () => Date;
  /** Omitted: no optional configuration (no Maps key). */
  configuracion?: ConfiguracionApi;
}

const sinCookies: Cookies = { set: () => undefined, clear: () => undefined };

/** Context without HTTP: used by the express adapter and directly by tests (createCaller). */
export function createContextInner(options: CreateContextInnerOptions): ContextInner {
  return {
    em: options.em,
    sesion: options.sesion ?? null,
    portal: options.portal ?? options.sesion?.portal ?? 'staff',
    ip: options.ip ?? '127.0.0.1',
    userAgent: options.userAgent ?? '',
    cookies: options.cookies ?? sinCookies,
    now: options.now ?? (() => new Date()),
    configuracion: options.configuracion ?? SIN_CONFIGURACION,
  };
}
