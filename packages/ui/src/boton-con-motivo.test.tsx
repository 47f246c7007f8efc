// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BotonConMotivo } from './boton-con-motivo';

afterEach(cleanup);

describe('BotonConMotivo', () => {
  it('with a reason: stays focusable, unavailable, described by the reason, and a click does nothing', async () => {
    const alPulsar = vi.fn();
    const { container } = render(
      <BotonConMotivo motivo="No ha realizado pruebas" onClick={alPulsar}>
        Seleccionar
      </BotonConMotivo>,
    );
    const boton = screen.getByRole('button', { name: 'Seleccionar' });
    expect(boton.getAttribute('aria-disabled')).toBe('true');
    expect((boton as HTMLButtonElement).disabled).toBe(false);
    expect(boton).toHaveProperty('tabIndex', 0);
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('No ha realizado pruebas');
    expect(boton.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip', { hidden: true }).id);
    fireEvent.click(boton);
    expect(alPulsar).not.toHaveBeenCalled();
    const r = await axe.run(container);
    expect(r.violations.map((v) => v.id)).toEqual([]);
  });

  it('without one: an ordinary button that acts', () => {
    const alPulsar = vi.fn();
    render(
      <BotonConMotivo motivo={null} onClick={alPulsar}>
        Seleccionar
      </BotonConMotivo>,
    );
    const boton = screen.getByRole('button', { name: 'Seleccionar' });
    expect(boton.getAttribute('aria-disabled')).toBeNull();
    expect(boton.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(boton);
    expect(alPulsar).toHaveBeenCalledTimes(1);
  });
});
