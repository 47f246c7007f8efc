// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CampoArea } from './area-texto';
import { CampoTexto } from './campo-texto';
import { Seleccion } from './campos-formulario';
import { Typeahead } from './typeahead';

afterEach(cleanup);

/** The texts an element's aria-describedby points at, in order. */
function descripcion(el: HTMLElement): string[] {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(sin elemento ${id})`);
}

describe('campos del formulario', () => {
  it('un campo requerido muestra "*" antes de enviar, se lee "(obligatorio)" y lleva aria-required; su nombre sigue siendo la etiqueta', () => {
    render(<CampoTexto etiqueta="Nombre del cargo" requerido />);
    const campo = screen.getByRole('textbox', { name: 'Nombre del cargo' });
    expect(campo.getAttribute('aria-required')).toBe('true');
    expect(descripcion(campo)).toEqual(['(obligatorio)']);
    const etiqueta = document.querySelector(`label[for="${campo.id}"]`);
    expect(etiqueta?.textContent).toBe('Nombre del cargo*(obligatorio)');
    expect(etiqueta?.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
  });

  it('un campo opcional no lleva marca ni aria-required', () => {
    render(<CampoTexto etiqueta="Comisión" />);
    const campo = screen.getByRole('textbox', { name: 'Comisión' });
    expect(campo.getAttribute('aria-required')).toBeNull();
    expect(campo.getAttribute('aria-describedby')).toBeNull();
    expect(document.body.textContent).not.toContain('*');
  });

  it('el mensaje de error queda ligado al campo con aria-describedby y aria-invalid', () => {
    render(
      <CampoTexto
        etiqueta="Salario"
        requerido
        error="El salario debe ser mayor a 0"
        aria-describedby="ayuda"
      />,
    );
    const campo = screen.getByRole('textbox', { name: 'Salario' });
    expect(campo.getAttribute('aria-invalid')).toBe('true');
    expect(campo.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(descripcion(campo).slice(0, 2)).toEqual(['(obligatorio)', 'El salario debe ser mayor a 0']);
  });

  it('área de texto, selección y typeahead ligan su error y su marca igual', () => {
    render(
      <>
        <CampoArea etiqueta="Razón" requerido error="Debes escribir una razón" />
        <Seleccion
          etiqueta="Sucursal"
          requerido
          valor=""
          onChange={() => undefined}
          opciones={[{ valor: 1, etiqueta: 'Centro' }]}
          error="El campo sucursal es requerido"
        />
        <Typeahead
          etiqueta="Cliente"
          requerido
          valor={null}
          onChange={() => undefined}
          buscar={() => Promise.resolve([])}
          minCaracteres={4}
          error="El campo cliente es requerido"
        />
      </>,
    );
    const casos: [HTMLElement, string][] = [
      [screen.getByRole('textbox', { name: 'Razón' }), 'Debes escribir una razón'],
      [screen.getByRole('combobox', { name: 'Sucursal' }), 'El campo sucursal es requerido'],
      [screen.getByRole('combobox', { name: 'Cliente' }), 'El campo cliente es requerido'],
    ];
    for (const [campo, mensaje] of casos) {
      expect(campo.getAttribute('aria-invalid')).toBe('true');
      expect(campo.getAttribute('aria-required')).toBe('true');
      expect(descripcion(campo)).toEqual(['(obligatorio)', mensaje]);
    }
    // The typeahead carries its visible label's text as its own name too (axe label-title-only in Chromium).
    expect(screen.getByRole('combobox', { name: 'Cliente' }).getAttribute('aria-label')).toBe('Cliente');
  });

  it('CampoTexto recibe register: lo escrito llega al formulario por el ref y el onChange', async () => {
    const valores: string[] = [];
    render(
      <CampoTexto etiqueta="Centro de costo" name="cc" onChange={(e) => valores.push(e.target.value)} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Centro de costo' }), 'CC');
    expect(valores).toEqual(['C', 'CC']);
  });
});
