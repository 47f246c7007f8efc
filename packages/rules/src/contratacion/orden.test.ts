import { describe, expect, it } from 'vitest';
import {
  esquemaOrdenContratacion,
  validarOrdenContratacion,
  type CamposOrdenContratacionEntrada,
  type ReglasOrden,
} from './orden';

const VALIDA: CamposOrdenContratacionEntrada = {
  personaAutorizaIngreso: 'Camila Torres',
  fechaIngreso: '2026-12-01',
  ciudadId: 1,
  cargoId: 2,
  salario: 1_423_500,
  salarioIntegral: false,
  relacionLaboral: 'MISION',
  tipoSalario: 'BASICO',
  riesgoArl: 'II',
  tipoJornada: 'C',
  centroTrabajoId: 3,
  dptoId: 4,
};
const SIN_REGLAS: ReglasOrden = { nivelesRequeridos: [], ofertaMercantil: false };
const errores = (entrada: Record<string, unknown>, reglas = SIN_REGLAS) => {
  const r = validarOrdenContratacion(entrada, reglas);
  return r.ok ? {} : r.errores;
};

describe('orden de contratación: campos requeridos (spec 01 §5)', () => {
  it('a complete order passes', () => {
    expect(validarOrdenContratacion(VALIDA, SIN_REGLAS).ok).toBe(true);
  });

  it.each([
    'personaAutorizaIngreso',
    'fechaIngreso',
    'cargoId',
    'salario',
    'riesgoArl',
    'tipoJornada',
    'dptoId',
    'ciudadId',
    'relacionLaboral',
    'tipoSalario',
    'centroTrabajoId',
    'salarioIntegral',
  ])('%s missing → "Campo requerido"', (campo) => {
    const { [campo as keyof typeof VALIDA]: _quitado, ...resto } = VALIDA;
    expect(errores(resto)[campo]).toBe('Campo requerido');
  });

  it.each([
    ['personaAutorizaIngreso', '   '],
    ['salario', 'mil'],
    ['salario', 0],
    ['fechaIngreso', '31/02/2026'],
    ['tipoJornada', 'X'],
  ])('%s = %j → "Campo requerido"', (campo, valor) => {
    expect(errores({ ...VALIDA, [campo]: valor })[campo]).toBe('Campo requerido');
  });

  it('every missing field is reported at once, conditional ones included', () => {
    expect(Object.keys(errores({ tipoJornada: 'P', tipoComision: 'VENTAS' })).sort()).toEqual(
      [
        'cargoId',
        'centroTrabajoId',
        'ciudadId',
        'comisiones',
        'dptoId',
        'fechaIngreso',
        'horasJornada',
        'personaAutorizaIngreso',
        'relacionLaboral',
        'riesgoArl',
        'salario',
        'salarioIntegral',
        'tipoSalario',
      ].sort(),
    );
  });
});

describe('orden de contratación: el esquema del formulario marca todo en el primer envío', () => {
  it("the client's required levels and obra/labor are flagged even while other fields are missing", () => {
    const reglas: ReglasOrden = { nivelesRequeridos: [1, 3], ofertaMercantil: true };
    const r = esquemaOrdenContratacion(reglas).safeParse({ personaAutorizaIngreso: '', tipoJornada: 'C' });
    const campos = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(campos).toEqual(
      expect.arrayContaining(['nivel1Id', 'nivel3Id', 'obraLabor', 'personaAutorizaIngreso', 'cargoId']),
    );
    expect(campos).not.toContain('nivel2Id');
  });

  it('an input that is not an object is refused without running the conditional rules', () => {
    const r = esquemaOrdenContratacion({ nivelesRequeridos: [1], ofertaMercantil: true }).safeParse(null);
    expect(r.success).toBe(false);
  });
});

describe('orden de contratación: reglas condicionales', () => {
  it.each([
    ['commission type without commissions', { tipoComision: 'VENTAS' }, 'comisiones'],
    ['variable type without variable', { tipoVariable: 'HORAS_EXTRA' }, 'variable'],
    ['partial day without hours', { tipoJornada: 'P' }, 'horasJornada'],
    ['extra concept 1 without value', { conceptoSalario1: '1105' }, 'valorConceptoSalario1'],
    ['extra value 2 without concept', { valorConceptoSalario2: 1000 }, 'conceptoSalario2'],
  ])('%s → Campo requerido', (_caso, extra, campo) => {
    expect(errores({ ...VALIDA, ...extra })).toEqual({ [campo]: 'Campo requerido' });
  });

  it.each([
    ['commission with its value', { tipoComision: 'VENTAS', comisiones: 200_000 }],
    ['variable with its value', { tipoVariable: 'RECARGOS', variable: 50_000 }],
    ['partial with hours', { tipoJornada: 'P', horasJornada: 24 }],
    [
      'both extra pairs',
      {
        conceptoSalario1: '1105',
        valorConceptoSalario1: 1,
        conceptoSalario2: '1110',
        valorConceptoSalario2: 2,
      },
    ],
  ])('%s passes', (_caso, extra) => {
    expect(errores({ ...VALIDA, ...extra })).toEqual({});
  });

  it('hours must be 1–48', () => {
    expect(errores({ ...VALIDA, tipoJornada: 'P', horasJornada: 60 }).horasJornada).toBe(
      'Las horas de la jornada deben estar entre 1 y 48',
    );
  });

  it('obra_labor is required only when the client shows the mercantile offer', () => {
    expect(errores(VALIDA)).toEqual({});
    expect(errores(VALIDA, { nivelesRequeridos: [], ofertaMercantil: true })).toEqual({
      obraLabor: 'Campo requerido',
    });
    expect(
      errores({ ...VALIDA, obraLabor: 'Exhibición' }, { nivelesRequeridos: [], ofertaMercantil: true }),
    ).toEqual({});
  });

  it.each([
    [[1], { nivel1Id: 'Campo requerido' }],
    [[2, 5], { nivel2Id: 'Campo requerido', nivel5Id: 'Campo requerido' }],
    [
      [1, 2, 3, 4, 5],
      {
        nivel1Id: 'Campo requerido',
        nivel2Id: 'Campo requerido',
        nivel3Id: 'Campo requerido',
        nivel4Id: 'Campo requerido',
        nivel5Id: 'Campo requerido',
      },
    ],
  ] as const)('levels flagged required %j', (niveles, esperado) => {
    expect(errores(VALIDA, { nivelesRequeridos: niveles, ofertaMercantil: false })).toEqual(esperado);
    expect(
      errores(
        { ...VALIDA, nivel1Id: 1, nivel2Id: 2, nivel3Id: 3, nivel4Id: 4, nivel5Id: 5 },
        { nivelesRequeridos: niveles, ofertaMercantil: false },
      ),
    ).toEqual({});
  });

  it('the schema drops values that do not apply (full day keeps no hours, no type keeps no commissions)', () => {
    const r = esquemaOrdenContratacion().parse({ ...VALIDA, horasJornada: 8, comisiones: 10 });
    expect(r).toMatchObject({ tipoJornada: 'C', horasJornada: null, comisiones: null, observaciones: null });
  });

  it('texts are bounded and free of control characters', () => {
    expect(errores({ ...VALIDA, area: 'x'.repeat(201) }).area).toBe('Máximo 200 caracteres');
    expect(errores({ ...VALIDA, jefeInmediato: 'a\u0000b' }).jefeInmediato).toMatch(
      /caracteres no permitidos/,
    );
  });
});
