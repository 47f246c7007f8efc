// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Boton } from './boton';

afterEach(cleanup);

/** axe's rule for a control whose own name (aria-label) must contain the text it shows. */
async function faltasDeNombre(contenedor: HTMLElement): Promise<string[]> {
  const r = await axe.run(contenedor, { runOnly: ['label-content-name-mismatch'] });
  return r.violations.map((v) => v.id);
}

describe('Boton while it works (cargando)', () => {
  it('with a name of its own, the spinner adds no text to it: its name stays its aria-label, busy', async () => {
    const { container } = render(
      <Boton variante="secundario" aria-label="Deshacer el cambio de Éxito Norte el lunes" cargando>
        Deshacer
      </Boton>,
    );
    const boton = screen.getByRole('button', { name: 'Deshacer el cambio de Éxito Norte el lunes' });
    expect(boton.getAttribute('aria-busy')).toBe('true');
    expect((boton as HTMLButtonElement).disabled).toBe(true);
    expect(within(boton).queryByRole('status')).toBeNull();
    expect(await faltasDeNombre(container)).toEqual([]);
  });

  it('without one, the spinner is a status named "Cargando" inside the button', () => {
    render(<Boton cargando>Guardar</Boton>);
    const boton = screen.getByRole('button', { name: /Guardar/ });
    expect(within(boton).getAllByRole('status', { name: 'Cargando' })).toHaveLength(1);
  });
});
