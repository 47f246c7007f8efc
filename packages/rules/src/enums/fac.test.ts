import { describe, expect, it } from 'vitest';
import {
  ACCION_TRAZA_FAC,
  CALIFICACION_OPCION,
  CLASE_PREGUNTA,
  CalificacionOpcion,
  TIPO_FAC,
  TIPO_FAC_PREGUNTA,
  TIPO_PREGUNTA,
  valorIndicadorFac,
} from './fac';
import { enCatalogo } from '../esquemas/catalogo';

describe('FAC catalogues', () => {
  it.each([
    [TIPO_FAC, 1, 'Base'],
    [TIPO_FAC, 2, 'Pedido/perfil'],
    [TIPO_PREGUNTA, 1, 'Selección Múltiple'],
    [TIPO_FAC_PREGUNTA, 1, 'Base/existente'],
    [TIPO_FAC_PREGUNTA, 2, 'Específica/nueva'],
    [CLASE_PREGUNTA, 1, 'Potencial'],
    [CLASE_PREGUNTA, 2, 'Desempeño'],
    [CALIFICACION_OPCION, 1, '1'],
    [CALIFICACION_OPCION, 5, '5'],
    [CALIFICACION_OPCION, 6, 'Descartar'],
    [ACCION_TRAZA_FAC, 1, 'INSERTAR'],
    [ACCION_TRAZA_FAC, 2, 'ACTUALIZAR'],
    [ACCION_TRAZA_FAC, 3, 'BORRAR'],
  ] as const)('%#: %i → %s', (catalogo, valor, etiqueta) => {
    expect(catalogo.etiqueta(valor)).toBe(etiqueta);
  });

  it('ratings are 1 to 6 with 6 meaning discard', () => {
    expect(CALIFICACION_OPCION.valores).toEqual([1, 2, 3, 4, 5, 6]);
    expect(CalificacionOpcion.DESCARTAR).toBe(6);
    expect(enCatalogo(CALIFICACION_OPCION).safeParse(0).success).toBe(false);
  });

  it('unknown values read "Desconocido"', () => {
    expect(TIPO_FAC.etiqueta(3)).toBe('Desconocido');
    expect(ACCION_TRAZA_FAC.etiqueta(0)).toBe('Desconocido');
    expect(CLASE_PREGUNTA.etiqueta(undefined)).toBe('Desconocido');
  });
});

describe('valorIndicadorFac', () => {
  it.each([
    [100, 4, 25],
    [30, 0, 0],
    [0, 3, 0],
  ])('tiempo %i / pedidos %i → %i', (tiempo, pedidos, esperado) => {
    expect(valorIndicadorFac(tiempo, pedidos)).toBe(esperado);
  });
});
