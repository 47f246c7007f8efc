// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorDeConexion } from './errores-conexion';
import { LimiteDeCarga, esFallaDeModulo } from './limite-de-carga';

function Pagina({ falla }: { falla: { activa: boolean } }) {
  if (falla.activa) throw new ErrorDeConexion();
  return <p>Pedidos vigentes</p>;
}

describe('LimiteDeCarga', () => {
  // React and the boundary log the caught error; the test expects it.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a page that could not load says so with Reintentar, which draws it again', () => {
    const falla = { activa: true };
    const alReintentar = vi.fn();
    render(
      <LimiteDeCarga alReintentar={alReintentar}>
        <Pagina falla={falla} />
      </LimiteDeCarga>,
    );
    expect(screen.getByTestId('falla-de-carga').textContent).toContain('No se pudo cargar la información.');
    expect(screen.queryByText('Pedidos vigentes')).toBeNull();
    falla.activa = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(alReintentar).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Pedidos vigentes').textContent).toBe('Pedidos vigentes');
    expect(screen.queryByTestId('falla-de-carga')).toBeNull();
  });

  it('retries by itself when the browser’s connection returns', () => {
    const falla = { activa: true };
    render(
      <LimiteDeCarga>
        <Pagina falla={falla} />
      </LimiteDeCarga>,
    );
    expect(screen.getByRole('button', { name: 'Reintentar' }).textContent).toBe('Reintentar');
    falla.activa = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('Pedidos vigentes').textContent).toBe('Pedidos vigentes');
  });

  it('knows a page whose code did not download', () => {
    expect(esFallaDeModulo(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(esFallaDeModulo(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(esFallaDeModulo(new ErrorDeConexion())).toBe(false);
  });
});
