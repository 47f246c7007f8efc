// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { columnasDe } from './caracteristicas';
import { Tabla, type TablaProps } from './tabla';

interface Persona {
  id: number;
  nombre: string;
  edad: number;
}

const PERSONAS: Persona[] = [
  { id: 1, nombre: 'Zapata', edad: 30 },
  { id: 2, nombre: 'Álvarez', edad: 41 },
  { id: 3, nombre: 'Benítez', edad: 25 },
];

const c = columnasDe<Persona>();
const COLUMNAS = c.columns([
  c.accessor('nombre', { header: 'Nombre' }),
  c.accessor('edad', { header: 'Edad', meta: { alinear: 'derecha' } }),
]);
const idFila = (p: Persona) => String(p.id);
const etiquetaFila = (p: Persona) => p.nombre;

function pintar(props: Partial<TablaProps<Persona>> = {}) {
  return render(
    <Tabla etiqueta="Personas" columnas={COLUMNAS} datos={PERSONAS} idFila={idFila} {...props} />,
  );
}

/** First cell of each body row, in screen order. */
const nombres = () =>
  within(screen.getByRole('table', { name: 'Personas' }))
    .getAllByRole('row')
    .slice(1)
    .map((fila) => within(fila).getAllByRole('cell')[0]?.textContent);

describe('Tabla', () => {
  it('ordena al pulsar el encabezado: ascendente, descendente y de vuelta al orden original, con aria-sort', async () => {
    const user = userEvent.setup();
    pintar();
    const encabezado = screen.getByRole('columnheader', { name: 'Nombre' });
    expect(encabezado).toHaveProperty('ariaSort', 'none');
    expect(nombres()).toEqual(['Zapata', 'Álvarez', 'Benítez']);

    await user.click(within(encabezado).getByRole('button', { name: 'Nombre' }));
    // Spanish order: the accent does not send Álvarez after Zapata.
    expect(nombres()).toEqual(['Álvarez', 'Benítez', 'Zapata']);
    expect(encabezado.getAttribute('aria-sort')).toBe('ascending');

    await user.click(within(encabezado).getByRole('button', { name: 'Nombre' }));
    expect(nombres()).toEqual(['Zapata', 'Benítez', 'Álvarez']);
    expect(encabezado.getAttribute('aria-sort')).toBe('descending');

    await user.click(within(encabezado).getByRole('button', { name: 'Nombre' }));
    expect(nombres()).toEqual(['Zapata', 'Álvarez', 'Benítez']);
    expect(encabezado.getAttribute('aria-sort')).toBe('none');
  });

  it('ordena números como números (también ascendente al primer clic) y alinea la columna a la derecha', async () => {
    const user = userEvent.setup();
    pintar({ datos: [...PERSONAS, { id: 4, nombre: 'Duarte', edad: 9 }] });
    const edad = screen.getByRole('columnheader', { name: 'Edad' });
    await user.click(within(edad).getByRole('button'));
    expect(edad.getAttribute('aria-sort')).toBe('ascending');
    expect(nombres()).toEqual(['Duarte', 'Benítez', 'Zapata', 'Álvarez']);
    expect(screen.getByRole('cell', { name: '9' }).className).toContain('text-right');
    expect(edad.className).toContain('text-right');
  });

  it('sin orden (listas paginadas en el servidor) los encabezados no tienen botón ni aria-sort', () => {
    pintar({ ordenable: false });
    const encabezado = screen.getByRole('columnheader', { name: 'Nombre' });
    expect(within(encabezado).queryByRole('button')).toBeNull();
    expect(encabezado.hasAttribute('aria-sort')).toBe(false);
  });

  it('sin filas muestra el mensaje de vacío dentro de la tabla, con los encabezados', () => {
    pintar({ datos: [], vacio: 'No hay personas.' });
    expect(screen.getByRole('cell', { name: 'No hay personas.' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('en la primera carga muestra "Cargando" y marca la tabla ocupada; con filas ya cargadas las conserva', () => {
    const { rerender } = pintar({ datos: undefined, cargando: true });
    const tabla = screen.getByRole('table', { name: 'Personas' });
    expect(tabla.getAttribute('aria-busy')).toBe('true');
    expect(within(tabla).getByRole('status', { name: 'Cargando' })).toBeTruthy();
    expect(screen.queryByText('No hay registros.')).toBeNull();

    rerender(<Tabla etiqueta="Personas" columnas={COLUMNAS} datos={PERSONAS} idFila={idFila} cargando />);
    expect(nombres()).toEqual(['Zapata', 'Álvarez', 'Benítez']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    // The rows keep their contrast while they refresh (axe measured faded text as a contrast failure).
    expect(screen.getByRole('table').className).not.toMatch(/opacity/);

    rerender(<Tabla etiqueta="Personas" columnas={COLUMNAS} datos={PERSONAS} idFila={idFila} />);
    expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false);
  });

  it('selecciona filas con casillas nombradas y devuelve los ids al padre', async () => {
    const user = userEvent.setup();
    const vistos: string[][] = [];
    function ConSeleccion() {
      const [ids, setIds] = useState<string[]>([]);
      return (
        <>
          <Tabla
            etiqueta="Personas"
            columnas={COLUMNAS}
            datos={PERSONAS}
            idFila={idFila}
            seleccion={{
              ids,
              etiquetaFila,
              seleccionable: (p) => p.id !== 3,
              onCambiar: (nuevos) => {
                vistos.push(nuevos);
                setIds(nuevos);
              },
            }}
          />
          <button type="button" onClick={() => setIds([])}>
            Limpiar
          </button>
        </>
      );
    }
    render(<ConSeleccion />);
    const ana = screen.getByRole('checkbox', { name: 'Seleccionar Zapata' });
    await user.click(ana);
    expect(vistos.at(-1)).toEqual(['1']);
    expect((ana as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Seleccionar Benítez' }).disabled).toBe(
      true,
    );

    const todas = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Seleccionar todas las filas' });
    expect(todas.indeterminate).toBe(true);
    await user.click(todas);
    expect([...(vistos.at(-1) ?? [])].sort()).toEqual(['1', '2']);
    expect(todas.checked).toBe(true);

    // The parent owns the selection: clearing it unticks the boxes.
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Seleccionar Zapata' }).checked).toBe(
      false,
    );
    expect(todas.checked).toBe(false);
  });

  it('con teclado: la caja desplazable recibe el foco con nombre, las flechas recorren las filas y Enter ordena', async () => {
    const user = userEvent.setup();
    pintar();
    await user.tab();
    const caja = screen.getByRole('group', { name: 'Personas' });
    expect(document.activeElement).toBe(caja);
    expect(caja.tabIndex).toBe(0);

    const filas = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(filas[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(filas[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(filas[2]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(filas[2]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(filas[1]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(filas[0]);

    caja.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nombre' }));
    await user.keyboard('{Enter}');
    expect(nombres()).toEqual(['Álvarez', 'Benítez', 'Zapata']);
  });

  it('pinta la fila de totales en el pie y el test id de cada fila', () => {
    const testIdFila = vi.fn((p: Persona) => `persona-${p.id}`);
    pintar({ pie: ['Total', 96], testIdFila });
    const pie = screen.getAllByRole('row').at(-1)!;
    expect(
      within(pie)
        .getAllByRole('cell')
        .map((x) => x.textContent),
    ).toEqual(['Total', '96']);
    expect(screen.getByTestId('persona-2').textContent).toContain('Álvarez');
  });
});
