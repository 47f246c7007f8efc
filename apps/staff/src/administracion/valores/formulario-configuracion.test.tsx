// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_VALORES_ANUALES as M } from '@talento/rules';
import { FormularioConfiguracion } from './formulario-configuracion';

const enviados: unknown[] = [];
vi.mock('../../trpc', () => ({
  trpc: {
    useUtils: () => ({ administracion: { valores: { configuracionPedidos: { setData: () => undefined } } } }),
    administracion: {
      valores: {
        guardarConfiguracionPedidos: {
          useMutation: () => ({ mutate: (v: unknown) => enviados.push(v), isPending: false }),
        },
      },
    },
  },
}));

afterEach(() => {
  cleanup();
  enviados.length = 0;
});

const configuracion = {
  version: 4,
  minPorcentajeHv: 70,
  maxCompetencias: 3,
  maxSubCompetencias: 6,
  minValores: 1,
  maxValores: 5,
  maxPregFac: 10,
  minPreguntasEntrevista: 1,
  maxPreguntasEntrevista: 5,
  porcentajeEntrevista: 30,
};

async function escribir(etiqueta: string, valor: string) {
  const campo = screen.getByLabelText(etiqueta, { exact: false });
  await userEvent.clear(campo);
  await userEvent.type(campo, valor);
}

describe('FormularioConfiguracion (Administración › Valores anuales)', () => {
  it('refuses a minimum above its maximum and a percentage over 100 under each field, sending nothing', async () => {
    render(<FormularioConfiguracion configuracion={configuracion} />);
    await escribir('Mínimo de valores por perfil', '8');
    await escribir('Peso de la entrevista en el puntaje (%)', '150');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    expect(screen.getByText(M.minimoMayorQueMaximo).textContent).toBe(M.minimoMayorQueMaximo);
    expect(screen.getByText(M.porcentaje).textContent).toBe(M.porcentaje);
    expect(
      screen.getByLabelText('Mínimo de valores por perfil', { exact: false }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(enviados).toEqual([]);
  });

  it('sends the numbers with the version it was read at', async () => {
    render(<FormularioConfiguracion configuracion={configuracion} />);
    await escribir('Máximo de competencias por perfil', '4');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    expect(enviados).toEqual([{ ...configuracion, maxCompetencias: 4 }]);
  });
});
