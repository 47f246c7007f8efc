// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Paginador } from './paginador';

describe('Paginador', () => {
  it('dice "Página n de m" y pide la anterior y la siguiente', async () => {
    const user = userEvent.setup();
    const onCambiar = vi.fn();
    render(<Paginador etiqueta="Páginas de resultados" pagina={2} paginas={3} onCambiar={onCambiar} />);
    const nav = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(nav.textContent).toContain('Página 2 de 3');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onCambiar.mock.calls).toEqual([[1], [3]]);
  });

  it('deshabilita Anterior en la primera página y Siguiente en la última', () => {
    const { rerender } = render(<Paginador pagina={1} paginas={2} onCambiar={() => undefined} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Anterior' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Siguiente' }).disabled).toBe(false);
    rerender(<Paginador pagina={2} paginas={2} onCambiar={() => undefined} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Anterior' }).disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Siguiente' }).disabled).toBe(true);
  });

  it('con extremos también va a la primera y a la última página', async () => {
    const user = userEvent.setup();
    const onCambiar = vi.fn();
    render(<Paginador pagina={3} paginas={7} onCambiar={onCambiar} extremos />);
    await user.click(screen.getByRole('button', { name: 'Primera' }));
    await user.click(screen.getByRole('button', { name: 'Última' }));
    expect(onCambiar.mock.calls).toEqual([[1], [7]]);
  });

  it('con una sola página no se muestra', () => {
    render(<Paginador pagina={1} paginas={1} onCambiar={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
