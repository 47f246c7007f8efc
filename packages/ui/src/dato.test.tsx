// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dato, Rejilla } from './dato';
import { Seccion } from './seccion';

describe('Dato y Rejilla', () => {
  it('forman una lista de definiciones válida: dl > div > (dt, dd), como piden dlitem y definition-list', () => {
    const { container } = render(
      <Rejilla etiqueta="Datos del pedido">
        <Dato etiqueta="Ciudad">Bogotá</Dato>
        <Dato etiqueta="Observaciones" ancho>
          {''}
        </Dato>
        <Dato etiqueta="Profesiones" vacio="No Registra">
          {[]}
        </Dato>
      </Rejilla>,
    );
    const dl = container.querySelector('dl');
    expect(dl?.getAttribute('aria-label')).toBe('Datos del pedido');
    const hijos = Array.from(dl?.children ?? []);
    expect(hijos).toHaveLength(3);
    for (const hijo of hijos) {
      expect(hijo.tagName).toBe('DIV');
      expect(Array.from(hijo.children).map((x) => x.tagName)).toEqual(['DT', 'DD']);
    }
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Ciudad',
      'Observaciones',
      'Profesiones',
    ]);
  });

  it('un valor vacío muestra el guion o el texto que pida la pantalla', () => {
    render(
      <Rejilla>
        <Dato etiqueta="Ciudad">Bogotá</Dato>
        <Dato etiqueta="Observaciones">{null}</Dato>
        <Dato etiqueta="Profesiones" vacio="No Registra">
          {[]}
        </Dato>
        <Dato etiqueta="Hijos">{0}</Dato>
      </Rejilla>,
    );
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Bogotá',
      '—',
      'No Registra',
      '0',
    ]);
  });

  it('la rejilla fija lo que muestran sus datos vacíos; un dato puede pedir otro', () => {
    render(
      <Rejilla vacio="No Registra">
        <Dato etiqueta="Ciudad">{undefined}</Dato>
        <Dato etiqueta="Hijos" vacio="Ninguno">
          {null}
        </Dato>
      </Rejilla>,
    );
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['No Registra', 'Ninguno']);
  });

  it('como rejilla de campos de formulario es un div', () => {
    const { container } = render(
      <Rejilla elemento="div">
        <label>
          Nombre <input />
        </label>
      </Rejilla>,
    );
    expect(container.querySelector('dl')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });

  it('fuera de una lista de datos (solo, o en una rejilla de campos) cada término queda dentro de su propio dl', () => {
    const { container } = render(
      <div>
        <Dato etiqueta="Concepto final del psicólogo">Apto</Dato>
        <Rejilla elemento="div">
          <Dato etiqueta="Ciudad">Bogotá</Dato>
        </Rejilla>
        <Rejilla className="grid grid-cols-2">
          <Dato etiqueta="Cargo">Auxiliar</Dato>
        </Rejilla>
      </div>,
    );
    const terminos = Array.from(container.querySelectorAll('dt'));
    expect(terminos).toHaveLength(3);
    // dlitem: every <dt>/<dd> has a <dl> parent, either itself a Dato (alone) or the Rejilla's div row (dl > div > dt).
    for (const dt of terminos) expect(dt.closest('dl')).not.toBeNull();
    expect(container.querySelectorAll('dl')).toHaveLength(3);
    expect(terminos.map((dt) => dt.parentElement?.tagName)).toEqual(['DL', 'DL', 'DIV']);
    // A Rejilla with another layout is still the list (no dl inside a dl: axe definition-list).
    expect(terminos[2]?.closest('dl')?.className).toBe('grid grid-cols-2');
    expect(container.querySelector('dl dl')).toBeNull();
  });
});

describe('Seccion', () => {
  it('es una región con el nombre de su título; vacía muestra el aviso en lugar del contenido', () => {
    const { rerender } = render(
      <Seccion titulo="Requisitos">
        <p>Contenido</p>
      </Seccion>,
    );
    expect(screen.getByRole('region', { name: 'Requisitos' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Requisitos' })).toBeTruthy();
    rerender(
      <Seccion titulo="Requisitos" vacio>
        <p>Contenido</p>
      </Seccion>,
    );
    expect(screen.queryByText('Contenido')).toBeNull();
    expect(screen.getByText('Sin información registrada.')).toBeTruthy();
  });
});
