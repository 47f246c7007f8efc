// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { paginaPerezosa, precargarRutasActuales } from './pagina-perezosa';

function Pagina() {
  return <p>Pedido 7</p>;
}

describe('paginaPerezosa', () => {
  it('la precarga descarga el chunk una sola vez y el render usa esa misma descarga', async () => {
    let descargas = 0;
    const p = paginaPerezosa(() => {
      descargas++;
      return Promise.resolve({ default: Pagina });
    });
    p.precargar();
    p.precargar();
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <p.Componente />
      </Suspense>,
    );
    expect(await screen.findByText('Pedido 7')).toBeTruthy();
    expect(descargas).toBe(1);
  });

  it('una precarga fallida no queda guardada: el render descarga de nuevo', async () => {
    let descargas = 0;
    const p = paginaPerezosa(() => {
      descargas++;
      return descargas === 1 ? Promise.reject(new Error('sin red')) : Promise.resolve({ default: Pagina });
    });
    p.precargar();
    await new Promise((r) => setTimeout(r, 0));
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <p.Componente />
      </Suspense>,
    );
    expect(await screen.findByText('Pedido 7')).toBeTruthy();
    expect(descargas).toBe(2);
  });
});

describe('precargarRutasActuales', () => {
  it('llama la precarga de cada ruta coincidente con sus parámetros, y salta las que no tienen', () => {
    const llamadas: unknown[] = [];
    precargarRutasActuales([
      { params: {}, route: { handle: { precargar: () => llamadas.push('shell') } } },
      { params: { id: '7' }, route: {} },
      {
        params: { id: '7' },
        route: { handle: { precargar: (params: { id?: string }) => llamadas.push(params.id) } },
      },
    ]);
    expect(llamadas).toEqual(['shell', '7']);
  });
});
