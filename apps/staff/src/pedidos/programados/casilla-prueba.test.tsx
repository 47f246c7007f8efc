// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EstadoPruebaProgramada as E } from '@talento/rules';
import { CasillaPrueba, type CasillaPruebaProps } from './casilla-prueba';

afterEach(cleanup);

function pintar(cambios: Partial<CasillaPruebaProps>) {
  const marcas: boolean[] = [];
  render(
    <CasillaPrueba
      prueba="DETAC"
      correo="ana@correo.co"
      estado={E.NO_PROGRAMADA}
      definida
      editable
      onMarcar={(m) => marcas.push(m)}
      {...cambios}
    />,
  );
  return marcas;
}

describe('CasillaPrueba', () => {
  it('No programada is unchecked; ticking asks to schedule it', async () => {
    const marcas = pintar({ estado: E.NO_PROGRAMADA });
    const casilla = screen.getByRole<HTMLInputElement>('checkbox', { name: 'DETAC de ana@correo.co' });
    expect(casilla.checked).toBe(false);
    expect(screen.getByText('No programada').textContent).toBe('No programada');
    await userEvent.click(casilla);
    expect(marcas).toEqual([true]);
  });

  it('Programada is checked; unticking asks to unschedule it', async () => {
    const marcas = pintar({ estado: E.PROGRAMADA });
    const casilla = screen.getByRole<HTMLInputElement>('checkbox', { name: 'DETAC de ana@correo.co' });
    expect(casilla.checked).toBe(true);
    await userEvent.click(casilla);
    expect(marcas).toEqual([false]);
  });

  it('Presentada is checked and locked: a click changes nothing', async () => {
    const marcas = pintar({ estado: E.PRESENTADA });
    const casilla = screen.getByRole<HTMLInputElement>('checkbox', { name: 'DETAC de ana@correo.co' });
    expect(casilla.checked).toBe(true);
    expect(casilla.disabled).toBe(true);
    await userEvent.click(casilla);
    expect(marcas).toEqual([]);
  });

  it('a test the order does not define shows "—" and no checkbox; without the permission it is read-only', () => {
    pintar({ definida: false });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('—').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('DETAC: no definida en el pedido').className).toBe('sr-only');
    cleanup();
    pintar({ estado: E.PROGRAMADA, editable: false });
    expect(screen.getByRole<HTMLInputElement>('checkbox').disabled).toBe(true);
  });
});

describe('CasillaPrueba while its change is being saved', () => {
  it('shows the value being saved at once', () => {
    pintar({ estado: E.PROGRAMADA, marcaEnCurso: false, editable: false });
    const casilla = screen.getByRole<HTMLInputElement>('checkbox');
    expect(casilla.checked).toBe(false);
    expect(casilla.disabled).toBe(true);
  });
});
