import { describe, expect, it } from 'vitest';
import {
  cumplimientoDelDia,
  dentroDelRadio,
  DISTANCIA_FUERA_DE_RUTA_METROS,
  RADIO_VISITA_METROS,
  type PuntoDelDia,
} from './cumplimiento';
import { distanciaMetros } from './geo';

/** One metre of latitude in degrees (on the haversine sphere). */
const GRADO_POR_METRO = 180 / (Math.PI * 6_371_008.8);
const TIENDA = { almacenId: 1, latitud: 4.7, longitud: -74.05 };
const OTRA = { almacenId: 2, latitud: 4.8, longitud: -74.05 };
/** A point `metros` north of the store. */
const alNorte = (a: { latitud: number; longitud: number }, metros: number) => ({
  latitud: a.latitud + metros * GRADO_POR_METRO,
  longitud: a.longitud,
});
const punto = (a: { latitud: number; longitud: number }, metros: number, hhmm: string): PuntoDelDia => ({
  ...alNorte(a, metros),
  en: new Date(`2026-11-20T${hhmm}:00-05:00`),
});

describe('distanciaMetros (haversine)', () => {
  it.each([
    ['mismo punto', TIENDA, TIENDA, 0],
    ['150 m al norte', TIENDA, alNorte(TIENDA, 150), 150],
    [
      'Bogotá–Chía (~17 km)',
      { latitud: 4.711, longitud: -74.0721 },
      { latitud: 4.8619, longitud: -74.0582 },
      16_854,
    ],
  ])('%s', (_, a, b, metros) => {
    expect(distanciaMetros(a, b)).toBeCloseTo(metros, -1);
  });
});

describe('dentroDelRadio', () => {
  it.each([
    [0, true],
    [RADIO_VISITA_METROS - 0.01, true],
    [RADIO_VISITA_METROS, true], // exactly on the radius: inclusive
    [RADIO_VISITA_METROS + 0.01, false],
  ])('%s m → %s', (metros, esperado) => {
    expect(dentroDelRadio(metros)).toBe(esperado);
  });
});

describe('cumplimientoDelDia', () => {
  it.each([
    ['llegada a 20 m: visitado', { almacenId: 1, ...alNorte(TIENDA, 20) }, true],
    ['llegada a 149 m: visitado', { almacenId: 1, ...alNorte(TIENDA, 149) }, true],
    ['llegada a 151 m: no visitado', { almacenId: 1, ...alNorte(TIENDA, 151) }, false],
    ['llegada sin posición: no prueba la visita', { almacenId: 1, latitud: null, longitud: null }, false],
    [
      'llegada reportada a otro almacén aunque esté cerca: no cuenta',
      { almacenId: 2, ...alNorte(TIENDA, 5) },
      false,
    ],
  ])('%s', (_, llegada, visitado) => {
    const r = cumplimientoDelDia([TIENDA], [llegada], []);
    expect(r.almacenes[0]?.visitado).toBe(visitado);
    expect(r.visitados).toBe(visitado ? 1 : 0);
    expect(r.proporcion).toBe(visitado ? 1 : 0);
  });

  it('tiempo en almacén: del primer al último punto dentro del radio, aunque entre ellos haya puntos fuera', () => {
    const puntos = [
      punto(TIENDA, 400, '08:50'),
      punto(TIENDA, 100, '09:00'),
      punto(TIENDA, 300, '09:20'),
      punto(TIENDA, 10, '09:45'),
      punto(TIENDA, 800, '10:00'),
    ];
    const r = cumplimientoDelDia([TIENDA], [], puntos);
    expect(r.almacenes[0]).toEqual({
      almacenId: 1,
      visitado: false,
      sinCoordenadas: false,
      minutosEnAlmacen: 45,
    });
    expect(r.minutosEnAlmacenes).toBe(45);
  });

  it('un solo punto dentro del radio da 0 minutos; ninguno da null', () => {
    expect(cumplimientoDelDia([TIENDA], [], [punto(TIENDA, 0, '09:00')]).almacenes[0]?.minutosEnAlmacen).toBe(
      0,
    );
    expect(
      cumplimientoDelDia([TIENDA], [], [punto(TIENDA, 200, '09:00')]).almacenes[0]?.minutosEnAlmacen,
    ).toBeNull();
  });

  it('puntos fuera de ruta: más de 500 m de TODOS los almacenes planeados con coordenadas', () => {
    const puntos = [
      punto(TIENDA, DISTANCIA_FUERA_DE_RUTA_METROS - 1, '08:00'),
      punto(TIENDA, DISTANCIA_FUERA_DE_RUTA_METROS + 5, '08:10'), // far from TIENDA, far from OTRA (~11 km)
      punto(OTRA, 20, '12:00'), // far from TIENDA but at OTRA
    ];
    expect(cumplimientoDelDia([TIENDA, OTRA], [], puntos).puntosFueraDeRuta).toBe(1);
    expect(cumplimientoDelDia([TIENDA], [], puntos).puntosFueraDeRuta).toBe(2);
  });

  it('almacén sin coordenadas: marcado, nunca visitado, y no cuenta para estar "en ruta"', () => {
    const sinCoordenadas = { almacenId: 3, latitud: null, longitud: null };
    const r = cumplimientoDelDia(
      [TIENDA, sinCoordenadas],
      [{ almacenId: 3, ...alNorte(TIENDA, 0) }, { ...TIENDA }],
      [punto(OTRA, 0, '09:00')],
    );
    expect(r.almacenes[1]).toEqual({
      almacenId: 3,
      visitado: false,
      sinCoordenadas: true,
      minutosEnAlmacen: null,
    });
    expect(r).toMatchObject({ planeados: 2, visitados: 1, proporcion: 0.5, puntosFueraDeRuta: 1, puntos: 1 });
    // With no located store at all, every point is off route (there is nothing to be near).
    expect(cumplimientoDelDia([sinCoordenadas], [], [punto(TIENDA, 0, '09:00')]).puntosFueraDeRuta).toBe(1);
  });

  it('sin puntos ni llegadas: nada visitado, 0 minutos; sin planeados la proporción es null', () => {
    expect(cumplimientoDelDia([TIENDA, OTRA], [], [])).toEqual({
      almacenes: [
        { almacenId: 1, visitado: false, sinCoordenadas: false, minutosEnAlmacen: null },
        { almacenId: 2, visitado: false, sinCoordenadas: false, minutosEnAlmacen: null },
      ],
      planeados: 2,
      visitados: 0,
      proporcion: 0,
      minutosEnAlmacenes: 0,
      puntosFueraDeRuta: 0,
      puntos: 0,
    });
    expect(cumplimientoDelDia([], [], []).proporcion).toBeNull();
  });
});
