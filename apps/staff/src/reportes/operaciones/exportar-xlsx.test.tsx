import { describe, expect, it } from 'vitest';
import { nombreDeArchivo } from './exportar-xlsx';

describe('exportar XLSX del informe de operaciones', () => {
  it('file names without accents nor spaces', () => {
    expect(nombreDeArchivo('Promedio móvil de las últimas 5 semanas')).toBe(
      'promedio-movil-de-las-ultimas-5-semanas',
    );
    expect(nombreDeArchivo('Por mes')).toBe('por-mes');
  });
});
