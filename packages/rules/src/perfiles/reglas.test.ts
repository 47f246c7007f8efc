import { describe, expect, it } from 'vitest';
import { GRUPO_JEFES_OPERACIONES, GRUPO_PSICOLOGOS } from '../auth/grupos';
import { MENSAJES_PERFILES as M } from './mensajes';
import {
  accionesPerfil,
  bloquesDePerfil,
  esPerfilEditable,
  esPerfilPlantilla,
  normalizarPerfil,
  problemasConfiguracion,
  puedeDefinirCompetencias,
  puedeDefinirPruebas,
  puedeGuardarYAprobar,
  PERMISOS_GUARDAR_Y_APROBAR,
  salarioValido,
  transicionAprobar,
  transicionCancelar,
  valoresPorDefecto,
  type ContextoValidacion,
} from './reglas';
import { CamposPerfil } from './formulario';
import { formularioPerfilValido } from './datos-prueba';

const ok = (estadoNuevo: number) => ({ ok: true, estadoNuevo });
const no = (mensaje: string) => ({ ok: false, mensaje });

describe('estados del perfil', () => {
  it.each([
    [0, true, true],
    [1, true, true],
    [2, false, true],
    [3, false, false],
  ])('estado %i: editable %s, plantilla %s', (estado, editable, plantilla) => {
    expect(esPerfilEditable(estado)).toBe(editable);
    expect(esPerfilPlantilla(estado)).toBe(plantilla);
  });

  it.each([
    [0, true, ok(2)],
    [1, true, ok(2)],
    [0, false, no(M.sinFac)],
    [1, false, no(M.sinFac)],
    [2, true, no(M.yaAprobado)],
    [3, true, no(M.yaCancelado)],
    [7, true, no(M.noEditable)],
  ])('aprobar desde %i con FAC %s', (estado, fac, esperado) => {
    expect(transicionAprobar(estado, fac)).toEqual(esperado);
  });

  it.each([
    [0, ok(3)],
    [1, ok(3)],
    [2, ok(3)],
    [3, no(M.yaCancelado)],
  ])('cancelar desde %i', (estado, esperado) => {
    expect(transicionCancelar(estado)).toEqual(esperado);
  });
});

describe('acciones y permisos', () => {
  const todos = ['read_perfilseleccion_aprobar', 'change_perfilseleccion', 'add_perfilseleccion'];
  it.each([
    [0, todos, { aprobar: true, editar: true, duplicar: true, cancelar: true }],
    [1, todos, { aprobar: true, editar: true, duplicar: true, cancelar: true }],
    [2, todos, { aprobar: false, editar: false, duplicar: true, cancelar: true }],
    [3, todos, { aprobar: false, editar: false, duplicar: false, cancelar: false }],
    [1, ['read_perfilseleccion'], { aprobar: false, editar: false, duplicar: false, cancelar: false }],
    [1, ['change_perfilseleccion'], { aprobar: false, editar: true, duplicar: false, cancelar: true }],
  ])('estado %i con %j', (estado, permisos, esperado) => {
    expect(accionesPerfil(estado, permisos)).toEqual(esperado);
  });

  const ambos = ['read_perfilseleccion_aprobar', 'change_perfilseleccion'];
  it.each([
    [1, ambos, true, true],
    [0, ambos, true, true],
    [1, ambos, false, false],
    [2, ambos, true, false],
    [3, ambos, true, false],
    [1, ['read_perfilseleccion_aprobar'], true, false],
    [1, ['change_perfilseleccion'], true, false],
    [1, [], true, false],
  ])('"Guardar y aprobar Perfil": estado %i con %j y FAC %s → %s', (estado, permisos, tieneFac, esperado) => {
    expect(puedeGuardarYAprobar(estado, permisos, tieneFac)).toBe(esperado);
  });

  it('guardar y aprobar exige aprobar y editar', () => {
    expect([...PERMISOS_GUARDAR_Y_APROBAR].sort()).toEqual([
      'change_perfilseleccion',
      'read_perfilseleccion_aprobar',
    ]);
  });

  it('competencias solo para psicólogos de selección; pruebas por flag', () => {
    expect(puedeDefinirCompetencias([GRUPO_PSICOLOGOS])).toBe(true);
    expect(puedeDefinirCompetencias([GRUPO_JEFES_OPERACIONES])).toBe(false);
    expect(puedeDefinirPruebas(['read_perfilseleccion_definir_pruebas'])).toBe(true);
    expect(puedeDefinirPruebas(['change_perfilseleccion'])).toBe(false);
  });
});

const padres = new Map<number, number | null>([
  [1, null],
  [2, null],
  [3, null],
  [4, null],
  [11, 1],
  [12, 1],
  [13, 1],
  [21, 2],
  [22, 2],
  [23, 2],
  [31, 3],
  [41, 4],
]);
const contexto = (cambios: Partial<ContextoValidacion> = {}): ContextoValidacion => ({
  smmlv: 1_423_500,
  limites: { maxCompetencias: 3, maxSubCompetencias: 6, minValores: 1, maxValores: 5 },
  padreDeCompetencia: padres,
  validarCompetencias: true,
  exigeTipo: false,
  exigeFac: false,
  ...cambios,
});
const base = {
  tipo: 1 as const,
  competencias: [1, 11],
  valores: [1],
  modoSalario: 'SMMLV' as const,
  salario: null,
  facId: null,
};

describe('límites de competencias, valores y salario', () => {
  it.each([
    ['válido', {}, {}, {}],
    [
      'más de 3 competencias',
      { competencias: [1, 2, 3, 4, 11] },
      {},
      { competencias: M.maxSeleccion(3, 'competencias') },
    ],
    [
      'más de 6 subcompetencias',
      { competencias: [1, 2, 3, 11, 12, 13, 21, 22, 23, 31] },
      {},
      { competencias: M.maxSeleccion(6, 'subcompetencias') },
    ],
    [
      'sin subcompetencias en tipo administrativo',
      { competencias: [1] },
      {},
      { competencias: M.subcompetenciasObligatorias },
    ],
    [
      'tipo 2 también es administrativo',
      { tipo: 2 as const, competencias: [] },
      {},
      { competencias: M.subcompetenciasObligatorias },
    ],
    ['tipo 3 no exige subcompetencias', { tipo: 3 as const, competencias: [] }, {}, {}],
    [
      'subcompetencia sin su padre',
      { competencias: [1, 11, 21] },
      {},
      { competencias: M.subcompetenciaSinPadre },
    ],
    ['competencia que no existe', { competencias: [1, 11, 999] }, {}, { competencias: M.noExiste }],
    ['no psicólogo: no se revisan competencias', { competencias: [] }, { validarCompetencias: false }, {}],
    ['más de 5 valores', { valores: [1, 2, 3, 4, 5, 6] }, {}, { valores: M.maxSeleccion(5, 'valores') }],
    ['menos del mínimo de valores', { valores: [] }, {}, { valores: M.minValores(1) }],
    [
      'salario OTRO menor al mínimo',
      { modoSalario: 'OTRO' as const, salario: 1_000_000 },
      {},
      { salario: M.salarioMinimo },
    ],
    ['salario OTRO igual al mínimo', { modoSalario: 'OTRO' as const, salario: 1_423_500 }, {}, {}],
    ['tipo de prueba exigido', { tipo: null, competencias: [] }, { exigeTipo: true }, { tipo: M.tipoPrueba }],
    ['FAC exigido', {}, { exigeFac: true }, { facId: M.fac }],
    ['FAC presente', { facId: 5 }, { exigeFac: true }, {}],
  ])('%s', (_caso, cambios, ctx, esperado) => {
    expect(problemasConfiguracion({ ...base, ...cambios }, contexto(ctx))).toEqual(esperado);
  });

  it('salarioValido: al menos el mínimo', () => {
    expect(salarioValido(1_423_500, 1_423_500)).toBe(true);
    expect(salarioValido(1_423_499, 1_423_500)).toBe(false);
  });
});

describe('bloques opcionales y normalización', () => {
  const datos = CamposPerfil.parse({
    ...formularioPerfilValido({ cargoId: 1, tipoCargoId: 1, categoriaStockId: 1, valores: [1] }),
    tipo: 3,
    competencias: [],
    edadMinima: 18,
    edadMaxima: 40,
    genero: 2,
    lugarResidenciaId: 7,
    lugarNacimientoId: 8,
    numeroHijos: 2,
    perfilPadreId: 9,
    cancelaPerfilPadre: true,
  });

  it('bloques apagados se limpian con sus valores centinela', () => {
    expect(normalizarPerfil(datos, 1_423_500)).toEqual({
      edadMinima: null,
      edadMaxima: null,
      genero: 0,
      lugarResidenciaId: null,
      lugarNacimientoId: null,
      numeroHijos: null,
      esSmmlv: true,
      salario: 1_423_500,
      perfilPadreId: null,
      cancelaPerfilPadre: false,
      competencias: [],
    });
  });

  it('bloques marcados conservan sus valores; salario OTRO se conserva', () => {
    const marcado = {
      ...datos,
      requiereEdad: true,
      requiereGenero: true,
      requiereResidencia: true,
      requiereNacimiento: true,
      requiereHijos: true,
      esHijo: true,
      modoSalario: 'OTRO' as const,
      salario: 2_000_000,
    };
    const n = normalizarPerfil(marcado, 1_423_500);
    expect(n).toMatchObject({
      edadMinima: 18,
      edadMaxima: 40,
      genero: 2,
      lugarResidenciaId: 7,
      lugarNacimientoId: 8,
      numeroHijos: 2,
      esSmmlv: false,
      salario: 2_000_000,
      perfilPadreId: 9,
      cancelaPerfilPadre: true,
    });
    expect(bloquesDePerfil(n)).toEqual({
      requiereEdad: true,
      requiereGenero: true,
      requiereResidencia: true,
      requiereNacimiento: true,
      requiereHijos: true,
    });
    expect(bloquesDePerfil(normalizarPerfil(datos, 1))).toEqual({
      requiereEdad: false,
      requiereGenero: false,
      requiereResidencia: false,
      requiereNacimiento: false,
      requiereHijos: false,
    });
  });

  it('competencias se descartan para tipos no administrativos', () => {
    expect(normalizarPerfil({ ...datos, tipo: 1, competencias: [1, 11] }, 1).competencias).toEqual([1, 11]);
    expect(normalizarPerfil({ ...datos, tipo: 3, competencias: [1, 11] }, 1).competencias).toEqual([]);
    expect(normalizarPerfil({ ...datos, tipo: null, competencias: [1, 11] }, 1).competencias).toEqual([]);
  });

  it('valores por defecto del formulario de creación (spec 02 §3)', () => {
    expect(valoresPorDefecto(1_423_500, [1, 2])).toEqual({
      genero: 1,
      estrato: 1,
      estadoCivil: 0,
      educacion: 1,
      horarioTrabajo: 2,
      periodoPago: 0,
      tipologia: 0,
      modoSalario: 'SMMLV',
      salario: 1_423_500,
      valores: [1, 2],
    });
  });
});
