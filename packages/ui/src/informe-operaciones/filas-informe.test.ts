import {
  AYUDA_EFECTIVIDAD_ENVIO,
  AYUDA_NIVEL_SERVICIO,
  AYUDA_PUNTAJE_GESTION,
  CLAVES_MEDIDA_EMBUDO,
} from '@talento/rules';
import { describe, expect, it } from 'vitest';
import { filasInforme, textoDiferencia } from './filas-informe';

const filas = filasInforme();
const fila = (clave: string) => filas.find((f) => f.clave === clave)!;
const embudo = Object.fromEntries(CLAVES_MEDIDA_EMBUDO.map((c, i) => [c, 1000 + i])) as Record<
  (typeof CLAVES_MEDIDA_EMBUDO)[number],
  number
>;
const cifras = { embudo, nivelServicio: 66.666, efectividadEnvio: 50, puntajeGestion: 61.67 };

describe('filas del informe de operaciones', () => {
  it('the ten measures (links to their rows) then the three percentages, in that order', () => {
    expect(filas.map((f) => f.clave)).toEqual([
      ...CLAVES_MEDIDA_EMBUDO,
      'nivelServicio',
      'efectividadEnvio',
      'puntajeGestion',
    ]);
    expect(filas.filter((f) => f.medida !== null)).toHaveLength(10);
    expect(fila('nivelServicio').ayuda).toBe(AYUDA_NIVEL_SERVICIO.nivelServicio);
    expect(fila('efectividadEnvio').ayuda).toBe(AYUDA_EFECTIVIDAD_ENVIO);
    expect(fila('puntajeGestion').ayuda).toBe(AYUDA_PUNTAJE_GESTION);
  });

  it('counts without decimals, averages with 2, percentages with 2 and the overall score with 1 (spec 03 §9)', () => {
    const recibidos = fila('pedidosRecibidos');
    expect(recibidos.formato(recibidos.de(cifras))).toBe('1.000');
    expect(recibidos.formatoPromedio(0.2)).toBe('0,2');
    expect(recibidos.formatoPromedio(1234.567)).toBe('1.234,57');
    expect(fila('nivelServicio').formato(fila('nivelServicio').de(cifras))).toBe('66,67 %');
    expect(fila('puntajeGestion').formato(61.67)).toBe('61,7 %');
    expect(fila('efectividadEnvio').formato(null)).toBe('—');
  });

  it('the difference since validation: signed, in the row format, nothing when unchanged', () => {
    expect(textoDiferencia(fila('pedidosRecibidos'), 1)).toBe('+1');
    expect(textoDiferencia(fila('nivelServicio'), -33.33)).toBe('−33,33 %');
    expect(textoDiferencia(fila('vacantes'), 0)).toBeNull();
    expect(textoDiferencia(fila('efectividadEnvio'), null)).toBeNull();
  });
});
