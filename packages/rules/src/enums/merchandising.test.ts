import { describe, expect, it } from 'vitest';
import { ALTO_MARCO_REPORTE } from '../reportes-embebidos/reglas';
import { ESTADO_NOVEDAD, EstadoNovedad, MAPA_CENTRO_DEFECTO } from './merchandising';

describe('merchandising catalogues', () => {
  it.each([
    [0, 'Pendiente'],
    [1, 'Aceptada'],
    [2, 'Rechazada'],
  ] as const)('novedad state %i → %s', (valor, etiqueta) => {
    expect(ESTADO_NOVEDAD.etiqueta(valor)).toBe(etiqueta);
  });

  it('unknown values read "Desconocido"', () => {
    expect(ESTADO_NOVEDAD.etiqueta(3)).toBe('Desconocido');
  });

  it('has the spec constants', () => {
    expect(EstadoNovedad.PENDIENTE).toBe(0);
    expect(MAPA_CENTRO_DEFECTO.zoom).toBe(6);
    expect(MAPA_CENTRO_DEFECTO.latitud).toBeCloseTo(4.71, 1);
    expect(MAPA_CENTRO_DEFECTO.longitud).toBeCloseTo(-74.07, 1);
    expect(ALTO_MARCO_REPORTE).toBe(600);
  });
});
