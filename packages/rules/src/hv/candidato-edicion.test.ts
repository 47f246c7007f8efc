import { describe, expect, it } from 'vitest';
import {
  camposPersonalesCambiados,
  EntradaEditarCandidato,
  esquemaFormularioEdicion,
  MENSAJES_EDICION,
  mensajeEdicionExitosa,
  mensajeMedioFaltante,
  type DatosPersonales,
} from './candidato-edicion';

const datos: DatosPersonales = {
  nombre1: 'Ana',
  nombre2: null,
  apellido1: 'Gómez',
  apellido2: 'Ruiz',
  email: 'ana@correo.co',
  telefonoOCelular: '3001234567',
  whatsapp: null,
  fechaNacimiento: '1990-05-04',
};
const entrada = { ...datos, candidatoId: 1, version: 1 };
const mensajeDe = (v: unknown, campo: string) =>
  EntradaEditarCandidato.safeParse(v).error?.issues.find((i) => i.path[0] === campo)?.message;

describe('EntradaEditarCandidato (spec 03 §5)', () => {
  it('accepts a valid form and normalises optional fields', () => {
    const r = EntradaEditarCandidato.parse({ ...entrada, nombre2: '  ', email: ' ANA@Correo.co ' });
    expect(r).toMatchObject({
      nombre2: null,
      email: 'ana@correo.co',
      motivoCambioId: null,
      cambiarClave: false,
      nuevaClave: null,
    });
  });
  it('names 2–30, required first name and surname; phone 7–70; whatsapp optional 7–70; e-mail valid; date DD/MM/YYYY', () => {
    expect(mensajeDe({ ...entrada, nombre1: '' }, 'nombre1')).toBe(MENSAJES_EDICION.requerido);
    expect(mensajeDe({ ...entrada, nombre1: 'A' }, 'nombre1')).toBe(MENSAJES_EDICION.nombreRango);
    expect(mensajeDe({ ...entrada, apellido2: 'x'.repeat(31) }, 'apellido2')).toBe(
      MENSAJES_EDICION.nombreRango,
    );
    expect(mensajeDe({ ...entrada, telefonoOCelular: '123456' }, 'telefonoOCelular')).toBe(
      MENSAJES_EDICION.telefonoRango,
    );
    expect(mensajeDe({ ...entrada, whatsapp: '123' }, 'whatsapp')).toBe(MENSAJES_EDICION.telefonoRango);
    expect(mensajeDe({ ...entrada, email: 'no-es-correo' }, 'email')).toBe(MENSAJES_EDICION.correoInvalido);
    expect(mensajeDe({ ...entrada, fechaNacimiento: '2001-02-30' }, 'fechaNacimiento')).toBe(
      MENSAJES_EDICION.fechaInvalida,
    );
  });
  it('the new password is required (min 6) only when a change is chosen', () => {
    expect(mensajeDe({ ...entrada, cambiarClave: true, nuevaClave: '12345' }, 'nuevaClave')).toBe(
      MENSAJES_EDICION.claveCorta,
    );
    expect(
      EntradaEditarCandidato.safeParse({ ...entrada, cambiarClave: true, nuevaClave: '123456' }).success,
    ).toBe(true);
    expect(
      EntradaEditarCandidato.safeParse({ ...entrada, cambiarClave: false, nuevaClave: '1' }).success,
    ).toBe(true);
  });
});

describe('channel required when a personal field changes', () => {
  it('lists the changed personal fields and asks for the channel with the exact message', () => {
    expect(camposPersonalesCambiados(datos, { ...datos, nombre1: ' Ana ' })).toEqual([]);
    expect(
      camposPersonalesCambiados(datos, { ...datos, whatsapp: '3110000000', fechaNacimiento: '1990-05-05' }),
    ).toEqual(['whatsapp', 'fechaNacimiento']);
    expect(mensajeMedioFaltante(['email'], null)).toBe(
      'Cuando se modifica la información debe especificar le medio por el cual se entero',
    );
    expect(mensajeMedioFaltante(['email'], 3)).toBeNull();
    expect(mensajeMedioFaltante([], null)).toBeNull();
  });
  it('success text depends on whether payroll data was updated', () => {
    expect(mensajeEdicionExitosa({ contratoActualizador: true, nominaSinConfigurar: false })).toBe(
      MENSAJES_EDICION.actualizadoConNomina,
    );
    expect(mensajeEdicionExitosa({ contratoActualizador: false, nominaSinConfigurar: false })).toBe(
      MENSAJES_EDICION.actualizado,
    );
    expect(mensajeEdicionExitosa({ contratoActualizador: false, nominaSinConfigurar: true })).toBe(
      MENSAJES_EDICION.nominaSinConfigurar,
    );
  });
});

describe('esquemaFormularioEdicion (el formulario "Editar candidato")', () => {
  const original: DatosPersonales = {
    nombre1: 'Valentina',
    nombre2: null,
    apellido1: 'Ríos',
    apellido2: null,
    email: 'v@ejemplo.co',
    telefonoOCelular: '3101234567',
    whatsapp: null,
    fechaNacimiento: '1990-05-04',
  };
  const errores = (cambios: Record<string, unknown>) =>
    Object.fromEntries(
      esquemaFormularioEdicion(original)
        .safeParse({ ...original, ...cambios })
        .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [],
    );

  it('sin cambios no exige el medio; con un cambio lo exige, junto con los demás mensajes', () => {
    expect(errores({})).toEqual({});
    expect(errores({ telefonoOCelular: '3107654321' })).toEqual({
      motivoCambioId: MENSAJES_EDICION.medioRequerido,
    });
    expect(errores({ telefonoOCelular: '3107654321', motivoCambioId: 2 })).toEqual({});
    expect(errores({ nombre1: 'A' })).toEqual({
      nombre1: MENSAJES_EDICION.nombreRango,
      motivoCambioId: MENSAJES_EDICION.medioRequerido,
    });
  });

  it('la contraseña nueva cumple la misma regla que el procedimiento', () => {
    expect(errores({ cambiarClave: true, nuevaClave: '123' })).toEqual({
      nuevaClave: MENSAJES_EDICION.claveCorta,
    });
    expect(errores({ cambiarClave: false, nuevaClave: '123' })).toEqual({});
  });
});
