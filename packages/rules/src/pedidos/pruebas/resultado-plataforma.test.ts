import { describe, expect, it } from 'vitest';
import { mensajeResultadoInvalido, ResultadoPlataforma } from './resultado-plataforma';

const valido = {
  idResultado: 'res-1',
  pedidoId: 10,
  correo: 'Ana@Correo.co',
  pruebas: [{ codigo: 'DETAC', puntaje: 80, descartado: false }],
};

describe('ResultadoPlataforma', () => {
  it('accepts a minimal result, lower-cases the e-mail and fills the defaults', () => {
    expect(ResultadoPlataforma.parse(valido)).toEqual({
      ...valido,
      correo: 'ana@correo.co',
      puntajeGlobal: null,
      descartado: false,
      urlInforme: null,
      urlInformeLite: null,
      entrevistas: [],
    });
  });

  it.each([
    [
      { ...valido, pruebas: [{ codigo: 'DETAC', puntaje: 101 }] },
      'El resultado no es válido: pruebas.0.puntaje debe estar entre 0 y 100.',
    ],
    [
      { ...valido, pruebas: [{ codigo: 'DETAC', puntaje: -1 }] },
      'El resultado no es válido: pruebas.0.puntaje debe estar entre 0 y 100.',
    ],
    [
      { ...valido, pruebas: [{ codigo: 'OTRA', puntaje: 50 }] },
      'El resultado no es válido: pruebas.0.codigo debe ser uno de FAC, DETAC, COMPETENCIAS, IDISC, VALORES, ENTREVISTA.',
    ],
    [{ ...valido, pruebas: [] }, 'El resultado no es válido: pruebas debe traer al menos una prueba.'],
    [
      {
        ...valido,
        pruebas: [
          { codigo: 'FAC', puntaje: 1 },
          { codigo: 'FAC', puntaje: 2 },
        ],
      },
      'El resultado no es válido: pruebas trae una prueba repetida.',
    ],
    [{ ...valido, correo: 'no-es-correo' }, 'El resultado no es válido: correo debe ser un correo válido.'],
    [
      { ...valido, urlInforme: 'javascript:alert(1)' },
      'El resultado no es válido: urlInforme debe ser una dirección http(s) válida.',
    ],
    [{ ...valido, idResultado: undefined }, 'El resultado no es válido: idResultado es obligatorio.'],
    [
      { ...valido, entrevistas: [{ orden: 0, pregunta: 'x', video: null, fecha: 'ayer' }] },
      'El resultado no es válido: entrevistas.0.fecha debe ser una fecha ISO 8601.',
    ],
    [
      { ...valido, idResultado: 'res\u0000-1' },
      'El resultado no es válido: idResultado: El texto contiene caracteres no permitidos (caracteres de control); revíselo e intente de nuevo.',
    ],
    [
      { ...valido, entrevistas: [{ orden: 0, pregunta: 'x\u0000', video: null }] },
      'El resultado no es válido: entrevistas.0.pregunta: El texto contiene caracteres no permitidos (caracteres de control); revíselo e intente de nuevo.',
    ],
    [
      { ...valido, entrevistas: [{ orden: 0, pregunta: 'x', video: null, fecha: '0000-01-01T00:00:00Z' }] },
      'El resultado no es válido: entrevistas.0.fecha: La fecha debe estar entre los años 1900 y 2999.',
    ],
    [
      { ...valido, urlInforme: 'https://x.co/a\u0000b' },
      'El resultado no es válido: urlInforme: El texto contiene caracteres no permitidos (caracteres de control); revíselo e intente de nuevo.',
    ],
    [
      { ...valido, entrevistas: [{ orden: 0, pregunta: 'x', video: 'https://x.co/v\u0000' }] },
      'El resultado no es válido: entrevistas.0.video: El texto contiene caracteres no permitidos (caracteres de control); revíselo e intente de nuevo.',
    ],
    [
      { ...valido, correo: 'ana\u0000@x.co' },
      'El resultado no es válido: correo: El texto contiene caracteres no permitidos (caracteres de control); revíselo e intente de nuevo.',
    ],
    [[], 'El resultado no es válido: el cuerpo no tiene el formato esperado.'],
  ])('refuses %j with a Spanish message', (cuerpo, mensaje) => {
    const r = ResultadoPlataforma.safeParse(cuerpo);
    expect(r.success).toBe(false);
    expect(mensajeResultadoInvalido(r.error!)).toBe(mensaje);
  });
});
