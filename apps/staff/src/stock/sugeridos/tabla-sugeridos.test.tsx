// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MENSAJES_SUGERIDOS,
  NOMBRES_PARTES_COMPATIBILIDAD,
  PESOS_COMPATIBILIDAD,
  type Sugerido,
} from '@talento/rules';
import { TablaSugeridos } from './tabla-sugeridos';

afterEach(cleanup);

/** A suggested person with the given points per part (0 for the rest), shaped as the server sends it. */
function sugerido(
  candidatoId: number,
  nombre: string,
  puntos: Partial<Record<keyof typeof PESOS_COMPATIBILIDAD, number>>,
): Sugerido {
  const partes = (Object.keys(PESOS_COMPATIBILIDAD) as (keyof typeof PESOS_COMPATIBILIDAD)[]).map(
    (parte) => ({
      parte,
      nombre: NOMBRES_PARTES_COMPATIBILIDAD[parte],
      puntos: puntos[parte] ?? 0,
      maximo: PESOS_COMPATIBILIDAD[parte],
    }),
  );
  return {
    candidatoId,
    hojaDeVidaId: candidatoId + 100,
    nombre,
    numeroDocumento: `10${candidatoId}`,
    ciudad: 'Bogotá D.C.',
    puntaje: partes.reduce((s, p) => s + p.puntos, 0),
    partes,
  };
}

const FILAS = [
  sugerido(1, 'Ana Pérez', { ciudad: 20, edad: 10, experiencia: 15 }),
  sugerido(2, 'Luis Gómez', { ciudad: 20 }),
];

const pintar = (filas: Sugerido[] | undefined) =>
  render(
    <MemoryRouter>
      <TablaSugeridos filas={filas} cargando={false} />
    </MemoryRouter>,
  );

describe('TablaSugeridos', () => {
  it('lists the people in the server’s order with their score, a link to the CV and the score’s parts on focus', async () => {
    pintar(FILAS);
    const tabla = screen.getByRole('table', { name: MENSAJES_SUGERIDOS.titulo });
    const filas = within(tabla).getAllByRole('row').slice(1);
    expect(filas.map((f) => within(f).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Ana Pérez',
      'Luis Gómez',
    ]);
    expect(within(filas[0]!).getByRole('link', { name: 'Ana Pérez' }).getAttribute('href')).toBe('/hv/1');
    const puntaje = within(filas[0]!).getByRole('button', { name: 'Compatibilidad de Ana Pérez: 45 de 100' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.setup().click(puntaje);
    const partes = screen.getByRole('tooltip');
    expect(partes.textContent).toContain('Ciudad de residencia20 de 20');
    expect(partes.textContent).toContain('Experiencia en el cargo15 de 20');
    expect(partes.textContent).toContain('Pruebas digitales0 de 10');
  });

  it('says there are no suggestions when the list is empty', () => {
    pintar([]);
    expect(screen.getByText(MENSAJES_SUGERIDOS.vacio)).toBeTruthy();
  });
});
