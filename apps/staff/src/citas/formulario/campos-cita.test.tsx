// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CamposFormularioCita } from '@talento/rules';
import { CamposCita } from './campos-cita';
import type { CatalogosCita } from './tipos';
import { camposNuevos } from './valores';

// Without a client the form reads no list of people in charge: the page's catalogue is used.
vi.mock('../../trpc', () => ({
  trpc: {
    useUtils: () => ({}),
    citas: { catalogos: { useQuery: () => ({ isError: false, data: undefined }) } },
  },
}));

// jsdom has no ResizeObserver (react-datepicker watches the month's height with it to size the time list).
globalThis.ResizeObserver ??= class {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
};

const CATALOGOS: CatalogosCita = {
  estados1: [],
  estados2: [],
  referencias: [],
  requisitos: [],
  encargados: [{ id: 2, nombre: 'Paula', sucursalId: 1 }],
  sucursales: [{ id: 1, nombre: 'Bogotá Centro' }],
  sucursalUsuarioId: 1,
};

/** The create form's appointment fields with their default values, as of the (fixed) clock. */
function Formulario() {
  const form = useForm<CamposFormularioCita>({ defaultValues: camposNuevos(new Date(), 1) });
  return (
    <FormProvider {...form}>
      <CamposCita catalogos={CATALOGOS} clienteInicial={null} deshabilitado={false} />
    </FormProvider>
  );
}

/** The picker's time list, opened from the date and time field. */
async function abrirHoras(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('textbox', { name: /Fecha y hora de la entrevista/ }));
  return screen.getByRole('listbox', { name: 'Hora' });
}

const ofrecida = (lista: HTMLElement, hora: string) =>
  within(lista).getByRole('option', { name: hora }).getAttribute('aria-disabled') !== 'true';

describe('CamposCita: the interview time picker', () => {
  beforeEach(() => {
    // Only the clock is fixed (local time, as the picker shows it): Testing Library's timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 10, 7, 42));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("today: the slots before now are not offered, the later ones are; the default is the grid's now + 30 minutes", async () => {
    const u = userEvent.setup();
    render(<Formulario />);
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /Fecha y hora de la entrevista/ }).value,
    ).toBe('24/11/2026 10:45');
    const horas = await abrirHoras(u);
    // 96 slots of 15 minutes, on the grid: none with seconds.
    expect(within(horas).getAllByRole('option')).toHaveLength(96);
    for (const pasada of ['00:00', '08:00', '09:45', '10:00']) expect(ofrecida(horas, pasada)).toBe(false);
    for (const futura of ['10:15', '10:30', '10:45', '14:00', '23:45'])
      expect(ofrecida(horas, futura)).toBe(true);
    expect(within(horas).getByRole('option', { name: '10:45' }).getAttribute('aria-selected')).toBe('true');
    // A past slot cannot be picked: the value stays.
    await u.click(within(horas).getByRole('option', { name: '09:45' }));
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /Fecha y hora de la entrevista/ }).value,
    ).toBe('24/11/2026 10:45');
  });

  it("another day: the whole day's slots are offered (today's past hours are today's only)", async () => {
    const u = userEvent.setup();
    render(<Formulario />);
    await abrirHoras(u);
    await u.click(screen.getByRole('gridcell', { name: /25 de noviembre de 2026/ }));
    const horas = screen.getByRole('listbox', { name: 'Hora' });
    for (const hora of ['00:00', '08:00', '09:45', '10:00', '23:45'])
      expect(ofrecida(horas, hora)).toBe(true);
    await u.click(within(horas).getByRole('option', { name: '08:00' }));
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /Fecha y hora de la entrevista/ }).value,
    ).toBe('25/11/2026 08:00');
  });
});
