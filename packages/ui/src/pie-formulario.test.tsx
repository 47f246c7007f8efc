// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PieFormulario } from './pie-confirmacion';

function Formulario({
  cargando,
  onEnviar,
  onCancelar,
}: {
  cargando: boolean;
  onEnviar: () => void;
  onCancelar: () => void;
}) {
  return (
    <form
      aria-label="Prueba"
      onSubmit={(e) => {
        e.preventDefault();
        onEnviar();
      }}
    >
      <input aria-label="Campo" />
      <PieFormulario texto="Agregar" onCancelar={onCancelar} cargando={cargando} />
    </form>
  );
}

describe('PieFormulario', () => {
  it('submits the form it sits in (button and Enter), Cancelar only cancels, and it is disabled while busy', async () => {
    const onEnviar = vi.fn();
    const onCancelar = vi.fn();
    const { rerender } = render(<Formulario cargando={false} onEnviar={onEnviar} onCancelar={onCancelar} />);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await userEvent.type(screen.getByLabelText('Campo'), 'x{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect([onEnviar.mock.calls.length, onCancelar.mock.calls.length]).toEqual([2, 1]);

    rerender(<Formulario cargando onEnviar={onEnviar} onCancelar={onCancelar} />);
    const ocupado = screen.getByRole('button', { name: /Agregar/ });
    expect([(ocupado as HTMLButtonElement).disabled, ocupado.getAttribute('aria-busy')]).toEqual([
      true,
      'true',
    ]);
  });
});
