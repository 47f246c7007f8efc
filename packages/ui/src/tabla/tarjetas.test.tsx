// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnasDe } from './caracteristicas';
import { Tabla } from './tabla';
import { CONSULTA_TELEFONO } from './tarjetas';

interface Orden {
  id: number;
  cargo: string;
  estado: string;
}

const ORDENES: Orden[] = [
  { id: 7, cargo: 'Auxiliar de bodega', estado: 'Guardada' },
  { id: 9, cargo: 'Mercaderista', estado: 'Radicada' },
];

const c = columnasDe<Orden>();
const COLUMNAS = c.columns([
  c.accessor('cargo', { header: 'Cargo' }),
  c.accessor('estado', { header: () => <em>Estado</em>, meta: { etiquetaTarjeta: 'Estado' } }),
  c.display({
    id: 'acciones',
    header: '',
    cell: ({ row }) => <button type="button">Abrir {row.original.id}</button>,
  }),
]);

/** A window whose width answers `telefono` to the phone query (jsdom has no layout, hence no matchMedia). */
function ancho(telefono: boolean) {
  const matchMedia = vi.fn((q: string) => ({
    matches: telefono && q === CONSULTA_TELEFONO,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

afterEach(() => vi.unstubAllGlobals());

const pintar = (tarjetasEnTelefono: boolean) =>
  render(
    <Tabla
      etiqueta="Órdenes"
      columnas={COLUMNAS}
      datos={ORDENES}
      idFila={(o) => String(o.id)}
      testIdFila={(o) => `orden-${o.id}`}
      tarjetasEnTelefono={tarjetasEnTelefono}
    />,
  );

describe('Tabla with tarjetasEnTelefono', () => {
  it('on a phone shows one card per row, each cell under its label and the actions at its foot', () => {
    ancho(true);
    pintar(true);
    expect(screen.queryByRole('table')).toBeNull();
    const tarjetas = within(screen.getByRole('list', { name: 'Órdenes' })).getAllByRole('listitem');
    expect(tarjetas.map((t) => t.dataset.testid)).toEqual(['orden-7', 'orden-9']);
    const primera = within(tarjetas[0]!);
    expect(primera.getAllByRole('term').map((t) => t.textContent)).toEqual(['Cargo', 'Estado']);
    expect(primera.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Auxiliar de bodega',
      'Guardada',
    ]);
    expect(primera.getByRole('button', { name: 'Abrir 7' })).toBeTruthy();
  });

  it('from 640 px it is the usual table', () => {
    ancho(false);
    pintar(true);
    expect(screen.getByRole('table', { name: 'Órdenes' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('without the option the table never asks the width', () => {
    const matchMedia = ancho(true);
    pintar(false);
    expect(screen.getByRole('table', { name: 'Órdenes' })).toBeTruthy();
    expect(matchMedia).not.toHaveBeenCalled();
  });
});
