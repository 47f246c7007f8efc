import { describe, expect, it } from 'vitest';
import {
  ACCION_DESCARTE,
  CATEGORIA_CATALOGO,
  CAUSA_CANCELACION,
  ESTADO_CANDIDATO_PEDIDO,
  ESTADO_PEDIDO,
  ESTADO_PRUEBA_PROGRAMADA,
  ESTADOS_PEDIDO_ACTIVOS,
  EstadoCandidatoPedido,
  EstadoPedido,
  FILTRO_ESTADO_CANDIDATO,
  FILTRO_FAC,
  INDICADOR_PEDIDO,
  JORNADA_LABORAL,
  JORNADAS_CON_HORARIO,
  NIVEL_ORGANIZACIONAL,
  PEDIDO_LIMITES,
  POOL,
  PRUEBA_DIGITAL,
  TERMINACION_CANDIDATO,
  TIPO_DIRECCION,
  TIPO_DOCUMENTO_CLIENTE,
  TIPO_EVENTO_PEDIDO,
  TIPO_JORNADA_ORDEN,
  TIPO_NIVEL_ORGANIZACIONAL,
  VISIBILIDAD_COMENTARIO,
  pedidoCerrado,
} from './pedidos';
import { enCatalogo } from '../esquemas/catalogo';

describe('ESTADO_PEDIDO', () => {
  it.each([
    [0, 'Cancelado'],
    [1, 'Solicitud y validación'],
    [111, 'Solicitud multiciudad'],
    [112, 'Creado'],
    [2, 'Preselección'],
    [3, 'Selección'],
    [4, 'Legalización de contrato'],
    [5, 'Terminado'],
  ] as const)('%i → %s', (valor, etiqueta) => {
    expect(ESTADO_PEDIDO.etiqueta(valor)).toBe(etiqueta);
  });

  it('has exactly the spec values and readable keys', () => {
    expect(ESTADO_PEDIDO.valores).toEqual([0, 1, 111, 112, 2, 3, 4, 5]);
    expect(EstadoPedido.SOLICITUD_MULTICIUDAD).toBe(111);
    expect(EstadoPedido.TERMINADO).toBe(5);
  });

  it('groups closed and active states', () => {
    expect([0, 5].map(pedidoCerrado)).toEqual([true, true]);
    expect([1, 111, 112, 2, 3, 4].some(pedidoCerrado)).toBe(false);
    expect(ESTADOS_PEDIDO_ACTIVOS).toEqual([2, 3, 4]);
  });
});

describe('ESTADO_CANDIDATO_PEDIDO (spec 03 §4 labels)', () => {
  it.each([
    [0, 'Agregado a pedido'],
    [1, 'Enviado a cliente'],
    [2, 'Validado por cliente'],
    [3, 'Rechazado por cliente'],
    [4, 'En entrevista con cliente'],
    [5, 'No aprueba entrevista'],
    [6, 'En contratación'],
    [7, 'No firma contrato'],
    [8, 'Se presenta en lugar de trabajo'],
    [9, 'No se presenta en lugar de trabajo'],
    [10, 'Cancelado por otras razones'],
  ] as const)('%i → %s', (valor, etiqueta) => {
    expect(ESTADO_CANDIDATO_PEDIDO.etiqueta(valor)).toBe(etiqueta);
  });

  it('keys', () => {
    expect(EstadoCandidatoPedido.EN_CONTRATACION).toBe(6);
    expect(ESTADO_CANDIDATO_PEDIDO.valores).toHaveLength(11);
  });
});

describe('other order catalogues', () => {
  it.each([
    [POOL, 0, 'Preseleccionado'],
    [POOL, 1, 'Seleccionado'],
    [JORNADA_LABORAL, 0, 'Por Turnos'],
    [JORNADA_LABORAL, 1, 'Por Horas'],
    [JORNADA_LABORAL, 2, 'Tiempo Completo'],
    [JORNADA_LABORAL, 3, 'Medio Tiempo'],
    [JORNADA_LABORAL, 4, 'Festivos'],
    [JORNADA_LABORAL, 5, 'Fines de semana'],
    [CAUSA_CANCELACION, 0, 'Cambio de pedido'],
    [CAUSA_CANCELACION, 5, 'Pedido duplicado'],
    [TIPO_EVENTO_PEDIDO, 0, 'Cambio de estado del pedido'],
    [TIPO_EVENTO_PEDIDO, 8, 'Orden de contratación modificada'],
    [VISIBILIDAD_COMENTARIO, 0, 'Visible por el cliente'],
    [VISIBILIDAD_COMENTARIO, 2, 'Interno'],
    [TIPO_DOCUMENTO_CLIENTE, 0, 'NIT'],
    [TIPO_DOCUMENTO_CLIENTE, 1, 'CC'],
    [FILTRO_ESTADO_CANDIDATO, 1, 'Sin enviar'],
    [FILTRO_ESTADO_CANDIDATO, 2, 'Enviados'],
    [FILTRO_ESTADO_CANDIDATO, 3, 'Aprobados'],
    [FILTRO_ESTADO_CANDIDATO, 4, 'Entrevista'],
    [FILTRO_ESTADO_CANDIDATO, 5, 'Sin definir'],
    [FILTRO_ESTADO_CANDIDATO, 6, 'Rechazados'],
    [ESTADO_PRUEBA_PROGRAMADA, 1, 'Programada'],
    [ESTADO_PRUEBA_PROGRAMADA, 2, 'Presentada'],
    [ESTADO_PRUEBA_PROGRAMADA, 3, 'No programada'],
    [TIPO_DIRECCION, 1, 'Rural'],
    [TIPO_DIRECCION, 2, 'Urbana'],
    [TIPO_DIRECCION, 3, 'Otra'],
    [TERMINACION_CANDIDATO, 7, 'No firma contrato'],
    [TERMINACION_CANDIDATO, 9, 'No se presenta en el trabajo'],
    [NIVEL_ORGANIZACIONAL, 3, 'Subdivisión'],
  ] as const)('%#: %s → %s', (catalogo, valor, etiqueta) => {
    expect(catalogo.etiqueta(valor)).toBe(etiqueta);
  });

  it.each([
    [INDICADOR_PEDIDO, 'vencidos', 'Vencidos'],
    [INDICADOR_PEDIDO, 'cancelados', 'Cancelados'],
    [FILTRO_FAC, 'definidos', 'Definidos'],
    [FILTRO_FAC, 'sin_definir', 'Sin definir'],
    [ACCION_DESCARTE, 'ninguna', 'Ninguna'],
    [PRUEBA_DIGITAL, 'FAC', 'Preguntas Filtro'],
    [PRUEBA_DIGITAL, 'COMPETENCIAS', 'Evaluación Competencias'],
    [PRUEBA_DIGITAL, 'ENTREVISTA', 'Video entrevista'],
    [TIPO_JORNADA_ORDEN, 'P', 'Parcial'],
    [TIPO_JORNADA_ORDEN, 'C', 'Completa'],
    [CATEGORIA_CATALOGO, 'RIESGO_ARL', 'Riesgo ARL'],
  ] as const)('%#: %s → %s', (catalogo, valor, etiqueta) => {
    expect(catalogo.etiqueta(valor)).toBe(etiqueta);
  });

  it('string codes are the ones the screens send', () => {
    expect(ACCION_DESCARTE.valores).toEqual(['a_categoria', 'a_pedido_stock', 'a_pedido_vigente', 'ninguna']);
    expect(INDICADOR_PEDIDO.valores).toEqual([
      'vencidos',
      'normal',
      'contratados',
      'finalizados',
      'cancelados',
    ]);
    expect(PRUEBA_DIGITAL.valores).toEqual([
      'FAC',
      'DETAC',
      'COMPETENCIAS',
      'IDISC',
      'VALORES',
      'ENTREVISTA',
    ]);
    expect(TIPO_NIVEL_ORGANIZACIONAL[1]).toBe('ea_subgrupo');
    expect(TIPO_NIVEL_ORGANIZACIONAL[5]).toBe('ea_producto');
    expect(JORNADAS_CON_HORARIO).toEqual([2, 3]);
  });

  it('unknown values read "Desconocido"', () => {
    expect(ESTADO_PEDIDO.etiqueta(6)).toBe('Desconocido');
    expect(ESTADO_PEDIDO.etiqueta(null)).toBe('Desconocido');
    expect(ESTADO_CANDIDATO_PEDIDO.etiqueta(11)).toBe('Desconocido');
    expect(POOL.etiqueta(2)).toBe('Desconocido');
    expect(VISIBILIDAD_COMENTARIO.etiqueta(1)).toBe('Desconocido');
    expect(ACCION_DESCARTE.etiqueta('otra')).toBe('Desconocido');
    expect(CAUSA_CANCELACION.etiqueta(undefined)).toBe('Desconocido');
  });

  it('schemas accept only catalogue values', () => {
    expect(enCatalogo(ESTADO_PEDIDO).safeParse(111).success).toBe(true);
    expect(enCatalogo(ESTADO_PEDIDO).safeParse(6).success).toBe(false);
    expect(enCatalogo(VISIBILIDAD_COMENTARIO).safeParse(1).success).toBe(false);
  });

  it('section 9 constants', () => {
    expect(PEDIDO_LIMITES.diasRangoDashboard).toBe(35);
    expect(PEDIDO_LIMITES.minimoCandidatosVacanteDefecto).toBe(3);
    expect(PEDIDO_LIMITES.porcentajeMaxConceptoSalario).toBe(60);
  });
});
