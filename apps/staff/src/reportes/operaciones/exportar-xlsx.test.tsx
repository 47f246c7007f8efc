import { describe, expect, it } from 'vitest';
import { formatoCelda, nombreDeArchivo } from './exportar-xlsx';

describe('exportar XLSX del informe de operaciones', () => {
  it('file names without accents nor spaces', () => {
    expect(nombreDeArchivo('Promedio móvil de las últimas 5 semanas')).toBe(
      'promedio-movil-de-las-ultimas-5-semanas',
    );
    expect(nombreDeArchivo('Por mes')).toBe('por-mes');
  });

  it('counts are written as integers (no "12." in Excel), their moving average with 2 decimals, percentages with theirs', () => {
    const semana = { clave: '2026-W47' };
    const promedio = { clave: 'promedio' };
    expect(formatoCelda({ clave: 'vacantes' }, semana)).toBe('#,##0');
    expect(formatoCelda({ clave: 'pedidosRecibidos' }, { clave: '2026-11' })).toBe('#,##0');
    expect(formatoCelda({ clave: 'vacantes' }, promedio)).toBe('#,##0.00');
    expect(formatoCelda({ clave: 'nivelServicio' }, semana)).toBe('0.00"%"');
    expect(formatoCelda({ clave: 'nivelServicio' }, promedio)).toBe('0.00"%"');
    expect(formatoCelda({ clave: 'puntajeGestion' }, semana)).toBe('0.0"%"');
  });
});
