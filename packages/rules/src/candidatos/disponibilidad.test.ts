import { describe, expect, it } from 'vitest';
import {
  cierreDeFila,
  DISPONIBILIDAD_CONTRATADO,
  DISPONIBILIDAD_LIBRE,
  disponibilidadAlAgregar,
  retienePersona,
} from './disponibilidad';

const fila = (
  estado: number,
  extra: Partial<{ activo: boolean; liberado: boolean; validadoRechazo: boolean }> = {},
) => ({
  activo: true,
  liberado: false,
  validadoRechazo: false,
  estado,
  ...extra,
});

describe('availability rule', () => {
  it('adding puts the person in process (stock 1 in a current order, 4 in a stock order)', () => {
    expect(disponibilidadAlAgregar(false)).toEqual({ disponibilidad: 1, disponibilidadStock: 1 });
    expect(disponibilidadAlAgregar(true)).toEqual({ disponibilidad: 1, disponibilidadStock: 4 });
  });

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [4, true],
    [6, true],
    [5, false],
    [7, false],
    [8, false],
    [9, false],
    [10, false],
  ])('a row in state %i holds the person: %s', (estado, retiene) => {
    expect(retienePersona(fila(estado))).toBe(retiene);
  });

  it('a client rejection holds the person until staff validates it; inactive or released rows hold nobody', () => {
    expect(retienePersona(fila(3))).toBe(true);
    expect(retienePersona(fila(3, { validadoRechazo: true }))).toBe(false);
    expect(retienePersona(fila(0, { activo: false }))).toBe(false);
    expect(retienePersona(fila(6, { liberado: true }))).toBe(false);
  });

  it('closing an order frees the held (row to 10), keeps the hired hired and leaves finished rows alone', () => {
    expect(cierreDeFila(fila(4), false)).toEqual({ estadoNuevo: 10, disponibilidad: DISPONIBILIDAD_LIBRE });
    expect(cierreDeFila(fila(8), false)).toEqual({
      estadoNuevo: null,
      disponibilidad: DISPONIBILIDAD_CONTRATADO,
    });
    expect(cierreDeFila(fila(5), false)).toEqual({ estadoNuevo: null, disponibilidad: null });
    expect(cierreDeFila(fila(0, { activo: false }), false)).toEqual({
      estadoNuevo: null,
      disponibilidad: null,
    });
  });

  it('a person also held by another open order (older data) keeps that order', () => {
    expect(cierreDeFila(fila(1), true)).toEqual({ estadoNuevo: 10, disponibilidad: null });
    expect(cierreDeFila(fila(8), true)).toEqual({ estadoNuevo: null, disponibilidad: null });
  });
});
