import { describe, expect, it } from 'vitest';
import {
  EDUCACION_PERFIL,
  ESTADO_CIVIL,
  ESTADO_PERFIL,
  ESTRATO,
  EstadoPerfil,
  GENERO,
  HORARIO_TRABAJO,
  LISTA_EL_EMPLEO,
  MODO_SALARIO,
  PERFIL_DEFAULTS,
  PERFIL_NO_REQUERIDO,
  PERIODO_PAGO,
  RELACION_AREA,
  TIPOLOGIA,
  TIPO_CARACTERISTICA,
  TIPO_PERFIL,
  TIPOS_PERFIL_ADMINISTRATIVOS,
  esTipoPerfilAdministrativo,
} from './perfiles';

describe('ESTADO_PERFIL', () => {
  it.each([
    [0, 'Creado por cliente'],
    [1, 'Creado'],
    [2, 'Aprobado'],
    [3, 'Cancelado'],
  ])('%i → %s', (valor, etiqueta) => {
    expect(ESTADO_PERFIL.etiqueta(valor)).toBe(etiqueta);
  });
  it('has the four states and readable keys', () => {
    expect(ESTADO_PERFIL.valores).toEqual([0, 1, 2, 3]);
    expect(EstadoPerfil.APROBADO).toBe(2);
    expect(EstadoPerfil.CANCELADO).toBe(3);
  });
  it('returns "Desconocido" for unknown values', () => {
    expect(ESTADO_PERFIL.etiqueta(9)).toBe('Desconocido');
    expect(ESTADO_PERFIL.etiqueta(null)).toBe('Desconocido');
  });
});

describe('profile catalogues', () => {
  it.each([
    [GENERO, 0, 'Indiferente'],
    [GENERO, 1, 'Femenino'],
    [GENERO, 2, 'Masculino'],
    [ESTRATO, 0, 'No requerido'],
    [ESTRATO, 6, 'Estrato 6'],
    [ESTADO_CIVIL, 0, 'Soltero/a'],
    [ESTADO_CIVIL, 1, 'Casado/a'],
    [ESTADO_CIVIL, 2, 'Divorciado/a'],
    [ESTADO_CIVIL, 3, 'Separado/a'],
    [ESTADO_CIVIL, 4, 'Viudo/a'],
    [ESTADO_CIVIL, 5, 'Union Libre'],
    [ESTADO_CIVIL, 6, 'Madre/Padre Soltero/a'],
    [ESTADO_CIVIL, 10, 'No requerido'],
    [EDUCACION_PERFIL, 0, 'Indiferente'],
    [EDUCACION_PERFIL, 1, 'Bachiller'],
    [EDUCACION_PERFIL, 2, 'Técnico'],
    [EDUCACION_PERFIL, 3, 'Tecnólogo'],
    [EDUCACION_PERFIL, 4, 'Profesional'],
    [HORARIO_TRABAJO, 0, 'Por Turnos'],
    [HORARIO_TRABAJO, 1, 'Por Horas'],
    [HORARIO_TRABAJO, 2, 'Tiempo Completo'],
    [HORARIO_TRABAJO, 3, 'Medio Tiempo'],
    [HORARIO_TRABAJO, 4, 'Festivos'],
    [HORARIO_TRABAJO, 5, 'Fines de semana'],
    [PERIODO_PAGO, 0, 'Quincenal'],
    [PERIODO_PAGO, 1, 'Mensual'],
    [TIPOLOGIA, 0, 'Negociación'],
    [TIPOLOGIA, 1, 'Especializado'],
    [TIPOLOGIA, 2, 'Especializado por Evaluar'],
    [TIPOLOGIA, 3, 'Liderazgo'],
    [TIPO_CARACTERISTICA, 0, 'Riesgos'],
    [TIPO_CARACTERISTICA, 1, 'Competencias'],
    [TIPO_CARACTERISTICA, 2, 'Aptitudes/actitudes'],
    [RELACION_AREA, 0, 'Cliente'],
    [RELACION_AREA, 1, 'Proveedor'],
  ] as const)('%#: %i → %s', (catalogo, valor, etiqueta) => {
    expect(catalogo.etiqueta(valor)).toBe(etiqueta);
  });

  it('unknown values read "Desconocido"', () => {
    expect(GENERO.etiqueta(7)).toBe('Desconocido');
    expect(ESTADO_CIVIL.etiqueta(7)).toBe('Desconocido');
    expect(TIPOLOGIA.etiqueta(-1)).toBe('Desconocido');
  });

  it('estrato covers 0 to 6', () => {
    expect(ESTRATO.valores).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('salary modes and job-board lists are string catalogues', () => {
    expect(MODO_SALARIO.valores).toEqual(['SMMLV', 'OTRO']);
    expect(LISTA_EL_EMPLEO.es('areas_trabajo')).toBe(true);
    expect(LISTA_EL_EMPLEO.es('otra')).toBe(false);
  });
});

describe('profile types', () => {
  it('1 and 2 are administrative, 3 is not', () => {
    expect(TIPO_PERFIL.valores).toEqual([1, 2, 3]);
    expect(TIPOS_PERFIL_ADMINISTRATIVOS).toEqual([1, 2]);
    expect(esTipoPerfilAdministrativo(1)).toBe(true);
    expect(esTipoPerfilAdministrativo(2)).toBe(true);
    expect(esTipoPerfilAdministrativo(3)).toBe(false);
    expect(esTipoPerfilAdministrativo(null)).toBe(false);
  });
});

describe('defaults', () => {
  it('create-form defaults match the spec', () => {
    expect(PERFIL_DEFAULTS).toMatchObject({
      genero: 1,
      estrato: 1,
      estadoCivil: 0,
      educacion: 1,
      horarioTrabajo: 2,
      periodoPago: 0,
      tipologia: 0,
    });
  });
  it('switched-off blocks use the not-required sentinels', () => {
    expect(PERFIL_NO_REQUERIDO).toEqual({ genero: 0, estrato: 0, estadoCivil: 10, educacion: 0 });
  });
});
