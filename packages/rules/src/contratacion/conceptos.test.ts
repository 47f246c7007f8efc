import { describe, expect, it } from 'vitest';
import {
  CamposConcepto,
  descripcionCortaConcepto,
  preguntaLimiteConcepto,
  problemaLimiteConcepto,
  superaLimiteConcepto,
} from './conceptos';

describe('conceptos de la orden', () => {
  it.each(['tipo', 'periodicidad', 'concepto', 'valor'])('%s is required ("Campo requerido")', (campo) => {
    const completo: Record<string, unknown> = {
      tipo: 'SALARIAL',
      periodicidad: 'MENSUAL',
      concepto: '1105',
      valor: 100,
    };
    delete completo[campo];
    const r = CamposConcepto.safeParse(completo);
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === campo)?.message).toBe('Campo requerido');
  });

  it('valor must be a number, not text', () => {
    const r = CamposConcepto.safeParse({
      tipo: 'SALARIAL',
      periodicidad: 'MENSUAL',
      concepto: '1105',
      valor: '100',
    });
    expect(r.error?.issues[0]?.path).toEqual(['valor']);
  });

  it.each([
    // salario, valor, supera
    [1_000_000, 600_000, false],
    [1_000_000, 600_000.01, true],
    [1_000_000, 599_999.99, false],
    [1_423_500, 854_100, false],
    [1_423_500, 854_100.01, true],
    [1_000_000, 0, false],
  ])('salary %d, value %d → above 60 %%: %s', (salario, valor, supera) => {
    expect(superaLimiteConcepto(valor, salario)).toBe(supera);
    expect(preguntaLimiteConcepto(valor, salario) !== null).toBe(supera);
    expect(problemaLimiteConcepto({ valor, confirmadoSobreLimite: false }, salario) !== null).toBe(supera);
    expect(problemaLimiteConcepto({ valor, confirmadoSobreLimite: true }, salario)).toBeNull();
  });

  it('the question names the limit', () => {
    expect(preguntaLimiteConcepto(700, 1000)).toBe(
      'El valor del concepto supera el 60 % del salario. ¿Desea guardarlo de todas formas?',
    );
  });

  it.each([
    ['Auxilio de rodamiento', 'Auxilio de rodamiento'],
    ['x'.repeat(30), 'x'.repeat(30)],
    ['x'.repeat(31), `${'x'.repeat(29)}…`],
    ['Prima extralegal de vacaciones por antigüedad', 'Prima extralegal de vacacione…'],
  ])('description %j shown as %j (30 characters)', (entrada, salida) => {
    expect(descripcionCortaConcepto(entrada)).toBe(salida);
    expect(Array.from(descripcionCortaConcepto(entrada)).length).toBeLessThanOrEqual(30);
  });
});
