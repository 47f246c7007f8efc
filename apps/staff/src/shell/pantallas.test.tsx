// @vitest-environment jsdom
import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { esPermiso } from '@talento/rules';
import { router } from '../rutas';
import { MENU, menuVisible, tienePermiso } from './menu';
import { CUALQUIER_USUARIO, GRUPOS_MENU, PANTALLAS } from './pantallas';

/** Routes that are not screens of the list: the login, the 404, public pages and the shell's own. */
const RUTAS_PROPIAS = [
  '/login',
  '/error',
  '/responder-fac/:token',
  '/autorizacion-datos/:token',
  '/aviso-privacidad',
  '/conservar-datos/:token',
  '/establecer-contrasena/:token',
  '/configuracion-inicial/:token',
  '/hv/:candidatoId/validar-documentos',
  '/dashboard',
  '*',
];

function rutasDe(rutas: readonly RouteObject[]): RouteObject[] {
  return rutas.flatMap((r) => [r, ...rutasDe(r.children ?? [])]);
}

const permisosDe = (p: (typeof PANTALLAS)[number]['permiso']): readonly string[] =>
  typeof p === 'string' ? [p] : 'todas' in p ? p.todas : p;

describe('the staff portal is built from one screen list', () => {
  it('every screen has a unique route, a title, a page and existing flags', () => {
    const rutas = PANTALLAS.map((p) => p.ruta);
    expect(new Set(rutas).size).toBe(rutas.length);
    const malas = PANTALLAS.filter(
      (p) =>
        !p.titulo.trim() ||
        !p.ruta.startsWith('/') ||
        typeof p.pagina !== 'object' ||
        !permisosDe(p.permiso).every((f) => f === CUALQUIER_USUARIO || esPermiso(f)) ||
        (p.enMenu !== undefined && !permisosDe(p.enMenu).every((f) => esPermiso(f))),
    );
    expect(malas.map((p) => p.ruta)).toEqual([]);
  });

  it('the router has one guarded route per screen, with the screen’s flag, and nothing else but its own routes', () => {
    const rutas = rutasDe(router.routes).filter((r) => r.path !== undefined);
    const porRuta = new Map(rutas.map((r) => [r.path, r]));
    for (const p of PANTALLAS) {
      const r = porRuta.get(p.ruta);
      expect(r, p.ruta).toBeDefined();
      const guardia = r?.element as ReactElement<{ permiso: unknown }>;
      expect(isValidElement(guardia) && guardia.props.permiso, p.ruta).toEqual(p.permiso);
    }
    const sobrantes = rutas
      .map((r) => r.path)
      .filter((r) => !PANTALLAS.some((p) => p.ruta === r) && !RUTAS_PROPIAS.includes(r ?? ''));
    expect(sobrantes).toEqual([]);
  });

  it('the menu has every group, in order, each with the screens that name it', () => {
    expect(MENU.map((g) => g.titulo)).toEqual([...GRUPOS_MENU]);
    for (const g of MENU) {
      expect(g.entradas.length, g.titulo).toBeGreaterThan(0);
      expect(g.entradas).toEqual(PANTALLAS.filter((p) => p.grupo === g.titulo));
    }
    const enMenu = MENU.flatMap((g) => g.entradas.map((e) => e.ruta));
    expect(enMenu.every((r) => !r.includes(':'))).toBe(true);
  });

  it('a user sees a menu entry exactly when they hold its flag', () => {
    for (const p of PANTALLAS.filter((x) => x.grupo)) {
      const flags = permisosDe(p.enMenu ?? p.permiso).filter((f) => f !== CUALQUIER_USUARIO);
      const ve = (permisos: readonly string[]) =>
        menuVisible(permisos).some((g) => g.entradas.some((e) => e.ruta === p.ruta));
      if (flags.length === 0) expect(ve([]), p.ruta).toBe(true);
      else if (typeof p.permiso === 'object' && 'todas' in p.permiso) {
        expect(ve(flags), p.ruta).toBe(true);
        for (const f of flags) expect(ve(flags.filter((x) => x !== f)), `${p.ruta} sin ${f}`).toBe(false);
      } else {
        expect(ve([]), p.ruta).toBe(false);
        for (const f of flags) expect(ve([f]), `${p.ruta} ${f}`).toBe(true);
      }
    }
    expect(tienePermiso(['read_pedido'], 'add_pedido')).toBe(false);
    expect(tienePermiso([], CUALQUIER_USUARIO)).toBe(true);
  });
});
