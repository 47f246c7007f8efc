import { describe, expect, it } from 'vitest';
import {
  CamposConfiguracionPedidos,
  EntradaCrearValorAnual,
  EntradaGuardarConfiguracionPedidos,
  MENSAJES_VALORES_ANUALES as M,
  valorAnualModificable,
  valorAnualVigente,
} from './valores';

const mensajes = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('valores anuales: reglas', () => {
  const filas = [
    { vigenteDesde: '2026-01-01', smmlv: 1 },
    { vigenteDesde: '2027-01-01', smmlv: 2 },
    { vigenteDesde: '2027-07-01', smmlv: 3 },
  ];
  it.each([
    ['2026-12-31', 1],
    ['2027-01-01', 2],
    ['2027-06-30', 2],
    ['2027-07-01', 3],
    ['2030-01-01', 3],
    // Before every row: the earliest (the old system had one value for all time).
    ['2020-05-05', 1],
  ])('valorAnualVigente(%s) = the row with smmlv %i', (dia, smmlv) => {
    expect(valorAnualVigente(filas, dia)?.smmlv).toBe(smmlv);
  });
  it('valorAnualVigente without rows is null', () => {
    expect(valorAnualVigente([], '2026-01-01')).toBeNull();
  });

  it.each([
    ['2027-01-01', '2026-12-31', true],
    ['2027-01-01', '2027-01-01', false],
    ['2026-01-01', '2027-01-01', false],
  ])('valorAnualModificable(%s, hoy %s) = %s', (desde, hoy, ok) => {
    expect(valorAnualModificable(desde, hoy)).toBe(ok);
  });

  it('yearly values: whole positive pesos, an existing day, aid below the SMMLV', () => {
    expect(
      EntradaCrearValorAnual.safeParse({
        vigenteDesde: '2027-01-01',
        smmlv: 1_900_000,
        auxilioTransporte: 260_000,
      }).success,
    ).toBe(true);
    expect(
      mensajes(
        EntradaCrearValorAnual.safeParse({ vigenteDesde: '2027-02-30', smmlv: 0, auxilioTransporte: 1.5 }),
      ),
    ).toEqual([
      ['vigenteDesde', M.vigenteDesde],
      ['smmlv', M.smmlv],
      ['auxilioTransporte', M.auxilioTransporte],
    ]);
    expect(
      mensajes(
        EntradaCrearValorAnual.safeParse({ vigenteDesde: '2027-01-01', smmlv: 100, auxilioTransporte: 100 }),
      ),
    ).toEqual([['auxilioTransporte', M.auxilioMayorQueSmmlv]]);
    expect(
      mensajes(
        EntradaCrearValorAnual.safeParse({ vigenteDesde: '2027-01-01', smmlv: -5, auxilioTransporte: 1 }),
      ),
    ).toEqual([
      ['smmlv', M.smmlv],
      ['auxilioTransporte', M.auxilioMayorQueSmmlv],
    ]);
  });

  const config = {
    minPorcentajeHv: 70,
    maxCompetencias: 3,
    maxSubCompetencias: 6,
    minValores: 1,
    maxValores: 5,
    maxPregFac: 10,
    minPreguntasEntrevista: 1,
    maxPreguntasEntrevista: 5,
    porcentajeEntrevista: 30,
  };
  it('orders configuration: percentages 0–100, each minimum at most its maximum (message under the minimum)', () => {
    expect(CamposConfiguracionPedidos.safeParse(config).success).toBe(true);
    expect(EntradaGuardarConfiguracionPedidos.safeParse({ ...config, version: 1 }).success).toBe(true);
    expect(
      mensajes(
        CamposConfiguracionPedidos.safeParse({
          ...config,
          minPorcentajeHv: 101,
          porcentajeEntrevista: -1,
          minValores: 6,
          minPreguntasEntrevista: 9,
        }),
      ),
    ).toEqual([
      ['minPorcentajeHv', M.porcentaje],
      ['porcentajeEntrevista', M.porcentaje],
      ['minValores', M.minimoMayorQueMaximo],
      ['minPreguntasEntrevista', M.minimoMayorQueMaximo],
    ]);
    expect(
      mensajes(CamposConfiguracionPedidos.safeParse({ ...config, minValores: 6, minPreguntasEntrevista: 9 })),
    ).toEqual([
      ['minValores', M.minimoMayorQueMaximo],
      ['minPreguntasEntrevista', M.minimoMayorQueMaximo],
    ]);
    expect(
      mensajes(CamposConfiguracionPedidos.safeParse({ ...config, maxCompetencias: 0, maxPregFac: 2.5 })),
    ).toEqual([
      ['maxCompetencias', M.entero(1, 50)],
      ['maxPregFac', M.entero(1, 100)],
    ]);
    expect(EntradaGuardarConfiguracionPedidos.safeParse(config).success).toBe(false);
  });
});
