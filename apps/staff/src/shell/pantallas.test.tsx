// @vitest-environment jsdom
import { isValidElement, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { esPermiso } from '@talento/rules';
import { MarcoSinMenu } from '../hv/validacion/marco';
import { router } from '../rutas';
import { MENU, menuVisible, tienePermiso } from './menu';
import {
  CUALQUIER_USUARIO,
  GRUPOS_MENU,
  marcoDe,
  PANTALLAS,
  RUTA_INICIO,
  SIN_SESION,
  type MarcoPantalla,
} from './pantallas';
import { RequierePermiso } from './requiere-permiso';
import { Shell } from './shell';

interface RutaEnMarco {
  ruta: RouteObject;
  marco: MarcoPantalla;
}

/** Every route of the router with the frame it is mounted in (the shell, the frame without the menu, or none). */
function rutasDe(rutas: readonly RouteObject[], marco: MarcoPantalla = 'ninguno'): RutaEnMarco[] {
  return rutas.flatMap((ruta) => {
    const tipo = isValidElement(ruta.element) ? ruta.element.type : undefined;
    const suyo = tipo === Shell ? 'shell' : tipo === MarcoSinMenu ? 'sin-menu' : marco;
    return [{ ruta, marco }, ...rutasDe(ruta.children ?? [], suyo)];
  });
}

const TODAS = rutasDe(router.routes);

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
        !permisosDe(p.permiso).every((f) => f === CUALQUIER_USUARIO || f === SIN_SESION || esPermiso(f)) ||
        (p.permiso === SIN_SESION && (p.grupo !== undefined || p.sinMenu)) ||
        (p.enMenu !== undefined && !permisosDe(p.enMenu).every((f) => esPermiso(f))),
    );
    expect(malas.map((p) => p.ruta)).toEqual([]);
  });

  it('the router has one route per screen, in its frame, behind the guard of its flag and its wording', () => {
    for (const p of PANTALLAS) {
      const suyas = TODAS.filter(({ ruta }) => ruta.path === p.ruta);
      expect(suyas, p.ruta).toHaveLength(1);
      const r = suyas[0];
      expect(r?.marco, p.ruta).toBe(marcoDe(p));
      const guardia = r?.ruta.element as ReactElement<{ permiso: unknown; aviso?: string }>;
      if (marcoDe(p) === 'ninguno') {
        // Nothing to check a flag against: the page is mounted outside the signed-in frames, with no guard.
        expect(isValidElement(guardia) && guardia.type !== RequierePermiso, p.ruta).toBe(true);
        continue;
      }
      expect(isValidElement(guardia) && guardia.type, p.ruta).toBe(RequierePermiso);
      expect(guardia.props.permiso, p.ruta).toEqual(p.permiso);
      expect(guardia.props.aviso, p.ruta).toBe(p.aviso);
    }
  });

  it('besides the screens, the router has only the shell’s two redirections to the home', () => {
    // Not screens, so not in the list: the shell's index ('/') and the fallback of an unknown address ('*') send the
    // user to the home, a screen every signed-in user enters. They are the only routes outside the list.
    const otras = TODAS.filter(({ ruta }) => !ruta.children && !PANTALLAS.some((p) => p.ruta === ruta.path));
    expect(otras.map(({ ruta, marco }) => [ruta.index ? 'índice' : ruta.path, marco])).toEqual([
      ['índice', 'shell'],
      ['*', 'shell'],
    ]);
    for (const { ruta } of otras) {
      const destino = ruta.element as ReactElement<{ to: string }>;
      expect(isValidElement(destino) && destino.type).toBe(Navigate);
      expect(destino.props.to).toBe(RUTA_INICIO);
    }
    expect(PANTALLAS.find((p) => p.ruta === RUTA_INICIO)?.permiso).toBe(CUALQUIER_USUARIO);
    // The two signed-in frames are layouts: no path, only their children.
    expect(TODAS.filter(({ ruta }) => ruta.children).map(({ ruta }) => ruta.path ?? null)).toEqual([
      null,
      null,
    ]);
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
      const flags = permisosDe(p.enMenu ?? p.permiso).filter(
        (f) => f !== CUALQUIER_USUARIO && f !== SIN_SESION,
      );
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
    expect(tienePermiso([], SIN_SESION)).toBe(true);
  });
});
