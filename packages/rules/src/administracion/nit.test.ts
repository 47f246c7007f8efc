import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digitoVerificacionNit,
  documentoParaEditar,
  formatoDocumentoCliente,
  leerCedula,
  leerDocumentoCliente,
  leerNit,
  MENSAJES_NIT as M,
} from './nit';

describe('NIT: dígito de verificación DIAN', () => {
  it.each([
    // DIAN's own NIT, and NITs whose DV is printed on their invoices and RUT.
    ['800197268', 4],
    ['899999034', 1], // SENA
    ['860034313', 7], // Davivienda
    ['890903938', 8], // Bancolombia
    ['900123456', 8], // demo client La Sabana
  ])('digitoVerificacionNit(%s) = %i', (nit, dv) => {
    expect(digitoVerificacionNit(nit)).toBe(dv);
  });

  it('r = 0 and r = 1 are the digit itself; r > 1 gives 11 - r', () => {
    expect(digitoVerificacionNit('0')).toBe(0); // sum 0 → r = 0
    expect(digitoVerificacionNit('4')).toBe(1); // 4·3 = 12 → r = 1
    expect(digitoVerificacionNit('5')).toBe(7); // 5·3 = 15 → r = 4 → 7
    expect(digitoVerificacionNit('11')).toBe(1); // 1·3 + 1·7 = 10 → r = 10 → 1
  });

  it('refuses what is not 1 to 15 digits', () => {
    expect(() => digitoVerificacionNit('12a')).toThrow(RangeError);
    expect(() => digitoVerificacionNit('1234567890123456')).toThrow(RangeError);
  });

  it('property: the digit is 0–9, the typed NIT round-trips, and any other digit is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{5,14}$/), (nit) => {
        const dv = digitoVerificacionNit(nit);
        expect(dv).toBeGreaterThanOrEqual(0);
        expect(dv).toBeLessThanOrEqual(9);
        // What the user types with dots and the DV round-trips to the same stored value.
        const escrito = formatoDocumentoCliente(nit, dv);
        expect(leerNit(escrito)).toEqual({ ok: true, documento: { numero: nit, digitoVerificacion: dv } });
        // Any other DV is refused, naming the NIT.
        const otro = (dv + 1) % 10;
        expect(leerNit(`${nit}-${otro}`)).toEqual({ ok: false, mensaje: M.digitoErrado(nit, dv) });
      }),
    );
  });
});

describe('leerNit: what the user types', () => {
  it.each(['800197268-4', '800.197.268-4', ' 800 197 268-4 ', '800.197.268 - 4'])(
    'accepts %j as DIAN (800197268, DV 4)',
    (texto) => {
      expect(leerNit(texto)).toEqual({ ok: true, documento: { numero: '800197268', digitoVerificacion: 4 } });
    },
  );

  it.each([
    ['800197268-5', M.digitoErrado('800197268', 4)],
    ['800.197.268-0', M.digitoErrado('800197268', 4)],
    ['800197268', M.nitSinDigito],
    ['800197268-', M.nitFormato],
    ['800-197-268-4', M.nitFormato],
    ['80019726A-4', M.nitFormato],
    ['800197268-44', M.nitFormato],
    ['1234567890123456-1', M.nitLargo],
    ['1234567890123456', M.nitLargo],
    ['', M.requerido],
    ['   ', M.requerido],
  ])('refuses %j: %s', (texto, mensaje) => {
    expect(leerNit(texto)).toEqual({ ok: false, mensaje });
  });
});

describe('leerCedula y leerDocumentoCliente', () => {
  it('a CC is digits (dots allowed), 3 to 10 of them, without DV', () => {
    expect(leerCedula('1.020.304.050')).toEqual({
      ok: true,
      documento: { numero: '1020304050', digitoVerificacion: null },
    });
    expect(leerCedula('12')).toEqual({ ok: false, mensaje: M.ccFormato });
    expect(leerCedula('12345678901')).toEqual({ ok: false, mensaje: M.ccFormato });
    expect(leerCedula('1020304050-1')).toEqual({ ok: false, mensaje: M.ccFormato });
    expect(leerCedula('')).toEqual({ ok: false, mensaje: M.requerido });
  });

  it('picks the rule by the document type: 0 NIT, 1 CC', () => {
    expect(leerDocumentoCliente(0, '800197268-4').ok).toBe(true);
    expect(leerDocumentoCliente(1, '800197268-4').ok).toBe(false);
    expect(leerDocumentoCliente(1, '800197268')).toEqual({
      ok: true,
      documento: { numero: '800197268', digitoVerificacion: null },
    });
  });
});

describe('formato del documento', () => {
  it.each([
    ['800197268', 4, '800.197.268-4'],
    ['1020304050', null, '1.020.304.050'],
    ['123', null, '123'],
    ['ABC-1', null, 'ABC-1'],
  ] as const)('formatoDocumentoCliente(%s, %s) = %s', (numero, dv, texto) => {
    expect(formatoDocumentoCliente(numero, dv)).toBe(texto);
  });

  it('the edit field shows the NIT with its DV after a dash, which reads back the same', () => {
    expect(documentoParaEditar('800197268', 4)).toBe('800197268-4');
    expect(documentoParaEditar('1020304050', null)).toBe('1020304050');
    expect(leerNit(documentoParaEditar('800197268', 4)).ok).toBe(true);
  });
});
