// @vitest-environment jsdom
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { esPermiso } from '@talento/rules';
import {
  CUALQUIER_USUARIO,
  enlacesVisibles,
  PANTALLA_LOGIN,
  PANTALLAS,
  SIN_SESION,
  tienePermiso,
} from './pantallas';
import { RequierePermiso } from './requiere-permiso';
import { rutasDelPortal } from './rutas';

function rutasDe(rutas: readonly RouteObject[]): RouteObject[] {
  return rutas.flatMap((r) => [r, ...rutasDe(r.children ?? [])]);
}

const rutaDe = (url: string) => matchRoutes(rutasDelPortal, url)?.at(-1)?.route;
const urlDe = (ruta: string) => ruta.replace(/:\w+/g, '7');

describe('the client portal is built from one screen list', () => {
  it('every screen has a unique route, a title, a page and an existing flag', () => {
    const rutas = PANTALLAS.map((p) => p.ruta);
    expect(new Set(rutas).size).toBe(rutas.length);
    expect(
      PANTALLAS.filter(
        (p) =>
          !p.titulo.trim() ||
          !p.ruta.startsWith('/') ||
          typeof p.pagina.precargar !== 'function' ||
          !(p.permiso === CUALQUIER_USUARIO || esPermiso(p.permiso)),
      ).map((p) => p.ruta),
    ).toEqual([]);
    expect(PANTALLA_LOGIN.permiso).toBe(SIN_SESION);
  });

  it('the router opens each screen at its route, and nothing else but the login and the fallback', () => {
    for (const p of [PANTALLA_LOGIN, ...PANTALLAS]) {
      const url = urlDe(p.ruta);
      const ultima = rutaDe(url);
      expect(ultima?.path === '*', url).toBe(false);
      expect(ultima?.index === true ? '/' : ultima?.path, url).toBe(p.ruta);
    }
    const propias = rutasDe(rutasDelPortal).filter((r) => r.path !== undefined || r.index);
    // The one route that is not a screen: the fallback, which sends an unknown address to the index.
    expect(propias.length).toBe(PANTALLAS.length + 2); // + the login and '*'
  });

  it('each screen is behind the entry guard of its flag and its wording; the login has none', () => {
    for (const p of PANTALLAS) {
      const guardia = rutaDe(urlDe(p.ruta))?.element as ReactElement<{ permiso: unknown; aviso?: string }>;
      expect(isValidElement(guardia) && guardia.type, p.ruta).toBe(RequierePermiso);
      expect(guardia.props.permiso, p.ruta).toBe(p.permiso);
      expect(guardia.props.aviso, p.ruta).toBe(p.aviso);
    }
    const login = rutaDe(PANTALLA_LOGIN.ruta)?.element as ReactElement;
    expect(isValidElement(login) && login.type !== RequierePermiso).toBe(true);
  });

  it('a user sees a header section exactly when they hold its screen’s flag', () => {
    for (const p of PANTALLAS.filter((x) => x.enlace)) {
      const ve = (permisos: readonly string[]) => enlacesVisibles(permisos).some((e) => e.ruta === p.ruta);
      expect(ve([p.permiso]), p.ruta).toBe(true);
      expect(ve([]), p.ruta).toBe(p.permiso === CUALQUIER_USUARIO);
    }
    expect(enlacesVisibles([]).map((e) => e.texto)).toEqual(['Mis pedidos', 'Órdenes de contratación']);
    expect(enlacesVisibles(['read_reportesOperaciones_clientes']).map((e) => e.ruta)).toEqual([
      '/',
      '/contratacion/ordenes',
      '/reportes',
    ]);
    expect(tienePermiso([], 'add_ordencontratacion')).toBe(false);
    expect(tienePermiso([], CUALQUIER_USUARIO)).toBe(true);
  });

  it('only screens every user enters start their data before the session (and its flags) is read', () => {
    expect(PANTALLAS.filter((p) => p.datos && p.permiso !== CUALQUIER_USUARIO).map((p) => p.ruta)).toEqual(
      [],
    );
  });

  it('an unknown address falls to the fallback route', () => {
    expect(rutaDe('/no-existe')?.path).toBe('*');
  });
});
