import { describe, expect, it } from 'vitest';
import { reintentoCalculandoMs } from './mensajes';

describe('reintentoCalculandoMs', () => {
  // Every 3 s for the first ten answers "calculando" (the job computes at once), then the spec's every 30 000 ms.
  it.each([
    [1, 3_000],
    [10, 3_000],
    [11, 30_000],
    [500, 30_000],
  ])('after %i answers "calculando" asks again in %i ms', (respuestas, ms) => {
    expect(reintentoCalculandoMs(respuestas)).toBe(ms);
  });
});
