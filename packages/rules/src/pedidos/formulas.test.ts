import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PEDIDO_LIMITES } from '../enums/pedidos';
import { aFechaIso, fechaEnZonaNegocio, instanteEnBogota, sumarDias } from '../fechas';
import {
  auxilioTransporte,
  diasEntre,
  diasRestantes,
  diasTranscurridos,
  fechaIngresoValida,
  fechaNegociada,
  ofreceRuta,
  salarioMenorAlMinimo,
} from './formulas';

const SMMLV = 1_423_500;
const AUX = 200_000;
/** An instant on a Bogotá day (the formulas count Bogotá calendar days). */
const f = (iso: string, hora = 10): Date => instanteEnBogota(iso, hora, 30);

describe('auxilioTransporte (spec 01 §5)', () => {
  it.each([
    { caso: 'salary below the minimum, no route', salario: 1_000_000, tieneRuta: false, esperado: AUX },
    { caso: 'salary equal to the minimum', salario: SMMLV, tieneRuta: false, esperado: AUX },
    {
      caso: 'exactly twice the minimum (boundary: still aid)',
      salario: 2 * SMMLV,
      tieneRuta: false,
      esperado: AUX,
    },
    { caso: 'one peso above twice the minimum', salario: 2 * SMMLV + 1, tieneRuta: false, esperado: 0 },
    { caso: 'far above twice the minimum', salario: 10 * SMMLV, tieneRuta: false, esperado: 0 },
    { caso: 'route, low salary', salario: 1_000_000, tieneRuta: true, esperado: 0 },
    { caso: 'route at the boundary', salario: 2 * SMMLV, tieneRuta: true, esperado: 0 },
    { caso: 'route above the boundary', salario: 3 * SMMLV, tieneRuta: true, esperado: 0 },
  ])('$caso → $esperado', ({ salario, tieneRuta, esperado }) => {
    expect(auxilioTransporte({ salario, tieneRuta, smmlv: SMMLV, auxilioConfigurado: AUX })).toBe(esperado);
  });

  it('the threshold factor is two minimum wages', () => {
    expect(PEDIDO_LIMITES.factorSmmlvAuxilioTransporte).toBe(2);
  });

  it('property: the aid is either 0 or the configured aid, and 0 whenever there is a route', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 5_000_000 }),
        (salario, tieneRuta, smmlv) => {
          const aux = auxilioTransporte({ salario, tieneRuta, smmlv, auxilioConfigurado: AUX });
          expect([0, AUX]).toContain(aux);
          if (tieneRuta) expect(aux).toBe(0);
          expect(aux === AUX).toBe(!tieneRuta && salario <= 2 * smmlv);
        },
      ),
    );
  });
});

describe('ofreceRuta', () => {
  it.each([
    { salario: 1_000_000, auxilio: 0, esperado: true },
    { salario: 2 * SMMLV, auxilio: 0, esperado: true },
    { salario: 2 * SMMLV + 1, auxilio: 0, esperado: false },
    { salario: 1_000_000, auxilio: AUX, esperado: false },
  ])('salario $salario, auxilio $auxilio → $esperado', ({ salario, auxilio, esperado }) => {
    expect(ofreceRuta(salario, SMMLV, auxilio)).toBe(esperado);
  });
});

describe('salarioMenorAlMinimo (a notice, not an error)', () => {
  it.each([
    { salario: SMMLV - 1, esperado: true },
    { salario: 0, esperado: true },
    { salario: SMMLV, esperado: false },
    { salario: SMMLV + 1, esperado: false },
    { salario: null, esperado: false },
    { salario: undefined, esperado: false },
  ])('$salario → $esperado', ({ salario, esperado }) => {
    expect(salarioMenorAlMinimo(salario, SMMLV)).toBe(esperado);
  });
});

describe('aFechaIso (date pickers) and diasEntre (Bogotá days)', () => {
  it('formats the local calendar date with zero padding', () => {
    expect(aFechaIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(aFechaIso(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
  it.each([
    { desde: '2026-03-01', hasta: '2026-03-01', dias: 0 },
    { desde: '2026-03-01', hasta: '2026-03-11', dias: 10 },
    { desde: '2026-03-11', hasta: '2026-03-01', dias: -10 },
    { desde: '2025-12-31', hasta: '2026-01-01', dias: 1 },
    { desde: '2028-02-28', hasta: '2028-03-01', dias: 2 },
    { desde: '2027-02-28', hasta: '2027-03-01', dias: 1 },
  ])('$desde → $hasta = $dias', ({ desde, hasta, dias }) => {
    expect(diasEntre(f(desde, 23), f(hasta, 1))).toBe(dias);
  });
});

describe('fechaNegociada = approval date (or today) + search days + 1', () => {
  it.each([
    {
      caso: 'approved, same month',
      aprobacion: '2026-03-02',
      hoy: '2026-04-20',
      dias: 10,
      esperado: '2026-03-13',
    },
    {
      caso: 'not approved: from today',
      aprobacion: null,
      hoy: '2026-03-02',
      dias: 10,
      esperado: '2026-03-13',
    },
    {
      caso: 'month boundary (30-day month)',
      aprobacion: '2026-04-25',
      hoy: '2026-04-25',
      dias: 5,
      esperado: '2026-05-01',
    },
    {
      caso: 'month boundary (31-day month)',
      aprobacion: '2026-01-30',
      hoy: '2026-01-30',
      dias: 30,
      esperado: '2026-03-02',
    },
    {
      caso: 'february, common year',
      aprobacion: '2027-02-27',
      hoy: '2027-02-27',
      dias: 1,
      esperado: '2027-03-01',
    },
    {
      caso: 'february, leap year',
      aprobacion: '2028-02-27',
      hoy: '2028-02-27',
      dias: 1,
      esperado: '2028-02-29',
    },
    { caso: 'year boundary', aprobacion: '2025-12-20', hoy: '2026-02-01', dias: 14, esperado: '2026-01-04' },
    {
      caso: 'zero search days: the next day',
      aprobacion: null,
      hoy: '2026-12-31',
      dias: 0,
      esperado: '2027-01-01',
    },
  ])('$caso', ({ aprobacion, hoy, dias, esperado }) => {
    expect(fechaNegociada(aprobacion ? f(aprobacion) : null, f(hoy), dias)).toBe(esperado);
  });

  it('property: always search days + 1 calendar days after the start', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2090, 0, 1), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 }),
        (inicio, dias) => {
          expect(diasEntre(inicio, f(fechaNegociada(inicio, new Date(), dias)))).toBe(dias + 1);
        },
      ),
    );
  });
});

describe('diasTranscurridos', () => {
  it.each([
    { inicio: '2026-03-01', hoy: '2026-03-01', esperado: 0 },
    { inicio: '2026-03-01', hoy: '2026-03-16', esperado: 15 },
    { inicio: '2026-01-25', hoy: '2026-02-05', esperado: 11 },
    { inicio: '2025-12-30', hoy: '2026-01-02', esperado: 3 },
    { inicio: '2026-03-10', hoy: '2026-03-01', esperado: 0 },
  ])('$inicio → $hoy = $esperado', ({ inicio, hoy, esperado }) => {
    expect(diasTranscurridos(f(inicio), f(hoy))).toBe(esperado);
  });
});

describe('diasRestantes (capped at the search days; 0 or less shown in red)', () => {
  it.each([
    {
      caso: 'day of approval: all days left',
      inicio: '2026-03-01',
      hoy: '2026-03-01',
      dias: 15,
      esperado: 15,
    },
    { caso: 'part used', inicio: '2026-03-01', hoy: '2026-03-06', dias: 15, esperado: 10 },
    { caso: 'exactly used up: 0', inicio: '2026-03-01', hoy: '2026-03-16', dias: 15, esperado: 0 },
    { caso: 'overdue: negative', inicio: '2026-03-01', hoy: '2026-03-20', dias: 15, esperado: -4 },
    { caso: 'start in the future: capped', inicio: '2026-03-10', hoy: '2026-03-01', dias: 15, esperado: 15 },
    { caso: 'across a year boundary', inicio: '2025-12-28', hoy: '2026-01-04', dias: 10, esperado: 3 },
    { caso: 'no search days', inicio: '2026-03-01', hoy: '2026-03-02', dias: 0, esperado: -1 },
  ])('$caso', ({ inicio, hoy, dias, esperado }) => {
    expect(diasRestantes(f(inicio), f(hoy), dias)).toBe(esperado);
  });

  it('property: never above the search days; with a past start, elapsed + remaining = search days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2090, 0, 1), noInvalidDate: true }),
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: 0, max: 120 }),
        (inicio, desplazamiento, dias) => {
          const hoy = f(sumarDias(fechaEnZonaNegocio(inicio), desplazamiento), 12);
          const restantes = diasRestantes(inicio, hoy, dias);
          expect(restantes).toBeLessThanOrEqual(dias);
          if (desplazamiento >= 0) expect(restantes + diasTranscurridos(inicio, hoy)).toBe(dias);
        },
      ),
    );
  });
});

describe('fechaIngresoValida: today .. 12 months ahead', () => {
  it.each([
    { caso: 'today', fecha: '2026-03-15', esperado: true },
    { caso: 'yesterday', fecha: '2026-03-14', esperado: false },
    { caso: 'tomorrow', fecha: '2026-03-16', esperado: true },
    { caso: 'exactly 12 months', fecha: '2027-03-15', esperado: true },
    { caso: '12 months and one day', fecha: '2027-03-16', esperado: false },
    { caso: 'last year', fecha: '2025-03-15', esperado: false },
  ])('hoy 2026-03-15 (afternoon), $caso ($fecha) → $esperado', ({ fecha, esperado }) => {
    expect(fechaIngresoValida(fecha, f('2026-03-15', 17))).toBe(esperado);
  });

  it('year boundary: from 31 Dec the window ends on 31 Dec of the next year', () => {
    const hoy = f('2026-12-31', 23);
    expect(fechaIngresoValida('2026-12-31', hoy)).toBe(true);
    expect(fechaIngresoValida('2027-01-01', hoy)).toBe(true);
    expect(fechaIngresoValida('2027-12-31', hoy)).toBe(true);
    expect(fechaIngresoValida('2028-01-01', hoy)).toBe(false);
  });

  it('property: every date from today to 365 days ahead is valid, the day before today never is', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2090, 0, 1), noInvalidDate: true }),
        fc.integer({ min: 0, max: 365 }),
        (hoy, n) => {
          const dia = fechaEnZonaNegocio(hoy);
          expect(fechaIngresoValida(sumarDias(dia, n), hoy)).toBe(true);
          expect(fechaIngresoValida(sumarDias(dia, -1), hoy)).toBe(false);
        },
      ),
    );
  });
});
