import { describe, expect, it } from 'vitest';
import {
  EntradaActualizarNovedad,
  FiltrosNovedades,
  MENSAJES_NOVEDADES as M,
  puedeCambiarNovedad,
  resolverNovedad,
} from './novedades';

const ahora = new Date('2026-11-24T15:00:00Z');
const ayer = new Date('2026-11-23T15:00:00Z');

describe('resolverNovedad: any state may follow any other', () => {
  it.each([
    ['Pendiente → Aceptada: solved now', { estado: 0, solvedAt: null }, 1, ahora],
    ['Pendiente → Rechazada: solved now', { estado: 0, solvedAt: null }, 2, ahora],
    ['Pendiente → Pendiente: still not solved', { estado: 0, solvedAt: null }, 0, null],
    ['Aceptada → Rechazada: solved again now', { estado: 1, solvedAt: ayer }, 2, ahora],
    ['Rechazada → Aceptada: solved again now', { estado: 2, solvedAt: ayer }, 1, ahora],
    ['Aceptada → Pendiente (reopened): no solved date', { estado: 1, solvedAt: ayer }, 0, null],
    ['Rechazada → Pendiente (reopened): no solved date', { estado: 2, solvedAt: ayer }, 0, null],
    ['Aceptada → Aceptada (comment only): keeps the date', { estado: 1, solvedAt: ayer }, 1, ayer],
    ['Rechazada → Rechazada (comment only): keeps the date', { estado: 2, solvedAt: ayer }, 2, ayer],
    ['Aceptada without a date (old data) → Aceptada: dated now', { estado: 1, solvedAt: null }, 1, ahora],
  ] as const)('%s', (_, antes, estado, solvedAt) => {
    // Solved by whoever changed it last; reopened (Pendiente): nobody.
    expect(resolverNovedad(antes, estado, ahora, 7)).toEqual({
      estado,
      solvedAt,
      resueltaPor: solvedAt ? 7 : null,
    });
  });
});

describe('EntradaActualizarNovedad', () => {
  it('the state is required and must be one of the three', () => {
    for (const estado of [undefined, null, 3, -1, '1', 1.5]) {
      const r = EntradaActualizarNovedad.safeParse({ id: 1, version: 1, estado });
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toContain(M.estadoRequerido);
    }
    expect(
      EntradaActualizarNovedad.parse({ id: 1, version: 1, estado: 2, comentario: '  Listo\nGracias ' }),
    ).toEqual({ id: 1, version: 1, estado: 2, comentario: 'Listo\nGracias' });
  });

  it('refuses a comment over 2000 characters', () => {
    expect(
      EntradaActualizarNovedad.safeParse({ id: 1, version: 1, estado: 1, comentario: 'x'.repeat(2001) })
        .success,
    ).toBe(false);
  });
});

describe('FiltrosNovedades', () => {
  it('defaults to page 1; refuses an inverted range with a clear message', () => {
    expect(FiltrosNovedades.parse({})).toEqual({ pagina: 1 });
    const r = FiltrosNovedades.safeParse({ desde: '2026-11-10', hasta: '2026-11-01' });
    expect(r.error?.issues[0]?.message).toBe(M.rangoInvalido);
    expect(FiltrosNovedades.safeParse({ estado: 7 }).success).toBe(false);
  });
});

describe('puedeCambiarNovedad', () => {
  it('only with change_novedad', () => {
    expect(puedeCambiarNovedad(['read_reporte', 'change_novedad'])).toBe(true);
    expect(puedeCambiarNovedad(['read_reporte'])).toBe(false);
  });
});
