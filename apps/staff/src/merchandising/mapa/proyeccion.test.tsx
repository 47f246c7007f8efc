import { describe, expect, it } from 'vitest';
import { agruparMarcadores, proyeccion, proyeccionInversa } from './proyeccion';

describe('proyeccion', () => {
  it('encaja los límites en el lienzo con el norte arriba y el centro en el medio', () => {
    const p = proyeccion({ sur: 4.7, oeste: -74.1, norte: 4.9, este: -74.0 }, 600, 400, 20);
    const centro = p(4.8, -74.05);
    expect(centro.x).toBeCloseTo(300);
    expect(centro.y).toBeCloseTo(200);
    const norte = p(4.9, -74.05);
    const sur = p(4.7, -74.05);
    expect(norte.y).toBeCloseTo(20); // the taller side fills the height
    expect(sur.y).toBeCloseTo(380);
    expect(p(4.8, -74.0).x).toBeGreaterThan(centro.x);
  });
  it('un solo punto queda en el centro (sin dividir por cero)', () => {
    expect(proyeccion({ sur: 4.7, oeste: -74, norte: 4.7, este: -74 }, 100, 100, 10)(4.7, -74)).toEqual({
      x: 50,
      y: 50,
    });
  });
});

describe('agruparMarcadores', () => {
  it('junta los cercanos y deja aparte los lejanos', () => {
    const g = agruparMarcadores(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 100, y: 0 },
      ],
      24,
    );
    expect(g.map((x) => [x.x, x.miembros.length])).toEqual([
      [5, 2],
      [100, 1],
    ]);
  });
});

describe('proyeccionInversa', () => {
  it('devuelve el punto que proyeccion dibujó (un clic en el mapa da sus coordenadas)', () => {
    const limites = { sur: 4.55, oeste: -74.2, norte: 4.8, este: -74.0 };
    const p = proyeccion(limites, 800, 500, 30);
    const q = proyeccionInversa(limites, 800, 500, 30);
    for (const [lat, lng] of [
      [4.6932, -74.0868],
      [4.55, -74.2],
      [4.8, -74.0],
    ] as const) {
      const { x, y } = p(lat, lng);
      const vuelta = q(x, y);
      expect(vuelta.latitud).toBeCloseTo(lat, 9);
      expect(vuelta.longitud).toBeCloseTo(lng, 9);
    }
  });
});
