import type { Recorrido } from '@talento/rules';
import { describe, expect, it } from 'vitest';
import { resumenRecorrido } from './resumen';

const almacen = (almacenId: number, posicion: number | null) => ({
  almacenId,
  nombre: `Almacén ${almacenId}`,
  posicion,
  latitud: 4.7,
  longitud: -74.05,
});
const llegada = (id: number) => ({
  id,
  almacenId: id,
  almacen: `Almacén ${id}`,
  fecha: new Date('2026-11-20T15:00:00Z'),
  latitud: null,
  longitud: null,
});
const recorrido = (r: Partial<Recorrido>): Recorrido => ({
  puntos: [],
  totalPuntos: 0,
  almacenes: [],
  llegadas: [],
  limites: null,
  ...r,
});

describe('resumen del recorrido', () => {
  it('uno en singular: «1 reporte de llegada», no «1 reportes»', () => {
    expect(
      resumenRecorrido(
        recorrido({ totalPuntos: 1, almacenes: [almacen(1, 1), almacen(2, null)], llegadas: [llegada(1)] }),
      ),
    ).toBe('1 punto GPS, 1 almacén planeado, 1 reporte de llegada, 1 almacén con llegada sin planificar.');
  });

  it('varios en plural, con separador de miles; sin almacenes fuera de la ruta no los nombra', () => {
    expect(
      resumenRecorrido(
        recorrido({
          totalPuntos: 1234,
          almacenes: [almacen(1, 1), almacen(2, 2)],
          llegadas: [llegada(1), llegada(2)],
        }),
      ),
    ).toBe('1.234 puntos GPS, 2 almacenes planeados, 2 reportes de llegada.');
    expect(resumenRecorrido(recorrido({ totalPuntos: 3 }))).toBe(
      '3 puntos GPS, 0 almacenes planeados, 0 reportes de llegada.',
    );
  });
});
