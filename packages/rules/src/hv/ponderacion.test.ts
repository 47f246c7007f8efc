import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calificacionDescartada,
  ponderarCalificacion,
  ponderarPuntaje,
  puntajeBase,
  puntajeEntrevista,
} from './ponderacion';

describe('ponderarPuntaje (spec 03 §9)', () => {
  it('global part = (100 − pe) × score / 100, interview part = pe × interview / 100, final = sum', () => {
    expect(ponderarPuntaje(80, 60, 30)).toEqual({
      puntaje: 80,
      puntajeEntrevista: 60,
      porcentajeEntrevista: 30,
      partePruebas: 56,
      parteEntrevista: 18,
      final: 74,
    });
    expect(ponderarPuntaje(73.5, 91, 25)).toMatchObject({
      partePruebas: 55.13,
      parteEntrevista: 22.75,
      final: 77.88,
    });
  });

  it('0 % interview leaves the score; 100 % takes only the interview', () => {
    expect(ponderarPuntaje(80, 60, 0).final).toBe(80);
    expect(ponderarPuntaje(80, 60, 100).final).toBe(60);
  });

  it('without an interview score the final score is the score itself; without a score, nothing', () => {
    expect(ponderarPuntaje(70, null, 30)).toMatchObject({
      partePruebas: 70,
      parteEntrevista: null,
      final: 70,
    });
    expect(ponderarPuntaje(null, 90, 30)).toMatchObject({
      partePruebas: null,
      parteEntrevista: null,
      final: null,
    });
  });

  it('refuses a percentage outside 0–100', () => {
    expect(() => ponderarPuntaje(50, 50, 101)).toThrow(RangeError);
    expect(() => ponderarPuntaje(50, 50, -1)).toThrow(RangeError);
  });

  it('the final score lies between the score and the interview score (property)', () => {
    const puntaje = fc.integer({ min: 0, max: 10000 }).map((x) => x / 100);
    fc.assert(
      fc.property(puntaje, puntaje, fc.integer({ min: 0, max: 100 }), (a, b, pe) => {
        const f = ponderarPuntaje(a, b, pe).final!;
        return f >= Math.min(a, b) - 0.01 && f <= Math.max(a, b) + 0.01;
      }),
    );
  });
});

describe('score and interview of a rating', () => {
  const pruebas = [
    { codigo: 'FAC', puntaje: 80, descartado: false },
    { codigo: 'DETAC', puntaje: 70, descartado: false },
    { codigo: 'VALORES', puntaje: null, descartado: false },
    { codigo: 'ENTREVISTA', puntaje: 90, descartado: false },
  ];

  it('the reported global score wins; otherwise the average of the scored non-interview tests', () => {
    expect(puntajeBase(66, pruebas)).toBe(66);
    expect(puntajeBase(null, pruebas)).toBe(75);
    expect(puntajeBase(null, [{ codigo: 'ENTREVISTA', puntaje: 90, descartado: false }])).toBeNull();
    expect(puntajeEntrevista(pruebas)).toBe(90);
    expect(puntajeEntrevista(pruebas.slice(0, 3))).toBeNull();
  });

  it('weighs a rating with the configured interview percentage', () => {
    expect(ponderarCalificacion(null, pruebas, 30)).toMatchObject({
      puntaje: 75,
      puntajeEntrevista: 90,
      final: 79.5,
    });
  });

  it('a rating is discarded when it or any of its tests is', () => {
    expect(calificacionDescartada(false, pruebas)).toBe(false);
    expect(calificacionDescartada(true, pruebas)).toBe(true);
    expect(calificacionDescartada(false, [{ codigo: 'FAC', puntaje: 20, descartado: true }])).toBe(true);
  });
});
