import { describe, expect, it } from 'vitest';
import { respaldosABorrar, walABorrar, type RespaldoListado } from './retencion';

const ahora = new Date('2026-03-10T12:00:00Z');
const dia = (d: number, verificado = true): RespaldoListado => ({
  nombre: `2026-03-${String(d).padStart(2, '0')}_020000`,
  fecha: new Date(`2026-03-${String(d).padStart(2, '0')}T07:00:00Z`),
  verificado,
});

describe('respaldosABorrar', () => {
  it('keeps the newest `conservar` and deletes the rest', () => {
    expect(
      respaldosABorrar([dia(6), dia(9), dia(7), dia(8)], { conservar: 2, dias: 30 }, ahora).sort(),
    ).toEqual(['2026-03-06_020000', '2026-03-07_020000']);
  });

  it('deletes what is older than `dias` even within the count', () => {
    expect(respaldosABorrar([dia(1), dia(8), dia(9)], { conservar: 10, dias: 3 }, ahora)).toEqual([
      '2026-03-01_020000',
    ]);
  });

  it('never deletes the newest verified backup nor the newest one', () => {
    const lista = [dia(1, true), dia(8, false), dia(9, false)];
    expect(respaldosABorrar(lista, { conservar: 1, dias: 3 }, ahora)).toEqual(['2026-03-08_020000']);
    expect(respaldosABorrar([dia(1, false)], { conservar: 1, dias: 1 }, ahora)).toEqual([]);
  });
});

describe('walABorrar', () => {
  const archivo = [
    '000000010000000000000003',
    '000000010000000000000004',
    '000000010000000000000004.00000028.backup',
    '00000002.history',
    '000000020000000000000005',
    '.000000020000000000000006.tmp',
  ];

  it('deletes the segments before the oldest kept backup, whatever their timeline, and keeps the history files', () => {
    expect(walABorrar(archivo, ['000000020000000000000005', '000000010000000000000004'])).toEqual([
      '000000010000000000000003',
    ]);
    expect(walABorrar(archivo, ['000000020000000000000005'])).toEqual([
      '000000010000000000000003',
      '000000010000000000000004',
      '000000010000000000000004.00000028.backup',
    ]);
  });

  it('deletes nothing while a kept backup predates the archive (or none is kept)', () => {
    expect(walABorrar(archivo, ['000000020000000000000005', undefined])).toEqual([]);
    expect(walABorrar(archivo, [])).toEqual([]);
  });
});
