import { describe, expect, it } from 'vitest';
import {
  DISPONIBILIDAD_STOCK,
  ESTADO_CANDIDATO_STOCK,
  ESTADO_CATEGORIA_STOCK,
  NIVEL_STOCK,
  OPCION_VETAR_CANDIDATO,
  STOCK_DEFAULTS,
  calcularNivelStock,
  etiquetaNivelStock,
  nivelesDesdeMeta,
  porcentajeCumplimientoStock,
} from './stock';

describe('stock catalogues', () => {
  it.each([
    [ESTADO_CANDIDATO_STOCK, 1, 'Activo'],
    [ESTADO_CANDIDATO_STOCK, 2, 'Removido'],
    [ESTADO_CATEGORIA_STOCK, 0, 'Inactivo'],
    [ESTADO_CATEGORIA_STOCK, 1, 'Activo'],
    [NIVEL_STOCK, 1, 'Alto'],
    [NIVEL_STOCK, 2, 'Medio'],
    [NIVEL_STOCK, 3, 'Bajo'],
    [NIVEL_STOCK, 4, 'Muy bajo'],
    [DISPONIBILIDAD_STOCK, 0, 'Libre'],
    [DISPONIBILIDAD_STOCK, 1, 'En pedido vigente'],
    [DISPONIBILIDAD_STOCK, 2, 'En stock de cliente'],
    [DISPONIBILIDAD_STOCK, 3, 'En stock de categoría'],
    [DISPONIBILIDAD_STOCK, 4, 'En pedido stock'],
    [OPCION_VETAR_CANDIDATO, 1, 'No puede enviarse de nuevo al cliente'],
  ] as const)('%#: %i → %s', (catalogo, valor, etiqueta) => {
    expect(catalogo.etiqueta(valor)).toBe(etiqueta);
  });

  it('unknown values read "Desconocido"', () => {
    expect(ESTADO_CANDIDATO_STOCK.etiqueta(3)).toBe('Desconocido');
    expect(ESTADO_CATEGORIA_STOCK.etiqueta(2)).toBe('Desconocido');
    expect(DISPONIBILIDAD_STOCK.etiqueta(9)).toBe('Desconocido');
  });

  it('any level other than 1–3 reads as very low', () => {
    expect(etiquetaNivelStock(7)).toBe('Muy bajo');
    expect(etiquetaNivelStock(null)).toBe('Muy bajo');
    expect(etiquetaNivelStock(2)).toBe('Medio');
  });
});

describe('stock rules', () => {
  it('defaults are 20 / 10 / 5', () => {
    expect(STOCK_DEFAULTS).toEqual({ meta: 20, media: 10, baja: 5 });
  });
  it.each([
    [20, 10, 5],
    [15, 7, 3],
    [3, 1, 0],
  ])('meta %i → media %i, baja %i', (meta, media, baja) => {
    expect(nivelesDesdeMeta(meta)).toEqual({ meta, media, baja });
  });
  it.each([
    [25, 1],
    [20, 1],
    [12, 2],
    [5, 3],
    [4, 4],
  ])('%i candidates → level %i', (candidatos, nivel) => {
    expect(calcularNivelStock(candidatos, STOCK_DEFAULTS)).toBe(nivel);
  });
  it('fulfilment percent = candidates / goal * 100', () => {
    expect(porcentajeCumplimientoStock(10, 20)).toBe(50);
    expect(porcentajeCumplimientoStock(3, 0)).toBe(0);
  });
});
