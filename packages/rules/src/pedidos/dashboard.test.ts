import { describe, expect, it } from 'vitest';
import {
  agruparPorEtapa,
  claveFiltrosDashboard,
  ESTADOS_FILTRO_CANDIDATO,
  etapaDeTarjeta,
  FiltrosCerradosSchema,
  FiltrosVigentesSchema,
  indicadorVigente,
  MENSAJES_FILTROS_RAPIDOS,
  rangoCerradosPorDefecto,
} from './dashboard';
import { diasEnRojo } from './dias-restantes';
import { diasRestantes } from './formulas';
import { FechaIsoSchema } from '../esquemas';
import { instanteEnBogota } from '../fechas';

describe('etapaDeTarjeta', () => {
  it.each([
    [1, 1],
    [111, 1],
    [112, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [0, 0],
    [5, 5],
  ])('estado %i → columna %i', (estado, etapa) => expect(etapaDeTarjeta(estado)).toBe(etapa));
});

describe('agruparPorEtapa', () => {
  const t = (id: number, estado: number) => ({ id, estado });
  it('vigentes: columns 1, 2, 3, 4 in order; 111 goes to 1; closed states are left out', () => {
    const r = agruparPorEtapa([t(1, 3), t(2, 111), t(3, 1), t(4, 4), t(5, 0), t(6, 2), t(7, 3)], 'vigentes');
    expect(r.map((c) => c.etapa)).toEqual([1, 2, 3, 4]);
    expect(r.map((c) => c.tarjetas.map((x) => x.id))).toEqual([[2, 3], [6], [1, 7], [4]]);
  });
  it('cerrados: columns 0 and 5', () => {
    const r = agruparPorEtapa([t(1, 5), t(2, 0), t(3, 5)], 'cerrados');
    expect(r.map((c) => [c.etapa, c.tarjetas.map((x) => x.id)])).toEqual([
      [0, [2]],
      [5, [1, 3]],
    ]);
  });
  it('empty input gives empty columns', () => {
    expect(agruparPorEtapa([], 'vigentes').every((c) => c.tarjetas.length === 0)).toBe(true);
  });
});

describe('indicadorVigente / diasEnRojo', () => {
  it.each([
    [-3, 'vencidos', true],
    [0, 'vencidos', true],
    [1, 'normal', false],
    [15, 'normal', false],
  ] as const)('%i días restantes → %s (rojo %s)', (dias, indicador, rojo) => {
    expect(indicadorVigente(dias)).toBe(indicador);
    expect(diasEnRojo(dias)).toBe(rojo);
  });
  it('agrees with diasRestantes: an order approved search-days ago is vencido, capped when approved in the future', () => {
    const hoy = new Date(2026, 10, 20);
    expect(indicadorVigente(diasRestantes(new Date(2026, 10, 5), hoy, 15))).toBe('vencidos');
    expect(indicadorVigente(diasRestantes(new Date(2026, 10, 6), hoy, 15))).toBe('normal');
    expect(diasRestantes(new Date(2026, 10, 25), hoy, 15)).toBe(15);
  });
});

describe('ESTADOS_FILTRO_CANDIDATO', () => {
  it.each([
    [1, [0]],
    [2, [1]],
    [3, [2, 6]],
    [4, [4]],
    [5, []],
    [6, [3, 5]],
  ])('filtro %i → estados %j', (filtro, estados) =>
    expect(ESTADOS_FILTRO_CANDIDATO[filtro]).toEqual(estados),
  );
});

describe('rangoCerradosPorDefecto', () => {
  it.each([
    [instanteEnBogota('2026-11-22', 0, 0), '2026-10-18', '2026-11-22'],
    [instanteEnBogota('2026-01-10', 0, 0), '2025-12-06', '2026-01-10'],
    [instanteEnBogota('2024-03-01', 23, 30), '2024-01-26', '2024-03-01'],
    // 03:30 UTC on the 24th is still the 23rd in Bogotá.
    [new Date('2026-11-24T03:30:00Z'), '2026-10-19', '2026-11-23'],
  ])('%s → %s..%s (35 days back)', (hoy, desde, hasta) =>
    expect(rangoCerradosPorDefecto(hoy)).toEqual({ desde, hasta }),
  );
});

describe('schemas', () => {
  it('FechaIsoSchema refuses impossible dates and other formats', () => {
    expect(FechaIsoSchema.safeParse('2026-02-28').success).toBe(true);
    for (const malo of ['2026-02-30', '2026-13-01', '22/11/2026', '2026-1-1', '', "2026-01-01' or 1=1"]) {
      expect(FechaIsoSchema.safeParse(malo).success, malo).toBe(false);
    }
  });
  it('vigentes accepts only its indicators and candidate states 1–6', () => {
    expect(FiltrosVigentesSchema.safeParse({}).success).toBe(true);
    expect(
      FiltrosVigentesSchema.safeParse({ indicador: 'vencidos', estadoCandidato: 6, fac: 'sin_definir' })
        .success,
    ).toBe(true);
    expect(FiltrosVigentesSchema.safeParse({ indicador: 'cancelados' }).success).toBe(false);
    expect(FiltrosVigentesSchema.safeParse({ estadoCandidato: 7 }).success).toBe(false);
    expect(FiltrosVigentesSchema.safeParse({ fac: 'todos' }).success).toBe(false);
    expect(FiltrosVigentesSchema.safeParse({ clienteId: -1 }).success).toBe(false);
  });
  it('vigentes: quick filters, each at most once, with a Spanish message otherwise', () => {
    expect(FiltrosVigentesSchema.safeParse({ rapidos: [] }).success).toBe(true);
    expect(
      FiltrosVigentesSchema.safeParse({
        rapidos: ['vencidos', 'urgentes', 'sin_fac', 'mios'],
        fac: 'definidos',
      }).success,
    ).toBe(true);
    const mensajes = (entrada: unknown) => {
      const r = FiltrosVigentesSchema.safeParse(entrada);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(mensajes({ rapidos: ['caducados'] })).toEqual([MENSAJES_FILTROS_RAPIDOS.invalido]);
    expect(mensajes({ rapidos: 'vencidos' })).toEqual([MENSAJES_FILTROS_RAPIDOS.invalido]);
    expect(mensajes({ rapidos: ['mios', 'mios'] })).toEqual([MENSAJES_FILTROS_RAPIDOS.repetido]);
    expect(mensajes({ rapidos: ['vencidos', 'urgentes', 'sin_fac', 'mios', 'mios'] })).toContain(
      MENSAJES_FILTROS_RAPIDOS.repetido,
    );
    // The closed view has no quick filters: an unknown key is dropped, never applied.
    expect(FiltrosCerradosSchema.parse({ rapidos: ['mios'] })).not.toHaveProperty('rapidos');
  });
  it('cerrados: its indicators, creator, and a range whose start is not after its end', () => {
    expect(FiltrosCerradosSchema.safeParse({ indicador: 'finalizados', creadoPorId: 3 }).success).toBe(true);
    expect(FiltrosCerradosSchema.safeParse({ indicador: 'vencidos' }).success).toBe(false);
    expect(FiltrosCerradosSchema.safeParse({ desde: '2026-01-01', hasta: '2026-01-01' }).success).toBe(true);
    expect(FiltrosCerradosSchema.safeParse({ desde: '2026-01-02', hasta: '2026-01-01' }).success).toBe(false);
  });
  it('claveFiltrosDashboard: per view and per user under the remembered-filters prefix', () => {
    expect(claveFiltrosDashboard('vigentes', 7)).toBe('talento:filtros:pedidos:vigentes:7');
    expect(claveFiltrosDashboard('cerrados', 7)).toBe('talento:filtros:pedidos:cerrados:7');
  });
});
