import { describe, expect, it } from 'vitest';
import { elegirSuites } from './suites';

describe('elegirSuites', () => {
  it('"mercaderistas" runs the ingestion and the map suites (issue 20)', () => {
    expect(elegirSuites(['mercaderistas'])).toEqual({
      suites: ['mercaderistas-ingesta', 'mercaderistas-mapa'],
      desconocidas: [],
    });
    expect(elegirSuites(['mercaderistas', 'mercaderistas-mapa', '--x'])).toEqual({
      suites: ['mercaderistas-ingesta', 'mercaderistas-mapa'],
      desconocidas: [],
    });
  });

  it('without names every suite but the diagnostics; an unknown name is reported', () => {
    const todas = elegirSuites([]).suites;
    expect(todas).toContain('mercaderistas-ingesta');
    expect(todas).not.toContain('lighthouse');
    expect(todas).not.toContain('mezcla-sql');
    expect(elegirSuites(['mezcla-sql']).suites).toEqual(['mezcla-sql']);
    expect(elegirSuites(['citas', 'nada'])).toEqual({ suites: ['citas'], desconocidas: ['nada'] });
  });
});
