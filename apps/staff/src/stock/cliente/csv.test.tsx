import { describe, expect, it } from 'vitest';
import { csvReporteStock } from './csv';

describe('csvReporteStock', () => {
  it('BOM, ";" between fields, CRLF rows, names with ";" or quotes quoted', () => {
    const csv = csvReporteStock([
      {
        clienteId: 1,
        cliente: 'Distribuidora La Sabana S.A.S.',
        alto: 1,
        medio: 0,
        bajo: 2,
        muyBajo: 3,
        total: 6,
      },
      { clienteId: 2, cliente: 'Café "El Ñandú"; sede 2', alto: 0, medio: 1, bajo: 0, muyBajo: 0, total: 1 },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Cliente;Alto;Medio;Bajo;Muy bajo;Total',
      'Distribuidora La Sabana S.A.S.;1;0;2;3;6',
      '"Café ""El Ñandú""; sede 2";0;1;0;0;1',
      '',
    ]);
  });
});
