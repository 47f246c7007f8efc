import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campo, MENSAJES_PRIMITIVOS as M } from './index';

const mensajes = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => i.message) ?? [];

/** Code units a one-line text refuses: C0, DEL, C1. */
const CONTROLES = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((c) => String.fromCharCode(c));
const controlArb = fc.constantFrom(...CONTROLES);
/** Ordinary text: no control characters, no lone surrogates. */
const textoLimpio = fc
  .string({ unit: 'grapheme', maxLength: 30 })
  .filter((s) => ![...s].some((c) => CONTROLES.includes(c)));

describe('campo.texto', () => {
  const nombre = campo.texto({ min: 1, max: 20, mensaje: 'Escriba el nombre' });

  it('refuses NUL, every C0/C1 control and DEL anywhere in a one-line text', () => {
    fc.assert(
      fc.property(textoLimpio, controlArb, textoLimpio, (a, control, b) => {
        const r = campo.texto({ max: 200 }).safeParse(`x${a}${control}${b}x`);
        expect(r.success).toBe(false);
        expect(mensajes(r)).toContain(M.caracteresNoPermitidos);
      }),
    );
  });

  it('accepts any ordinary text within the limit, trimmed', () => {
    fc.assert(
      fc.property(textoLimpio, (s) => {
        const r = campo.texto({ max: 200 }).safeParse(`  ${s} `);
        expect(r.success).toBe(true);
        expect(r.data).toBe(s.trim());
      }),
    );
  });

  it('multi-line text keeps tab, line feed and carriage return but still refuses NUL', () => {
    const comentario = campo.texto({ max: 100, multilinea: true });
    expect(comentario.safeParse('uno\r\ndos\tfin').success).toBe(true);
    expect(mensajes(comentario.safeParse('uno\u0000dos'))).toEqual([M.caracteresNoPermitidos]);
    expect(campo.texto({ max: 100 }).safeParse('uno\ndos').success).toBe(false);
  });

  it('a trailing newline pasted into a one-line field is trimmed, not refused', () => {
    expect(campo.texto({ max: 100 }).safeParse('Bogotá\r\n').data).toBe('Bogotá');
  });

  it('refuses unpaired surrogates and keeps paired ones (emoji)', () => {
    expect(campo.texto({ max: 10 }).safeParse('a\uD800b').success).toBe(false);
    expect(campo.texto({ max: 10 }).safeParse('a\uDC00').success).toBe(false);
    expect(campo.texto({ max: 10 }).safeParse('ok 😀').success).toBe(true);
  });

  it('gives its own messages for missing, empty and too long', () => {
    expect(mensajes(nombre.safeParse(undefined))).toEqual(['Escriba el nombre']);
    expect(mensajes(nombre.safeParse('   '))).toEqual(['Escriba el nombre']);
    expect(mensajes(nombre.safeParse('a'.repeat(21)))).toEqual([M.maxCaracteres(20)]);
    expect(mensajes(campo.texto({ min: 1, max: 5 }).safeParse(''))).toEqual([M.requerido]);
    expect(mensajes(campo.texto({ min: 3, max: 5 }).safeParse('a'))).toEqual([M.minCaracteres(3)]);
  });

  it('keeps surrounding spaces when told not to trim (passwords)', () => {
    expect(campo.texto({ max: 20, recortar: false }).safeParse(' clave ').data).toBe(' clave ');
  });
});

describe('campo.formato', () => {
  it('one message for any failure, control characters included', () => {
    const hora = campo.formato(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida', 5);
    expect(hora.safeParse('08:30').success).toBe(true);
    for (const malo of ['8:30', '24:00', '08:30\u0000', '', 830])
      expect(mensajes(hora.safeParse(malo))).toContain('Hora inválida');
  });
});

describe('números por rango de columna', () => {
  it('campo.id refuses what an integer column cannot hold', () => {
    const id = campo.id();
    expect(id.safeParse(1).success).toBe(true);
    expect(id.safeParse(2_147_483_647).success).toBe(true);
    for (const malo of [0, -1, 1.5, 2_147_483_648, 1e308, Number.NaN, Number.POSITIVE_INFINITY, '1', null])
      expect(mensajes(id.safeParse(malo))).toContain(M.identificador);
  });

  it('campo.version accepts 0', () => {
    expect(campo.version().safeParse(0).success).toBe(true);
    expect(campo.version().safeParse(2_147_483_648).success).toBe(false);
  });

  it('campo.entero: every integer outside [min, max] is refused, every one inside accepted', () => {
    const edad = campo.entero({
      min: 0,
      max: 100,
      columna: 'smallint',
      mensajeMinimo: 'Debe ser mayor o igual a 0',
    });
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (n) => {
        expect(edad.safeParse(n).success).toBe(n >= 0 && n <= 100);
      }),
    );
    expect(mensajes(edad.safeParse(-1))).toEqual(['Debe ser mayor o igual a 0']);
    expect(mensajes(edad.safeParse(101))).toEqual([M.rango(0, 100)]);
  });

  it('campo.entero will not be built with bounds its column cannot hold', () => {
    expect(() => campo.entero({ min: 0, max: 40_000, columna: 'smallint' })).toThrow(/smallint/);
    expect(() => campo.entero({ min: 1, max: 2 ** 31 })).toThrow(/integer/);
  });

  it('campo.dinero: numeric(12,2) at most, with the digits the form allows', () => {
    const salario = campo.dinero({ digitos: 10, mensajeMaximo: 'Máximo 10 caracteres' });
    expect(salario.safeParse(9_999_999_999.99).success).toBe(true);
    expect(salario.safeParse(0).success).toBe(true);
    expect(mensajes(salario.safeParse(1e308))).toEqual(['Máximo 10 caracteres']);
    expect(mensajes(salario.safeParse(10_000_000_000))).toEqual(['Máximo 10 caracteres']);
    expect(mensajes(salario.safeParse(-1))).toEqual([M.dineroNegativo]);
    expect(salario.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(campo.dinero({ digitos: 3 }).safeParse(1000).success).toBe(false);
    expect(() => campo.dinero({ digitos: 11 })).toThrow();
  });

  it('campo.decimal bounds a numeric(5,2)', () => {
    const porcentaje = campo.decimal({ min: 0, max: 100 });
    expect(porcentaje.safeParse(99.5).success).toBe(true);
    expect(mensajes(porcentaje.safeParse(1e308))).toEqual([M.rango(0, 100)]);
  });

  it('campo.codigo accepts only the catalogue, whatever the size of the number', () => {
    const jornada = campo.codigo({ es: (v: unknown) => v === 1 || v === 2 }, 'Elija la jornada');
    expect(jornada.safeParse(2).success).toBe(true);
    for (const malo of [3, 2_147_483_648, 1e308, Number.NaN, '1'])
      expect(mensajes(jornada.safeParse(malo))).toEqual(['Elija la jornada']);
  });
});

describe('fechas', () => {
  it('campo.fechaIso: an existing day between 1900 and 2999, one message', () => {
    const f = campo.fechaIso('Fecha inválida');
    expect(f.safeParse('2026-02-28').success).toBe(true);
    expect(f.safeParse('2028-02-29').success).toBe(true);
    for (const malo of [
      '2026-02-30',
      '9999-99-99',
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
      '2026-1-1',
      '2026-01-01\u0000',
      'x'.repeat(50),
      20260101,
    ])
      expect(mensajes(f.safeParse(malo))).toEqual(['Fecha inválida']);
  });

  it('campo.fechaHora refuses invalid dates and dates PostgreSQL cannot store', () => {
    const f = campo.fechaHora('Elija la fecha');
    expect(f.safeParse(new Date(Date.UTC(2026, 5, 1, 15))).success).toBe(true);
    expect(mensajes(f.safeParse(new Date(Number.NaN)))).toEqual(['Elija la fecha']);
    expect(mensajes(f.safeParse(new Date(8.64e15)))).toEqual([M.fechaFueraDeRango]);
    expect(mensajes(f.safeParse(new Date(-8.64e15)))).toEqual([M.fechaFueraDeRango]);
    expect(mensajes(f.safeParse('2026-06-01'))).toEqual(['Elija la fecha']);
  });
});

describe('mensajes propios de zod', () => {
  it('are Spanish once @talento/rules is loaded (a boolean that is not one, an unknown option)', () => {
    const [booleano] = mensajes(z.boolean().safeParse('sí'));
    const [opcion] = mensajes(z.enum(['a', 'b']).safeParse('c'));
    expect(booleano).toMatch(/^Entrada inválida/);
    expect(opcion).toMatch(/^Opción inválida/);
  });
});
