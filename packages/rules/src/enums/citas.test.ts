import { describe, expect, it } from 'vitest';
import {
  CITAS_PAGE_SIZE,
  CITA_LIMITES,
  CODIGO_ESTADO_CITA,
  ESTADO_CITA_LISTA,
  RAZON_ENTREVISTA,
  REFERENCIA_OTRO,
  RazonEntrevista,
  colorEstado1Cita,
} from './citas';

describe('appointment catalogues', () => {
  it.each([
    [RAZON_ENTREVISTA, 0, 'Entrevista con cliente'],
    [RAZON_ENTREVISTA, 1, 'Otro / stock'],
    [ESTADO_CITA_LISTA, 0, 'Estado 1'],
    [ESTADO_CITA_LISTA, 1, 'Estado 2'],
  ] as const)('%#: %i → %s', (catalogo, valor, etiqueta) => {
    expect(catalogo.etiqueta(valor)).toBe(etiqueta);
  });

  it('names the special statuses by code', () => {
    expect(CODIGO_ESTADO_CITA.valores).toEqual(['reagendado', 'llego', 'no_trajo_documentos', 'no_continua']);
    expect(CODIGO_ESTADO_CITA.etiqueta('llego')).toBe('Llegó');
  });

  it('unknown values read "Desconocido"', () => {
    expect(RAZON_ENTREVISTA.etiqueta(2)).toBe('Desconocido');
    expect(ESTADO_CITA_LISTA.etiqueta(5)).toBe('Desconocido');
    expect(CODIGO_ESTADO_CITA.etiqueta('x')).toBe('Desconocido');
  });

  it.each([
    [1, 'red'],
    [2, 'green'],
    [3, 'yellow'],
    [4, null],
    [null, null],
  ] as const)('state 1 value %s is coloured %s', (estado, color) => {
    expect(colorEstado1Cita(estado)).toBe(color);
  });

  it('has the spec constants', () => {
    expect(REFERENCIA_OTRO).toBe(6);
    expect(CITAS_PAGE_SIZE).toBe(15);
    expect(CITA_LIMITES.comentarioPreview).toBe(20);
    expect(RazonEntrevista.ENTREVISTA_CLIENTE).toBe(0);
  });
});
