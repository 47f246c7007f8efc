import { describe, expect, it } from 'vitest';
import { POLITICA_INTENTOS, retrasoPorFallos } from './login';

describe('retrasoPorFallos: per user name a growing delay, never a lockout', () => {
  it.each([
    [0, 0],
    [5, 0],
    [6, 500],
    [7, 1_000],
    [8, 2_000],
    [9, 4_000],
    [10, 8_000],
    [50, 8_000],
  ])('%i failures → %i ms', (fallos, ms) => {
    expect(retrasoPorFallos(fallos)).toBe(ms);
  });

  it('never exceeds the ceiling and never decreases with more failures', () => {
    let previo = 0;
    for (let n = 0; n < 200; n++) {
      const r = retrasoPorFallos(n);
      expect(r).toBeGreaterThanOrEqual(previo);
      expect(r).toBeLessThanOrEqual(POLITICA_INTENTOS.retrasoMaximoMs);
      previo = r;
    }
  });
});
