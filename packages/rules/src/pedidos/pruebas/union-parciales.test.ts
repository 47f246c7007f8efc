import { describe, expect, it } from 'vitest';
import { calificacionDescartada, ponderarCalificacion } from '../../hv/ponderacion';
import { unirCalificacionesParciales, type CalificacionParcial } from './union-parciales';

const dia = (d: number) => new Date(Date.UTC(2026, 10, d, 15));
const parcial = (
  id: number,
  d: number,
  pruebas: [string, number | null, boolean?][],
  global: number | null = null,
  descartado = false,
): CalificacionParcial => ({
  id,
  fecha: dia(d),
  puntajeGlobalReportado: global,
  descartado,
  pruebas: pruebas.map(([codigo, puntaje, desc = false]) => ({ codigo, puntaje, descartado: desc })),
});

describe('unirCalificacionesParciales', () => {
  it.each([
    {
      caso: 'one result: itself',
      parciales: [parcial(1, 1, [['DETAC', 80]], 80)],
      pruebas: [['DETAC', 80]],
      global: 80,
      descartado: false,
    },
    {
      caso: 'two results with different tests: both tests, no global (the first spoke only for DETAC)',
      parciales: [parcial(1, 1, [['DETAC', 80]], 80), parcial(2, 2, [['COMPETENCIAS', 60]])],
      pruebas: [
        ['DETAC', 80],
        ['COMPETENCIAS', 60],
      ],
      global: null,
      descartado: false,
    },
    {
      caso: 'the same test twice: the latest by date wins, whatever the id',
      parciales: [parcial(5, 3, [['DETAC', 40]]), parcial(9, 1, [['DETAC', 90]])],
      pruebas: [['DETAC', 40]],
      global: null,
      descartado: false,
    },
    {
      caso: 'same date: the higher id wins',
      parciales: [parcial(2, 1, [['DETAC', 70]]), parcial(1, 1, [['DETAC', 10]])],
      pruebas: [['DETAC', 70]],
      global: null,
      descartado: false,
    },
    {
      caso: 'a later result covering every test keeps its global',
      parciales: [
        parcial(1, 1, [['DETAC', 80]], 80),
        parcial(
          2,
          2,
          [
            ['DETAC', 70],
            ['COMPETENCIAS', 50],
            ['ENTREVISTA', 90],
          ],
          65,
        ),
      ],
      pruebas: [
        ['DETAC', 70],
        ['COMPETENCIAS', 50],
        ['ENTREVISTA', 90],
      ],
      global: 65,
      descartado: false,
    },
    {
      caso: 'a platform discard in an earlier result stays',
      parciales: [parcial(1, 1, [['DETAC', 30]], null, true), parcial(2, 2, [['COMPETENCIAS', 90]])],
      pruebas: [
        ['DETAC', 30],
        ['COMPETENCIAS', 90],
      ],
      global: null,
      descartado: true,
    },
    {
      caso: 'a discarded test replaced by a later one of the same code is no longer discarded',
      parciales: [parcial(1, 1, [['FAC', 0, true]]), parcial(2, 2, [['FAC', 75]])],
      pruebas: [['FAC', 75]],
      global: null,
      descartado: false,
    },
    { caso: 'no results: nothing', parciales: [], pruebas: [], global: null, descartado: false },
  ] as const)('$caso', ({ parciales, pruebas, global, descartado }) => {
    const u = unirCalificacionesParciales(parciales);
    expect(u.pruebas.map((p) => [p.codigo, p.puntaje])).toEqual(pruebas);
    expect(u.puntajeGlobalReportado).toBe(global);
    expect(u.descartado).toBe(descartado);
  });

  it('the overall score and the discard come from the union, not the last post', () => {
    const u = unirCalificacionesParciales([
      parcial(1, 1, [['DETAC', 80]]),
      parcial(2, 2, [['COMPETENCIAS', 60, true]]),
    ]);
    expect(ponderarCalificacion(u.puntajeGlobalReportado, u.pruebas, 30).final).toBe(70);
    expect(calificacionDescartada(u.descartado, u.pruebas)).toBe(true);
    // With an interview in the union: (100 − 30) × 70 / 100 + 30 × 50 / 100 = 64.
    const conEntrevista = unirCalificacionesParciales([
      parcial(1, 1, [['DETAC', 80]]),
      parcial(2, 2, [['COMPETENCIAS', 60]]),
      parcial(3, 3, [['ENTREVISTA', 50]]),
    ]);
    expect(ponderarCalificacion(conEntrevista.puntajeGlobalReportado, conEntrevista.pruebas, 30).final).toBe(
      64,
    );
  });
});
