// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
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
    void p.precargar();
    void p.precargar();
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
    // The early download's failure is not an error yet: the preload settles without one.
    await expect(p.precargar()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <p.Componente />
      </Suspense>,
    );
    expect(await screen.findByText('Pedido 7')).toBeTruthy();
    expect(descargas).toBe(2);
  });

  it('una página cuyo chunk ya llegó se pinta en el mismo render, sin el respaldo de Suspense', async () => {
    const p = paginaPerezosa(() => Promise.resolve({ default: Pagina }));
    // The early download's failure is not an error yet: the preload settles without one.
    await expect(p.precargar()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <p.Componente />
      </Suspense>,
    );
    // No await: with `lazy` alone the first commit is the fallback and the page comes later.
    expect(screen.getByText('Pedido 7')).toBeTruthy();
    expect(screen.queryByText('Cargando')).toBeNull();
  });

  it('una página montada antes de que llegue su chunk no se vuelve a montar cuando llega', async () => {
    function Contador() {
      const [n, setN] = useState(0);
      return <button onClick={() => setN(n + 1)}>Clics {n}</button>;
    }
    let llegar: (m: { default: typeof Contador }) => void = () => undefined;
    const p = paginaPerezosa(() => new Promise<{ default: typeof Contador }>((r) => (llegar = r)));
    function Padre({ vuelta }: { vuelta: number }) {
      return (
        <Suspense fallback={<p>Cargando</p>}>
          <span>Vuelta {vuelta}</span>
          <p.Componente />
        </Suspense>
      );
    }
    const { rerender } = render(<Padre vuelta={1} />);
    expect(screen.getByText('Cargando')).toBeTruthy();
    await act(() => {
      llegar({ default: Contador });
      return Promise.resolve();
    });
    fireEvent.click(await screen.findByText('Clics 0'));
    rerender(<Padre vuelta={2} />);
    expect(screen.getByText('Vuelta 2')).toBeTruthy();
    expect(screen.getByText('Clics 1')).toBeTruthy();
  });
});

describe('precargarRutasActuales', () => {
  it('llama la precarga de cada ruta coincidente con sus parámetros, y salta las que no tienen', () => {
    const llamadas: unknown[] = [];
    void precargarRutasActuales([
      { params: {}, route: { handle: { precargar: () => llamadas.push('shell') } } },
      { params: { id: '7' }, route: {} },
      {
        params: { id: '7' },
        route: { handle: { precargar: (params: { id?: string }) => llamadas.push(params.id) } },
      },
    ]);
    expect(llamadas).toEqual(['shell', '7']);
  });

  it('se cumple cuando llegó el código de la página (o falló), no antes', async () => {
    let llegar: () => void = () => undefined;
    const chunk = new Promise<void>((r) => (llegar = r));
    let lista = false;
    const carga = precargarRutasActuales([
      { params: {}, route: { handle: { precargar: () => undefined } } },
      { params: { id: '7' }, route: { handle: { precargar: () => chunk } } },
    ]).then(() => (lista = true));
    await Promise.resolve();
    expect(lista).toBe(false);
    llegar();
    await carga;
    expect(lista).toBe(true);
  });
});
