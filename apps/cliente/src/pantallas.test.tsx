// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PERMISO_INFORME_CLIENTE } from './reportes/permiso';
import { enlacesVisibles, PANTALLA_LOGIN, PANTALLAS } from './pantallas';
import { rutasDelPortal } from './rutas';

function rutasDe(rutas: readonly RouteObject[]): RouteObject[] {
  return rutas.flatMap((r) => [r, ...rutasDe(r.children ?? [])]);
}

describe('the client portal is built from one screen list', () => {
  it('every screen has a unique route, a title and a page', () => {
    const rutas = PANTALLAS.map((p) => p.ruta);
    expect(new Set(rutas).size).toBe(rutas.length);
    expect(
      PANTALLAS.filter(
        (p) => !p.titulo.trim() || !p.ruta.startsWith('/') || typeof p.pagina.precargar !== 'function',
      ),
    ).toEqual([]);
  });

  it('the router opens each screen at its route, and nothing else but the login and the fallback', () => {
    for (const p of [PANTALLA_LOGIN, ...PANTALLAS]) {
      const url = p.ruta.replace(/:\w+/g, '7');
      const coincidencias = matchRoutes(rutasDelPortal, url) ?? [];
      const ultima = coincidencias.at(-1)?.route;
      expect(ultima?.path === '*', url).toBe(false);
      expect(ultima?.index === true ? '/' : ultima?.path, url).toBe(p.ruta);
    }
    const propias = rutasDe(rutasDelPortal).filter((r) => r.path !== undefined || r.index);
    expect(propias.length).toBe(PANTALLAS.length + 2); // + the login and '*'
  });

  it('the header shows the sections by the user’s flags', () => {
    expect(enlacesVisibles([]).map((e) => e.texto)).toEqual(['Mis pedidos', 'Órdenes de contratación']);
    expect(enlacesVisibles([PERMISO_INFORME_CLIENTE]).map((e) => e.ruta)).toEqual([
      '/',
      '/contratacion/ordenes',
      '/reportes',
    ]);
  });

  it('an unknown address falls to the fallback route', () => {
    expect(matchRoutes(rutasDelPortal, '/no-existe')?.at(-1)?.route.path).toBe('*');
  });
});
