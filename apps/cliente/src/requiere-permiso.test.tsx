// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES } from '@talento/rules';
import { CUALQUIER_USUARIO, PANTALLAS, type PermisoPantalla } from './pantallas';
import { RequierePermiso } from './requiere-permiso';
import { Rutas } from './rutas';

/** The flags of the signed-in user the fake session answers with. */
const sesion = { permisos: [] as string[] };

// Only the session: a page that rendered would reach for its own procedures and fail the test.
vi.mock('./trpc', () => ({
  trpc: {
    useUtils: () => ({ auth: { me: { reset: () => undefined } } }),
    auth: {
      me: {
        useQuery: () => ({
          data: {
            portal: 'cliente',
            usuario: { nombreCompleto: 'Camila Torres', clientes: [], permisos: sesion.permisos },
          },
        }),
      },
      logout: { useMutation: () => ({ mutate: () => undefined, isPending: false }) },
    },
  },
}));
vi.mock('./conexion', () => ({ consultas: {} }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const abiertas: { raiz: Root; contenedor: HTMLElement }[] = [];

function abrir(elemento: ReactNode): HTMLElement {
  const contenedor = document.body.appendChild(document.createElement('div'));
  const raiz = createRoot(contenedor);
  abiertas.push({ raiz, contenedor });
  act(() => raiz.render(elemento));
  return contenedor;
}

afterEach(() => {
  for (const { raiz, contenedor } of abiertas.splice(0)) {
    act(() => raiz.unmount());
    contenedor.remove();
  }
  sesion.permisos = [];
});

const conBandera = PANTALLAS.filter((p) => p.permiso !== CUALQUIER_USUARIO);

describe('the client portal turns away a user without a screen’s flag', () => {
  it('some screens of the list need a flag (the sweep below is not empty)', () => {
    expect(conBandera.map((p) => p.ruta)).toEqual([
      '/pedido/:id/candidato/:cpId/orden-contratacion',
      '/reportes',
    ]);
  });

  for (const p of conBandera) {
    it(`${p.ruta}: the shell's "sin permisos" state, not the page, and no header link`, () => {
      const pagina = abrir(
        <MemoryRouter initialEntries={[p.ruta.replace(/:\w+/g, '7')]}>
          <Rutas />
        </MemoryRouter>,
      );
      const principal = pagina.querySelector('main');
      expect(principal?.textContent).toBe(p.aviso ?? MENSAJES.shell.sinPermisos);
      const secciones = [...pagina.querySelectorAll('nav a')].map((a) => a.textContent);
      expect(secciones.length).toBeGreaterThan(0);
      if (p.enlace) expect(secciones).not.toContain(p.enlace.texto);
    });
  }

  it('the guard lets in a user holding the flag, and anyone into a screen for every user', () => {
    const guardado = (permiso: PermisoPantalla) =>
      abrir(
        <RequierePermiso permiso={permiso}>
          <p>contenido</p>
        </RequierePermiso>,
      ).textContent;
    expect(guardado(CUALQUIER_USUARIO)).toBe('contenido');
    expect(guardado('add_ordencontratacion')).toBe(MENSAJES.shell.sinPermisos);
    sesion.permisos = ['add_ordencontratacion'];
    expect(guardado('add_ordencontratacion')).toBe('contenido');
  });
});
