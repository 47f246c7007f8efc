// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MENSAJES_CITAS as M } from '@talento/rules';
import { BuscarDocumento } from './buscar-documento';

afterEach(cleanup);

function pintar(negativa?: string) {
  const buscados: string[] = [];
  render(<BuscarDocumento onBuscar={(d) => buscados.push(d)} buscando={false} negativa={negativa} />);
  return buscados;
}

describe('BuscarDocumento', () => {
  it('refuses anything but digits with the Spanish message and does not search', async () => {
    const buscados = pintar();
    await userEvent.type(screen.getByLabelText('Número de documento'), '10.203-ab');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByLabelText('Número de documento').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(M.documentoInvalido).textContent).toBe(M.documentoInvalido);
    expect(buscados).toEqual([]);
  });

  it('an empty box asks for the document', async () => {
    const buscados = pintar();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText(M.requerido).textContent).toBe(M.requerido);
    expect(buscados).toEqual([]);
  });

  it('searches the digits typed (spaces around them dropped)', async () => {
    const buscados = pintar();
    await userEvent.type(screen.getByLabelText('Número de documento'), ' 1020304050 {Enter}');
    expect(buscados).toEqual(['1020304050']);
  });

  it("shows the server's refusal under the box", () => {
    pintar(M.contratado);
    expect(screen.getByLabelText('Número de documento').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(M.contratado).textContent).toBe(M.contratado);
  });
});
