// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvisoFilasValidadas } from './aviso-filas-validadas';

afterEach(cleanup);

const validacion = {
  id: 7,
  validadoPor: 'Juliana Restrepo Gómez',
  validadoEn: new Date('2026-06-03T15:00:00Z'),
  filasCongeladas: true,
};

describe('AvisoFilasValidadas', () => {
  it("says whose frozen rows these are and offers today's, and back", async () => {
    const onCambiar = vi.fn();
    const { rerender } = render(
      <AvisoFilasValidadas validacion={validacion} congeladas onCambiar={onCambiar} />,
    );
    expect(screen.getByTestId('aviso-filas-validadas').textContent).toContain(
      'Filas congeladas el 03/06/2026 por Juliana Restrepo Gómez',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver filas de hoy' }));
    expect(onCambiar).toHaveBeenCalledTimes(1);
    rerender(<AvisoFilasValidadas validacion={validacion} congeladas={false} onCambiar={onCambiar} />);
    expect(screen.getByTestId('aviso-filas-validadas').textContent).toContain(
      'Filas de hoy: la semana se validó el 03/06/2026 por Juliana Restrepo Gómez',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver filas congeladas' }));
    expect(onCambiar).toHaveBeenCalledTimes(2);
  });

  it("a week validated before rows were frozen: today's rows, said so, nothing to switch to", () => {
    render(
      <AvisoFilasValidadas
        validacion={{ ...validacion, filasCongeladas: false }}
        congeladas={false}
        onCambiar={() => undefined}
      />,
    );
    expect(screen.getByTestId('aviso-filas-validadas').textContent).toMatch(
      /^Filas de hoy: la semana se validó el 03\/06\/2026 por Juliana Restrepo Gómez, antes de/,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
