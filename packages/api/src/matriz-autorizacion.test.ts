/**
 * Authorization matrix: every demo role (plus anonymous callers) calls every procedure of the router
 * with an empty input, and the outcome must match the procedure's declaration (meta). Procedures added
 * later are covered automatically. Denied ⇔ UNAUTHORIZED or FORBIDDEN; allowed ⇔ anything else
 * (success, BAD_REQUEST from input validation, NOT_FOUND…).
 */
import { DEMO_USUARIOS } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { resolverPermisos, type Portal } from '@talento/rules';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from './root';
import {
  callerFor,
  listarProcedimientos,
  llamar,
  permitidoPorPolitica,
  type PerfilLlamada,
  type ProcedimientoInfo,
  type TestSession,
} from './testing';

type Perfil = PerfilLlamada;

interface Rol {
  nombre: string;
  portal: Portal;
  usuario?: string;
  sesion?: TestSession;
  /** From auth.me (the flags as the database resolves them); null for anonymous callers. */
  perfil?: Perfil | null;
}

interface Celda {
  path: string;
  rol: string;
  esperado: 'permitido' | 'denegado';
  obtenido: string;
}

const ROLES: Rol[] = [
  ...DEMO_USUARIOS.map((u) => ({
    nombre: u.username,
    usuario: u.username,
    portal: u.esStaffCliente ? ('cliente' as const) : ('staff' as const),
  })),
  { nombre: 'anónimo@staff', portal: 'staff' },
  { nombre: 'anónimo@cliente', portal: 'cliente' },
];

/** What the declaration says about this caller (testing/politica.ts). Missing or unknown declarations deny. */
const permitido = (meta: ProcedimientoInfo['meta'], perfil: Perfil | null) =>
  permitidoPorPolitica(meta, perfil);

/** Calls that end the session go last, so they do not change the outcome of the others. */
const ULTIMOS = ['auth.logout'];
const orden = (p: ProcedimientoInfo) => (ULTIMOS.includes(p.path) ? 1 : 0);

let db: TestDatabase;
const celdas: Celda[] = [];
const procedimientos = listarProcedimientos(appRouter).sort((a, b) => orden(a) - orden(b));

beforeAll(async () => {
  db = await createTestDatabase('matriz');
  for (const rol of ROLES) {
    rol.sesion = await callerFor(db.orm, { usuario: rol.usuario, portal: rol.portal });
    if (rol.usuario) {
      const { usuario, portal } = await rol.sesion.caller.auth.me();
      rol.perfil = { portal, esStaffCliente: usuario.esStaffCliente, permisos: usuario.permisos };
    } else {
      rol.perfil = null;
    }
  }
  for (const rol of ROLES) {
    for (const p of procedimientos) {
      if (p.type === 'subscription') continue;
      let obtenido = 'OK';
      try {
        await llamar(rol.sesion!.caller, p.path, {});
      } catch (error) {
        obtenido = getTRPCErrorFromUnknown(error).code;
      }
      celdas.push({
        path: p.path,
        rol: rol.nombre,
        esperado: permitido(p.meta, rol.perfil!) ? 'permitido' : 'denegado',
        obtenido,
      });
    }
  }
});
afterAll(async () => {
  await db?.drop();
});

const denegado = (codigo: string) => codigo === 'UNAUTHORIZED' || codigo === 'FORBIDDEN';

function tabla(filas: Celda[]): string {
  const ancho = Math.max(...filas.map((f) => f.path.length), 10);
  return [
    '',
    `${'procedimiento'.padEnd(ancho)}  ${'rol'.padEnd(16)}  ${'esperado'.padEnd(9)}  obtenido`,
    ...filas.map(
      (f) => `${f.path.padEnd(ancho)}  ${f.rol.padEnd(16)}  ${f.esperado.padEnd(9)}  ${f.obtenido}`,
    ),
  ].join('\n');
}

describe('authorization matrix', () => {
  it('covers every procedure for every role', () => {
    const llamables = procedimientos.filter((p) => p.type !== 'subscription');
    expect(llamables.length).toBeGreaterThan(5);
    expect(celdas).toHaveLength(llamables.length * ROLES.length);
    expect(ROLES.filter((r) => r.perfil).length).toBe(DEMO_USUARIOS.length);
  });

  it('allows and denies exactly as each procedure declares', () => {
    const errores = celdas.filter((c) => (c.esperado === 'denegado') !== denegado(c.obtenido));
    expect(errores, `Matriz de autorización: ${errores.length} discrepancias${tabla(errores)}`).toEqual([]);
  });

  it('anonymous callers are refused with UNAUTHORIZED, logged-in callers with FORBIDDEN', () => {
    const errores = celdas.filter(
      (c) =>
        c.esperado === 'denegado' &&
        c.obtenido !== (c.rol.startsWith('anónimo') ? 'UNAUTHORIZED' : 'FORBIDDEN'),
    );
    expect(errores, tabla(errores)).toEqual([]);
  });

  it('no procedure answers INTERNAL_SERVER_ERROR to an empty input', () => {
    const errores = celdas.filter((c) => c.obtenido === 'INTERNAL_SERVER_ERROR');
    expect(errores, tabla(errores)).toEqual([]);
  });

  it('each demo user holds exactly the flags of their groups (the screen sweeps of both portals compute them so)', () => {
    for (const u of DEMO_USUARIOS) {
      const rol = ROLES.find((r) => r.usuario === u.username);
      expect([...(rol?.perfil?.permisos ?? [])].sort(), u.username).toEqual(resolverPermisos(u.grupos));
    }
  });

  it('sanity: the matrix distinguishes portals and sessions', () => {
    const celda = (path: string, rol: string) =>
      celdas.find((c) => c.path === path && c.rol === rol)?.obtenido;
    expect(celda('clientePortal.misEmpresas', 'cliente')).toBe('OK');
    expect(celda('clientePortal.misEmpresas', 'admin')).toBe('FORBIDDEN');
    expect(celda('auth.me', 'anónimo@staff')).toBe('UNAUTHORIZED');
    expect(celda('auth.me', 'psicologa')).toBe('OK');
    expect(celda('sistema.version', 'anónimo@cliente')).toBe('OK');
    expect(celda('auth.login', 'anónimo@staff')).toBe('BAD_REQUEST');
    expect(celda('auth.logout', 'jefe')).toBe('OK');
  });
});
