import { describe, expect, it } from 'vitest';
import { redondear } from '../formato';
import {
  efectividadEnvio,
  nivelServicio,
  puntajeGestion,
  type TerminosNivelServicio,
} from './nivel-servicio';

const cero: TerminosNivelServicio = { vPaCHF: 0, vPCHF: 0, vFCHF: 0, CEP: 0, vPa: 0, vP: 0, PPCC: 0 };
const t = (parcial: Partial<TerminosNivelServicio>): TerminosNivelServicio => ({ ...cero, ...parcial });

describe('nivelServicio', () => {
  it.each([
    [
      'todas las vacantes cubiertas a tiempo',
      t({ vPa: 4, vPaCHF: 4, vP: 6, vPCHF: 6, vFCHF: 3, CEP: 2 }),
      1,
      100,
    ],
    ['solo pedidos terminados a tiempo', t({ vFCHF: 5 }), 1, 100],
    ['solo cubiertas en plazo', t({ CEP: 1 }), 1, 100],
    ['1 de 10 vacantes vencidas sin cubrir', t({ vP: 10, vPCHF: 9 }), 1, 90],
    ['5 de 10 vencidas sin cubrir', t({ vP: 10, vPCHF: 5 }), 1, 50],
    ['todas vencidas sin cubrir', t({ vPa: 3, vP: 7 }), 1, 0],
    ['un pedido pendiente con candidatos en el cliente, K 1', t({ vP: 3, vPCHF: 3, PPCC: 1 }), 1, 75],
    ['el mismo con K 0 no pesa', t({ vP: 3, vPCHF: 3, PPCC: 1 }), 0, 100],
    ['el mismo con K 2', t({ vP: 3, vPCHF: 3, PPCC: 1 }), 2, 60],
    ['K 0,5', t({ vP: 3, vPCHF: 3, PPCC: 2 }), 0.5, 75],
    ['redondeo a 2 decimales (2/3)', t({ vP: 3, vPCHF: 2 }), 1, 66.67],
    ['redondeo a 2 decimales (1/3)', t({ vP: 3, vPCHF: 1 }), 1, 33.33],
    ['redondeo hacia arriba en el medio (1/8 = 12,5)', t({ vP: 8, vPCHF: 1 }), 1, 12.5],
  ])('%s', (_nombre, terminos, k, esperado) => {
    expect(nivelServicio(terminos, k)).toBe(esperado);
  });

  it('falls as more vacancies go unfilled past their negotiated date', () => {
    const niveles = [0, 1, 2, 3, 4, 5].map((sinCubrir) =>
      nivelServicio(t({ vPa: 5, vPaCHF: 5 - sinCubrir, vFCHF: 5 })),
    );
    for (let i = 1; i < niveles.length; i++) expect(niveles[i]!).toBeLessThan(niveles[i - 1]!);
    expect(niveles[0]).toBe(100);
    expect(niveles[5]).toBe(50);
  });

  it('is null when there is nothing to measure (denominator 0), also with K 0 and pending orders', () => {
    expect(nivelServicio(cero)).toBeNull();
    expect(nivelServicio(t({ PPCC: 3 }), 0)).toBeNull();
  });

  it('uses K = 1 by default', () => {
    expect(nivelServicio(t({ vP: 1, vPCHF: 1, PPCC: 1 }))).toBe(50);
  });
});

describe('efectividadEnvio y puntajeGestion', () => {
  it.each([
    [10, 10, 100],
    [3, 4, 75],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [0, 5, 0],
    [0, 0, null],
  ])('%i validadas de %i enviadas → %s', (validadas, enviadas, esperado) => {
    expect(efectividadEnvio(validadas, enviadas)).toBe(esperado);
  });

  it.each([
    [100, 100, 100],
    [50, 100, 85],
    [100, 0, 30],
    [33.33, 66.67, 56.7],
    [12.34, 56.78, 43.4],
    [null, 80, null],
    [80, null, null],
  ])('30 %% de %s + 70 %% de %s → %s (1 decimal)', (efectividad, nivel, esperado) => {
    expect(puntajeGestion(efectividad, nivel)).toBe(esperado);
  });

  it.each([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [0.05, 1, 0.1],
    [-1.005, 2, -1.01],
    [56.699, 1, 56.7],
  ])('redondear(%s, %i) = %s, half away from zero without float surprises', (valor, decimales, esperado) => {
    expect(redondear(valor, decimales)).toBe(esperado);
  });
});
