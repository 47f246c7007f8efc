import { describe, expect, it } from 'vitest';
import { EsquemaDireccion } from './direccion';

const errores = (d: Record<string, unknown>) => {
  const r = EsquemaDireccion.safeParse(d);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('cambio de dirección del candidato', () => {
  it.each([
    [{ tipoDireccion: 1 }, { direccionRural: 'Campo requerido' }],
    [{ tipoDireccion: 1, direccionRural: 'Vereda El Salitre' }, {}],
    [{ tipoDireccion: 2 }, { direccionCadena: 'Campo requerido', direccionBarrio: 'Campo requerido' }],
    [{ tipoDireccion: 2, direccionCadena: 'Calle 10 # 2-3' }, { direccionBarrio: 'Campo requerido' }],
    [
      { tipoDireccion: 2, direccionCadena: 'Calle 10 # 2-3', direccionBarrio: '  ' },
      { direccionBarrio: 'Campo requerido' },
    ],
    [{ tipoDireccion: 2, direccionCadena: 'Calle 10 # 2-3', direccionBarrio: 'Kennedy' }, {}],
    [{ tipoDireccion: 3 }, { direccionOtra: 'Campo requerido' }],
    [{ tipoDireccion: 3, direccionOtra: 'Finca La Esperanza, km 4' }, {}],
    [{ tipoDireccion: 4, direccionOtra: 'x' }, { tipoDireccion: 'Elija el tipo de dirección' }],
    [{}, { tipoDireccion: 'Elija el tipo de dirección' }],
  ])('%j → %j', (entrada, esperado) => {
    expect(errores(entrada)).toEqual(esperado);
  });

  it('keeps only the fields of the chosen type, plus zone and additional data', () => {
    expect(
      EsquemaDireccion.parse({
        tipoDireccion: 1,
        direccionRural: 'Vereda',
        direccionCadena: 'Calle 1',
        direccionBarrio: 'Centro',
        direccionZona: 'Norte',
        direccionAdicional: 'Casa azul',
      }),
    ).toEqual({
      tipoDireccion: 1,
      direccionRural: 'Vereda',
      direccionCadena: null,
      direccionBarrio: null,
      direccionOtra: null,
      direccionZona: 'Norte',
      direccionAdicional: 'Casa azul',
    });
  });
});
