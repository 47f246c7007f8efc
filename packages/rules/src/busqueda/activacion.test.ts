import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cambiarCriterio, criterioConValor, formularioCoherente, hayValor } from './activacion';
import { criteriosDesdeFormulario, formularioCriteriosVacio, type FormularioCriterios } from './formulario';
import { instanteEnBogota } from '../fechas';

const hoy = instanteEnBogota('2026-11-22', 10, 0);
const apagado = { activo: false, valor: null };

describe('hayValor', () => {
  it('null, undefined, NaN and blank text are no value; 0, false and text are', () => {
    for (const v of [null, undefined, Number.NaN, '', '   ']) expect(hayValor(v)).toBe(false);
    for (const v of [0, false, true, 'a', { id: 1, nombre: 'Bogotá' }]) expect(hayValor(v)).toBe(true);
  });
});

describe('cambiarCriterio: a field with a value is active', () => {
  it('typing or choosing a value switches it on; clearing it switches it off', () => {
    const elegido = cambiarCriterio<'nivelAcademico'>(apagado, { valor: 2 });
    expect(elegido).toEqual({ activo: true, valor: 2 });
    expect(cambiarCriterio<'nivelAcademico'>(elegido, { valor: null })).toEqual(apagado);
    expect(cambiarCriterio<'profesion'>(apagado, { valor: 'Enfermero(a)' })).toEqual({
      activo: true,
      valor: 'Enfermero(a)',
    });
    expect(cambiarCriterio<'profesion'>({ activo: true, valor: 'x' }, { valor: '  ' })).toEqual({
      activo: false,
      valor: '  ',
    });
    // false is a value ("Disponible para viajar: No").
    expect(cambiarCriterio<'disponibleParaViaje'>(apagado, { valor: false })).toEqual({
      activo: true,
      valor: false,
    });
  });

  it('the age range is on while either bound has a value', () => {
    const vacia = formularioCriteriosVacio().edad;
    const minima = cambiarCriterio<'edad'>(vacia, { minima: 20 });
    expect(minima).toEqual({ activo: true, minima: 20, maxima: null });
    const ambas = cambiarCriterio<'edad'>(minima, { maxima: 30 });
    expect(ambas).toEqual({ activo: true, minima: 20, maxima: 30 });
    expect(cambiarCriterio<'edad'>(ambas, { minima: null })).toEqual({
      activo: true,
      minima: null,
      maxima: 30,
    });
    expect(cambiarCriterio<'edad'>({ activo: true, minima: null, maxima: 30 }, { maxima: null })).toEqual(
      vacia,
    );
  });

  it('the checkbox: ticked keeps the value (an empty one is then required); unticked clears it', () => {
    expect(cambiarCriterio<'genero'>(apagado, { activo: true })).toEqual({ activo: true, valor: null });
    expect(cambiarCriterio<'genero'>({ activo: true, valor: 1 }, { activo: false })).toEqual(apagado);
    expect(cambiarCriterio<'edad'>({ activo: true, minima: 20, maxima: 30 }, { activo: false })).toEqual(
      formularioCriteriosVacio().edad,
    );
    const soloMarcado = { ...formularioCriteriosVacio(), genero: { activo: true, valor: null } };
    expect(criteriosDesdeFormulario(soloMarcado, hoy)).toEqual({
      ok: false,
      titulo: null,
      errores: ['Debe llenar el campo Género'],
    });
  });

  it('property: after any value change the criterion is on exactly when it holds a value', () => {
    const valor = fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 100 }), fc.constant(Number.NaN));
    fc.assert(
      fc.property(fc.boolean(), valor, valor, (activo, antes, despues) => {
        const r = cambiarCriterio<'aspiracionMinima'>({ activo, valor: antes }, { valor: despues });
        expect(r.activo).toBe(criterioConValor(r));
        expect(r.valor).toBe(despues);
      }),
    );
  });
});

describe('formularioCoherente', () => {
  it('clears what an unticked criterion kept; the search sent for the form is the same', () => {
    const viejo: FormularioCriterios = {
      ...formularioCriteriosVacio(),
      genero: { activo: false, valor: 1 },
      edad: { activo: false, minima: 20, maxima: 30 },
      nivelAcademico: { activo: true, valor: 2 },
    };
    const coherente = formularioCoherente(viejo);
    expect(coherente).toEqual({
      ...formularioCriteriosVacio(),
      nivelAcademico: { activo: true, valor: 2 },
    });
    expect(criteriosDesdeFormulario(coherente, hoy)).toEqual(criteriosDesdeFormulario(viejo, hoy));
  });
});
