import { describe, expect, it } from 'vitest';
import {
  disponibilidadStockTrasVencer,
  finVigenciaCategoria,
  finVigenciaPool,
  vigenciaVencida,
} from './vencimientos';

describe('finVigenciaPool', () => {
  it.each([
    [{ vigenciaStock: '2026-12-01', vigenciaStock2: null, vigenciaExpiracion: null }, '2026-12-01'],
    // The renewed end replaces the first one, later or earlier.
    [{ vigenciaStock: '2026-12-01', vigenciaStock2: '2027-01-15', vigenciaExpiracion: null }, '2027-01-15'],
    [{ vigenciaStock: '2026-12-01', vigenciaStock2: '2026-11-20', vigenciaExpiracion: null }, '2026-11-20'],
    // The hard expiry ends it when it comes first, and only then.
    [
      { vigenciaStock: '2026-12-01', vigenciaStock2: '2027-01-15', vigenciaExpiracion: '2026-12-10' },
      '2026-12-10',
    ],
    [{ vigenciaStock: '2026-12-01', vigenciaStock2: null, vigenciaExpiracion: '2027-06-01' }, '2026-12-01'],
    [{ vigenciaStock: null, vigenciaStock2: null, vigenciaExpiracion: '2027-06-01' }, '2027-06-01'],
    [{ vigenciaStock: null, vigenciaStock2: null, vigenciaExpiracion: null }, null],
  ])('%j ends on %s', (v, fin) => {
    expect(finVigenciaPool(v)).toBe(fin);
  });
});

describe('finVigenciaCategoria', () => {
  it.each([
    [{ vigenciaCategoria: '2026-12-01', vigenciaCategoria2: null }, '2026-12-01'],
    [{ vigenciaCategoria: '2026-12-01', vigenciaCategoria2: '2026-12-31' }, '2026-12-31'],
    [{ vigenciaCategoria: null, vigenciaCategoria2: null }, null],
  ])('%j ends on %s', (v, fin) => {
    expect(finVigenciaCategoria(v)).toBe(fin);
  });
});

describe('vigenciaVencida: the last day is still valid', () => {
  it.each([
    ['2026-11-23', '2026-11-24', true],
    ['2026-11-24', '2026-11-24', false],
    ['2026-11-25', '2026-11-24', false],
    ['2025-12-31', '2026-01-01', true],
    [null, '2026-11-24', false],
  ] as const)('ends %s, today %s → %s', (fin, hoy, vencida) => {
    expect(vigenciaVencida(fin, hoy)).toBe(vencida);
  });
});

describe('disponibilidadStockTrasVencer', () => {
  it.each([
    // Client stock mark: kept while in a pool, else category, else free.
    [2, { enPool: false, enCategoria: false }, 0],
    [2, { enPool: true, enCategoria: false }, 2],
    [2, { enPool: false, enCategoria: true }, 3],
    [2, { enPool: true, enCategoria: true }, 2],
    // Category mark.
    [3, { enPool: false, enCategoria: false }, 0],
    [3, { enPool: false, enCategoria: true }, 3],
    [3, { enPool: true, enCategoria: false }, 2],
    [3, { enPool: true, enCategoria: true }, 3],
    // Order marks and free are never touched by stock expiries.
    [1, { enPool: false, enCategoria: false }, 1],
    [4, { enPool: false, enCategoria: false }, 4],
    [0, { enPool: true, enCategoria: true }, 0],
  ])('%i with %j → %i', (actual, sigue, esperado) => {
    expect(disponibilidadStockTrasVencer(actual, sigue)).toBe(esperado);
  });
});
