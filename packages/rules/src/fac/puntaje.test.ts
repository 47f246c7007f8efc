import { describe, expect, it } from 'vitest';
import { MENSAJES_FAC as M } from './mensajes';
import { calcularPuntajeFac, calificacionesDeRespuestas, estadoEnlaceFac } from './puntaje';

describe('calcularPuntajeFac', () => {
  it.each([
    [[5, 5, 5], 100, false],
    [[1, 1], 0, false],
    [[3], 50, false],
    [[5, 4], 87.5, false],
    [[2, 3, 4], 50, false],
    [[4, 4, 5], 83.33, false],
    [[5, 6], 100, true],
    [[6], 0, true],
    [[6, 6, 1], 0, true],
  ])('%j → %d (descartado %s)', (calificaciones, puntaje, descartado) => {
    expect(calcularPuntajeFac(calificaciones)).toEqual({ puntaje, descartado });
  });

  it('refuses no answers or ratings outside 1–6', () => {
    expect(() => calcularPuntajeFac([])).toThrow();
    expect(() => calcularPuntajeFac([0])).toThrow();
    expect(() => calcularPuntajeFac([7])).toThrow();
    expect(() => calcularPuntajeFac([2.5])).toThrow();
  });
});

describe('calificacionesDeRespuestas', () => {
  const preguntas = [
    {
      id: 10,
      opciones: [
        { id: 100, calificacion: 5 },
        { id: 101, calificacion: 6 },
      ],
    },
    { id: 11, opciones: [{ id: 110, calificacion: 2 }] },
  ];
  it.each([
    [
      'all answered',
      [
        { preguntaId: 10, opcionId: 100 },
        { preguntaId: 11, opcionId: 110 },
      ],
      [5, 2],
    ],
    [
      'answers in another order',
      [
        { preguntaId: 11, opcionId: 110 },
        { preguntaId: 10, opcionId: 101 },
      ],
      [6, 2],
    ],
    ['one missing', [{ preguntaId: 10, opcionId: 100 }], M.respuestasIncompletas],
    [
      'question answered twice',
      [
        { preguntaId: 10, opcionId: 100 },
        { preguntaId: 10, opcionId: 101 },
        { preguntaId: 11, opcionId: 110 },
      ],
      M.respuestaInvalida,
    ],
    [
      'option of another question',
      [
        { preguntaId: 10, opcionId: 110 },
        { preguntaId: 11, opcionId: 110 },
      ],
      M.respuestaInvalida,
    ],
    [
      'unknown question',
      [
        { preguntaId: 10, opcionId: 100 },
        { preguntaId: 11, opcionId: 110 },
        { preguntaId: 99, opcionId: 1 },
      ],
      M.respuestaInvalida,
    ],
  ])('%s', (_caso, respuestas, esperado) => {
    const r = calificacionesDeRespuestas(preguntas, respuestas);
    if (typeof esperado === 'string') expect(r).toEqual({ ok: false, mensaje: esperado });
    else expect(r.ok && r.calificaciones).toEqual(esperado);
  });
});

describe('estadoEnlaceFac', () => {
  const ahora = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['unknown', null, M.enlaceInvalido],
    [
      'used',
      { expiraEn: new Date('2026-11-29T12:00:00Z'), respondidaEn: new Date('2026-11-21T12:00:00Z') },
      M.enlaceUsado,
    ],
    ['expired', { expiraEn: new Date('2026-11-22T12:00:00Z'), respondidaEn: null }, M.enlaceVencido],
    ['valid', { expiraEn: new Date('2026-11-22T12:00:01Z'), respondidaEn: null }, null],
  ])('%s', (_caso, invitacion, mensaje) => {
    expect(estadoEnlaceFac(invitacion, ahora)).toEqual(mensaje ? { ok: false, mensaje } : { ok: true });
  });
});
