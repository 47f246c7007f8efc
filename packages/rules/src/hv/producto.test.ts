import { describe, expect, it } from 'vitest';
import { siguienteEstadoProducto, type ResultadoParaProducto } from './producto';

const hoy = '2026-11-22';
const examen = { id: 1, validezDias: 365 };
const antecedentes = { id: 2, validezDias: 90 };
const r = (
  id: number,
  requisitoId: number,
  fechaRealizacion: string,
  resultado = 1,
): ResultadoParaProducto => ({ id, requisitoId, fechaRealizacion, resultado });

describe('siguienteEstadoProducto (spec 03 §4)', () => {
  it('moves 0 → 1 once every active finished-product requirement has a passing, valid result', () => {
    expect(siguienteEstadoProducto(0, [examen, antecedentes], [r(1, 1, '2026-10-01')], hoy)).toBe(0);
    expect(
      siguienteEstadoProducto(0, [examen, antecedentes], [r(1, 1, '2026-10-01'), r(2, 2, '2026-11-01')], hoy),
    ).toBe(1);
  });
  it('the latest result of a requirement counts (date, then id); a failing or expired latest one does not pass', () => {
    expect(siguienteEstadoProducto(0, [examen], [r(1, 1, '2026-10-01'), r(2, 1, '2026-11-01', 0)], hoy)).toBe(
      0,
    );
    expect(
      siguienteEstadoProducto(0, [examen], [r(3, 1, '2026-11-01', 0), r(4, 1, '2026-11-01', 1)], hoy),
    ).toBe(1);
    expect(siguienteEstadoProducto(0, [antecedentes], [r(1, 2, '2026-01-01')], hoy)).toBe(0);
  });
  it('never goes back, and does not move when no finished-product requirement exists', () => {
    expect(siguienteEstadoProducto(1, [examen], [], hoy)).toBe(1);
    expect(siguienteEstadoProducto(1, [examen], [r(1, 1, '2026-11-01', 0)], hoy)).toBe(1);
    expect(siguienteEstadoProducto(0, [], [r(1, 1, '2026-11-01')], hoy)).toBe(0);
  });
  it('results of other requirements are ignored', () => {
    expect(siguienteEstadoProducto(0, [examen], [r(1, 9, '2026-11-01')], hoy)).toBe(0);
  });
});
