// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DesglosePuntaje } from './desglose-puntaje';

const PARTES = [
  { nombre: 'Ciudad de residencia', puntos: 20, maximo: 20 },
  { nombre: 'Experiencia en el cargo', puntos: 5, maximo: 20 },
];

describe('DesglosePuntaje', () => {
  it('names the score and always describes it with its parts (screen readers need not open it)', () => {
    render(<DesglosePuntaje puntaje={87} partes={PARTES} de="Ana Pérez" />);
    const boton = screen.getByRole('button', {
      name: 'Compatibilidad de Ana Pérez: 87 de 100',
      description: 'Ciudad de residencia20 de 20Experiencia en el cargo5 de 20',
    });
    expect(boton.textContent).toBe('87');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on keyboard focus, closes with Escape and reopens on the next focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DesglosePuntaje puntaje={45} partes={PARTES} />
        <button type="button">Otro</button>
      </>,
    );
    await user.tab();
    const boton = screen.getByRole('button', { name: 'Compatibilidad: 45 de 100' });
    expect(document.activeElement).toBe(boton);
    expect(screen.getByRole('tooltip').textContent).toContain('Experiencia en el cargo5 de 20');
    expect(boton.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(boton);
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab({ shift: true });
    expect(screen.getByRole('tooltip').textContent).toContain('Ciudad de residencia');
  });

  it('opens while the pointer is over the score or its tooltip, and closes when it leaves', async () => {
    const user = userEvent.setup();
    render(<DesglosePuntaje puntaje={60} partes={PARTES} />);
    await user.hover(screen.getByRole('button'));
    const tooltip = screen.getByRole('tooltip');
    await user.hover(tooltip);
    expect(screen.getByRole('tooltip')).toBe(tooltip);
    await user.unhover(tooltip);
    await user.unhover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
