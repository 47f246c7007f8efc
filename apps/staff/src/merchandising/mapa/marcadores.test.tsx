import { describe, expect, it } from 'vitest';
import {
  agruparEnZoom,
  colorDelGrupo,
  COLORES,
  nombreDelAlmacen,
  nombreDelGrupo,
  pixelesMercator,
  rotuloDelGrupo,
  type AlmacenDelMapa,
} from './marcadores';
import { conSpanMinimo } from './proyeccion';

const almacen = (almacenId: number, latitud: number | null, longitud: number | null): AlmacenDelMapa => ({
  almacenId,
  nombre: `Almacén ${almacenId}`,
  posicion: almacenId,
  latitud,
  longitud,
});

describe('pixelesMercator', () => {
  it('es el sistema de Google Maps: (0, 0) en el centro del mundo, el doble de píxeles por nivel de zoom, el norte arriba', () => {
    expect(pixelesMercator(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(pixelesMercator(0, 180, 1).x).toBeCloseTo(512);
    const bogota = pixelesMercator(4.711, -74.0721, 10);
    const norte = pixelesMercator(4.811, -74.0721, 10);
    expect(norte.y).toBeLessThan(bogota.y);
    // 0.1° of latitude near the equator ≈ 0.1/360 of the world's 262,144 px at zoom 10.
    expect(bogota.y - norte.y).toBeCloseTo(72.9, 0);
  });
});

describe('agruparEnZoom', () => {
  // Two stores ~12 km apart (the e2e route) and one without coordinates.
  const almacenes = [almacen(1, 4.754, -74.0632), almacen(2, 4.8619, -74.0582), almacen(3, null, null)];

  it('de lejos (zoom 6) se juntan en un grupo en su posición media; de cerca (zoom 12) quedan separados', () => {
    const lejos = agruparEnZoom(almacenes, 6, 32);
    expect(lejos).toHaveLength(1);
    expect(lejos[0]!.almacenes.map((a) => a.almacenId)).toEqual([1, 2]);
    expect(lejos[0]!.latitud).toBeCloseTo((4.754 + 4.8619) / 2);
    expect(lejos[0]!.longitud).toBeCloseTo((-74.0632 + -74.0582) / 2);
    const cerca = agruparEnZoom(almacenes, 12, 32);
    expect(cerca.map((g) => g.almacenes.map((a) => a.almacenId))).toEqual([[1], [2]]);
    expect(cerca[1]).toMatchObject({ latitud: 4.8619, longitud: -74.0582 });
  });

  it('los nombres y rótulos de los marcadores son los del mapa SVG', () => {
    const [grupo] = agruparEnZoom(almacenes, 6, 32);
    expect(nombreDelGrupo(grupo!.almacenes)).toBe('2 almacenes: Almacén 1, Almacén 2');
    expect(rotuloDelGrupo(grupo!.almacenes)).toBe('2');
    expect(nombreDelGrupo([almacenes[1]!])).toBe('2. Almacén 2');
    expect(rotuloDelGrupo([almacenes[1]!])).toBe('2');
  });
});

describe('conSpanMinimo', () => {
  it('un solo punto crece alrededor de sí mismo; unos límites amplios no cambian', () => {
    const punto = conSpanMinimo({ sur: 4.7, oeste: -74, norte: 4.7, este: -74 });
    expect(punto.norte - punto.sur).toBeCloseTo(0.002);
    expect((punto.norte + punto.sur) / 2).toBeCloseTo(4.7);
    expect(punto.este - punto.oeste).toBeCloseTo(0.002);
    const amplios = { sur: 4.7, oeste: -74.1, norte: 4.9, este: -74 };
    expect(conSpanMinimo(amplios)).toEqual(amplios);
  });
});

describe('un almacén con llegada fuera de la ruta (posicion null)', () => {
  const fuera: AlmacenDelMapa = {
    almacenId: 9,
    nombre: 'Almacén 9',
    posicion: null,
    latitud: 4.8,
    longitud: -74.1,
  };
  const planeado = almacen(1, 4.754, -74.0632);

  it('se nombra "No planificado", se rotula "!" y se pinta de otro color en ambos mapas; elegido, como cualquiera', () => {
    expect(nombreDelAlmacen(fuera)).toBe('Almacén 9 (No planificado)');
    expect(nombreDelGrupo([fuera])).toBe('Almacén 9 (No planificado)');
    expect(rotuloDelGrupo([fuera])).toBe('!');
    expect(colorDelGrupo([fuera], [])).toBe(COLORES.noPlanificado);
    expect(colorDelGrupo([fuera, planeado], [])).toBe(COLORES.marcador);
    expect(colorDelGrupo([fuera], [9])).toBe(COLORES.elegido);
    expect(nombreDelGrupo([planeado, fuera])).toBe('2 almacenes: Almacén 1, Almacén 9');
    expect(agruparEnZoom([planeado, fuera], 12, 32).map((g) => g.almacenes.map((a) => a.almacenId))).toEqual([
      [1],
      [9],
    ]);
  });
});
