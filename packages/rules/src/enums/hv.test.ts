import { describe, expect, it } from 'vitest';
import {
  CATEGORIA_LICENCIA,
  CLASE_LIBRETA,
  CODIGO_PRUEBA_DIGITAL,
  DISPONIBILIDAD,
  Disponibilidad,
  ESTADO_CIVIL_CANDIDATO,
  ESTADO_INFORMA,
  ESTADO_PRODUCTO,
  EstadoProducto,
  GENERO_CANDIDATO,
  HORARIO_EXPERIENCIA,
  HV_LIMITES,
  HV_PAGE_SIZE,
  IDIOMA,
  MOTIVO_RETIRO,
  NIVEL_ACADEMICO,
  NIVEL_ESTUDIO,
  ORIGEN_EXPERIENCIA,
  PARENTESCO,
  PRUEBAS_PAGE_SIZE,
  RELACION_REFERENCIA,
  RESULTADO_REQUISITO,
  TIPO_CONTRATO,
  TIPO_POSTGRADO,
  TIPO_VEHICULO,
  TRAZABILIDAD_PAGE_SIZE,
  TURNO,
} from './hv';
import { TIPO_DIRECCION } from './pedidos';
import { enCatalogo } from '../esquemas/catalogo';

describe('CV catalogues', () => {
  it.each([
    [DISPONIBILIDAD, 0, 'Libre'],
    [DISPONIBILIDAD, 1, 'En proceso de pedido'],
    [DISPONIBILIDAD, 2, 'Contratado'],
    [DISPONIBILIDAD, 3, 'No disponible'],
    [ESTADO_PRODUCTO, 0, 'En proceso'],
    [ESTADO_PRODUCTO, 1, 'Producto terminado'],
    [GENERO_CANDIDATO, 1, 'Femenino'],
    [GENERO_CANDIDATO, 2, 'Masculino'],
    [ESTADO_CIVIL_CANDIDATO, 0, 'Soltero/a'],
    [ESTADO_CIVIL_CANDIDATO, 1, 'Casado/a'],
    [ESTADO_CIVIL_CANDIDATO, 2, 'Divorciado/a'],
    [ESTADO_CIVIL_CANDIDATO, 3, 'Separado/a'],
    [ESTADO_CIVIL_CANDIDATO, 4, 'Viudo/a'],
    [ESTADO_CIVIL_CANDIDATO, 5, 'Union Libre'],
    [ESTADO_CIVIL_CANDIDATO, 6, 'Madre/Padre Soltero/a'],
    [NIVEL_ACADEMICO, 0, 'Primaria'],
    [NIVEL_ACADEMICO, 1, 'Bachillerato'],
    [NIVEL_ACADEMICO, 2, 'Educación Superior'],
    [CATEGORIA_LICENCIA, 0, 'A1'],
    [CATEGORIA_LICENCIA, 4, 'B3'],
    [CATEGORIA_LICENCIA, 7, 'C3'],
    [CLASE_LIBRETA, 0, 'Primera'],
    [CLASE_LIBRETA, 1, 'Segunda'],
    [TIPO_VEHICULO, 0, 'Moto'],
    [TIPO_VEHICULO, 1, 'Carro'],
    [MOTIVO_RETIRO, 0, 'Cambio de trabajo'],
    [MOTIVO_RETIRO, 5, 'Otro'],
    [TIPO_CONTRATO, 0, 'Término fijo'],
    [TIPO_CONTRATO, 1, 'Término indefinido'],
    [TIPO_CONTRATO, 6, 'Otro'],
    [HORARIO_EXPERIENCIA, 0, 'Por turnos'],
    [HORARIO_EXPERIENCIA, 4, 'Festivos'],
    [TURNO, 0, 'Diurno'],
    [TURNO, 1, 'Nocturno'],
    [TURNO, 2, 'Otro'],
    [NIVEL_ESTUDIO, 0, 'Secundaria'],
    [NIVEL_ESTUDIO, 3, 'Postgrado'],
    [IDIOMA, 0, 'Inglés'],
    [IDIOMA, 1, 'Alemán'],
    [IDIOMA, 2, 'Francés'],
    [IDIOMA, 3, 'Italiano'],
    [IDIOMA, 4, 'Portugués'],
    [IDIOMA, 5, 'Mandarín'],
    [IDIOMA, 6, 'Japonés'],
    [PARENTESCO, 0, 'Tío/a'],
    [PARENTESCO, 5, 'Otro'],
    [RELACION_REFERENCIA, 0, 'Amigo/a'],
    [RELACION_REFERENCIA, 4, 'Otro'],
    [TIPO_POSTGRADO, 1, 'Especialización'],
    [TIPO_POSTGRADO, 2, 'Maestria'],
    [TIPO_POSTGRADO, 3, 'PhD'],
    [ORIGEN_EXPERIENCIA, 0, 'Usuario'],
    [ESTADO_INFORMA, 0, 'No contratado'],
    [ESTADO_INFORMA, 1, 'Contratado'],
    [TIPO_DIRECCION, 1, 'Rural'],
    [TIPO_DIRECCION, 2, 'Urbana'],
    [RESULTADO_REQUISITO, 1, 'Cumple'],
  ] as const)('%#: %i → %s', (catalogo, valor, etiqueta) => {
    expect(catalogo.etiqueta(valor)).toBe(etiqueta);
  });

  it.each([
    ['FAC', 'Preguntas Filtro'],
    ['COMPETENCIAS', 'Evaluación Competencias'],
    ['DETAC', 'DETAC'],
    ['VALORES', 'Valores'],
    ['IDISC', 'IDISC'],
    ['ENTREVISTA', 'Video entrevista'],
  ] as const)('digital test %s → %s', (codigo, etiqueta) => {
    expect(CODIGO_PRUEBA_DIGITAL.etiqueta(codigo)).toBe(etiqueta);
  });

  it('exposes the values in spec order', () => {
    expect(DISPONIBILIDAD.valores).toEqual([0, 1, 2, 3]);
    expect(ESTADO_CIVIL_CANDIDATO.valores).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(CATEGORIA_LICENCIA.opciones.map((o) => o.etiqueta)).toEqual([
      'A1',
      'A2',
      'B1',
      'B2',
      'B3',
      'C1',
      'C2',
      'C3',
    ]);
    expect(MOTIVO_RETIRO.valores).toHaveLength(6);
    expect(TIPO_CONTRATO.valores).toHaveLength(7);
    expect(HORARIO_EXPERIENCIA.valores).toHaveLength(5);
    expect(PARENTESCO.valores).toHaveLength(6);
    expect(RELACION_REFERENCIA.valores).toHaveLength(5);
    expect(ORIGEN_EXPERIENCIA.valores).toEqual([0, 1, 2]);
    expect(Disponibilidad.EN_PROCESO_PEDIDO).toBe(1);
    expect(EstadoProducto.PRODUCTO_TERMINADO).toBe(1);
  });

  it('unknown values read "Desconocido"', () => {
    expect(DISPONIBILIDAD.etiqueta(4)).toBe('Desconocido');
    expect(GENERO_CANDIDATO.etiqueta(0)).toBe('Desconocido');
    expect(ESTADO_CIVIL_CANDIDATO.etiqueta(10)).toBe('Desconocido');
    expect(CODIGO_PRUEBA_DIGITAL.etiqueta('OTRA')).toBe('Desconocido');
    expect(ESTADO_PRODUCTO.etiqueta(null)).toBe('Desconocido');
  });

  it('validates with its schema', () => {
    expect(enCatalogo(DISPONIBILIDAD).safeParse(2).success).toBe(true);
    expect(enCatalogo(DISPONIBILIDAD).safeParse(7).success).toBe(false);
  });

  it('has the spec constants', () => {
    expect(HV_PAGE_SIZE).toBe(18);
    expect(TRAZABILIDAD_PAGE_SIZE).toBe(5);
    expect(PRUEBAS_PAGE_SIZE).toBe(5);
    expect(HV_LIMITES.maxCargosAAspirar).toBe(3);
    expect(HV_LIMITES.claveMin).toBe(6);
  });
});
