// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  criteriosDesdeFormulario,
  formularioCriteriosVacio,
  instanteEnBogota,
  type FormularioCriterios,
} from '@talento/rules';
import { FormularioBusqueda } from './formulario';

vi.mock('../../trpc', () => ({ trpc: { useUtils: () => ({}) } }));
vi.mock('../../catalogos/buscadores', () => ({
  useBuscadores: () => ({ ciudades: () => Promise.resolve([]) }),
}));

afterEach(cleanup);

let valores: () => FormularioCriterios = formularioCriteriosVacio;

function Formulario() {
  const form = useForm<FormularioCriterios>({ defaultValues: formularioCriteriosVacio() });
  valores = form.getValues;
  return (
    <FormProvider {...form}>
      <FormularioBusqueda />
    </FormProvider>
  );
}

const casilla = (etiqueta: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: `Filtrar por ${etiqueta}` });
const hoy = instanteEnBogota('2026-11-22', 10, 0);

describe('FormularioBusqueda: a field with a value is active', () => {
  it('choosing a value ticks its criterion and clearing it unticks it; no control waits for its box', async () => {
    const u = userEvent.setup();
    render(<Formulario />);
    const nivel = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Nivel académico' });
    expect(nivel.disabled).toBe(false);
    expect(casilla('Nivel académico').checked).toBe(false);
    await u.selectOptions(nivel, 'Bachillerato');
    expect(casilla('Nivel académico').checked).toBe(true);
    await u.selectOptions(nivel, '');
    expect(casilla('Nivel académico').checked).toBe(false);
    expect(valores().nivelAcademico).toEqual({ activo: false, valor: null });
  });

  it('typing an age ticks the range; clearing both bounds unticks it; unticking clears the values', async () => {
    const u = userEvent.setup();
    render(<Formulario />);
    await u.type(screen.getByRole('spinbutton', { name: 'Edad mínima' }), '25');
    expect(casilla('Rango de edad').checked).toBe(true);
    await u.type(screen.getByRole('spinbutton', { name: 'Edad máxima' }), '35');
    await u.clear(screen.getByRole('spinbutton', { name: 'Edad mínima' }));
    expect(casilla('Rango de edad').checked).toBe(true);
    await u.clear(screen.getByRole('spinbutton', { name: 'Edad máxima' }));
    expect(casilla('Rango de edad').checked).toBe(false);

    await u.type(screen.getByRole('spinbutton', { name: 'Aspiración salarial mínima' }), '1500000');
    expect(casilla('Aspiración salarial mínima').checked).toBe(true);
    await u.click(casilla('Aspiración salarial mínima'));
    expect(valores().aspiracionMinima).toEqual({ activo: false, valor: null });
    expect(
      screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aspiración salarial mínima' }).value,
    ).toBe('');
  });

  it('the input sent for typed values is the one the ticked form sent before', async () => {
    const u = userEvent.setup();
    render(<Formulario />);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Disponibilidad' }), 'Libre');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Disponible para viajar' }), 'No');
    await u.type(screen.getByRole('spinbutton', { name: 'Edad mínima' }), '18');
    await u.type(screen.getByRole('spinbutton', { name: 'Edad máxima' }), '60');
    const antes: FormularioCriterios = {
      ...formularioCriteriosVacio(),
      disponibilidad: { activo: true, valor: 0 },
      disponibleParaViaje: { activo: true, valor: false },
      edad: { activo: true, minima: 18, maxima: 60 },
    };
    expect(criteriosDesdeFormulario(valores(), hoy)).toEqual(criteriosDesdeFormulario(antes, hoy));
  });

  it('a box ticked by hand without a value still asks for it', async () => {
    const u = userEvent.setup();
    render(<Formulario />);
    await u.click(casilla('Género'));
    expect(casilla('Género').checked).toBe(true);
    expect(criteriosDesdeFormulario(valores(), hoy)).toMatchObject({
      ok: false,
      errores: ['Debe llenar el campo Género'],
    });
  });
});
