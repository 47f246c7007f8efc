/**
 * Menu ⇔ guard ⇔ server, for every demo user of the staff portal (issue 35 §6): every screen a user's menu shows lets
 * them in, and every procedure that screen calls on opening (and the write it exists for) is allowed for them by the
 * access each procedure declares on the server (nucleo/procedures.ts, read from the router's meta). The authorization
 * matrix (packages/api) proves the server answers exactly that declaration and that each demo user holds the flags of
 * their groups; the e2e pantallas-procedimientos proves the pages call nothing but what they declare.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USUARIOS } from '@talento/db';
import { appRouter } from '@talento/api';
import { listarProcedimientos, permitidoPorPolitica, type PerfilLlamada } from '@talento/api/testing';
import { resolverPermisos } from '@talento/rules';
import { menuVisible, tienePermiso } from '../../apps/staff/src/shell/menu';
import {
  PANTALLAS,
  procedimientosPara,
  rutaDe,
  SIN_SESION,
  type Pantalla,
} from '../../apps/staff/src/shell/pantallas';

const POLITICA = new Map(listarProcedimientos(appRouter).map((p) => [p.path, p]));
const USUARIOS = DEMO_USUARIOS.filter((u) => !u.esStaffCliente);

const perfilDe = (grupos: readonly string[]): PerfilLlamada => ({
  portal: 'staff',
  esStaffCliente: false,
  permisos: resolverPermisos(grupos),
});

const llamadas = (p: Pantalla, permisos: readonly string[]) => [
  ...procedimientosPara(p, permisos),
  ...(p.acciones ?? []),
];

describe('staff screens and the server agree for every demo user', () => {
  it('every declared procedure exists; what a page calls on opening is a query', () => {
    const malas = PANTALLAS.flatMap((p) => [
      ...p.procedimientos
        .map(rutaDe)
        .filter((r) => POLITICA.get(r)?.type !== 'query')
        .map((r) => `${p.ruta} ${r}`),
      ...(p.acciones ?? []).filter((r) => !POLITICA.has(r)).map((r) => `${p.ruta} ${r}`),
    ]);
    expect(malas).toEqual([]);
  });

  it('a page opened without a session calls only what the server allows anyone', () => {
    const publicas = PANTALLAS.filter((p) => p.permiso === SIN_SESION);
    expect(publicas.length).toBeGreaterThan(0);
    const negadas = publicas.flatMap((p) =>
      llamadas(p, [])
        .filter((r) => !permitidoPorPolitica(POLITICA.get(r)?.meta, null))
        .map((r) => `${p.ruta} → ${r}`),
    );
    expect(negadas).toEqual([]);
  });

  it('the sweep covers every staff demo user, each with some screens and not all', () => {
    expect(USUARIOS.map((u) => u.username)).toEqual([
      'admin',
      'jefe',
      'psicologa',
      'ejecutivo',
      'reclutador',
      'gerente',
    ]);
    for (const u of USUARIOS.filter((x) => x.username !== 'admin')) {
      const entra = PANTALLAS.filter((p) => tienePermiso(perfilDe(u.grupos).permisos, p.permiso));
      expect(entra.length, u.username).toBeGreaterThan(0);
      expect(entra.length, u.username).toBeLessThan(PANTALLAS.length);
    }
  });

  for (const u of USUARIOS) {
    describe(u.username, () => {
      const perfil = perfilDe(u.grupos);
      const menu = menuVisible(perfil.permisos).flatMap((g) => g.entradas.map((e) => e.ruta));

      it('every screen of the menu opens (its guard lets the user in)', () => {
        const cerradas = PANTALLAS.filter(
          (p) => menu.includes(p.ruta) && !tienePermiso(perfil.permisos, p.permiso),
        );
        expect(cerradas.map((p) => p.ruta)).toEqual([]);
      });

      it('a screen the user may enter calls only procedures the server allows them', () => {
        const negadas = PANTALLAS.filter((p) => tienePermiso(perfil.permisos, p.permiso)).flatMap((p) =>
          llamadas(p, perfil.permisos)
            .filter((r) => !permitidoPorPolitica(POLITICA.get(r)?.meta, perfil))
            .map((r) => `${p.ruta} → ${r}`),
        );
        expect(negadas).toEqual([]);
      });

      it('a screen the user may not enter is not in the menu', () => {
        const sobran = menu.filter(
          (r) => !PANTALLAS.some((p) => p.ruta === r && tienePermiso(perfil.permisos, p.permiso)),
        );
        expect(sobran).toEqual([]);
      });
    });
  }

  it('sanity: the sweep tells a denied call from an allowed one', () => {
    const reclutador = perfilDe(USUARIOS.find((u) => u.username === 'reclutador')!.grupos);
    expect(permitidoPorPolitica(POLITICA.get('citas.listar')?.meta, reclutador)).toBe(true);
    expect(permitidoPorPolitica(POLITICA.get('administracion.usuarios.listar')?.meta, reclutador)).toBe(
      false,
    );
    const jefe = perfilDe(USUARIOS.find((u) => u.username === 'jefe')!.grupos);
    expect(permitidoPorPolitica(POLITICA.get('citas.crear')?.meta, jefe)).toBe(false);
    expect(menuVisible(jefe.permisos).some((g) => g.entradas.some((e) => e.ruta === '/create-cita'))).toBe(
      false,
    );
  });
});
