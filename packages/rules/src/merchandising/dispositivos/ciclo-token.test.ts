import { describe, expect, it } from 'vitest';
import {
  codigoDesdeBytes,
  decidirEnrolamiento,
  estadoCodigo,
  estadoDispositivo,
  expiracionCodigo,
} from './ciclo-token';
import { ALFABETO_CODIGO, LARGO_CODIGO } from './limites';

const ahora = new Date('2026-11-24T15:00:00Z');
const en = (min: number) => new Date(ahora.getTime() + min * 60_000);

describe('código de enrolamiento', () => {
  it.each([
    ['recién generado', { expiraAt: expiracionCodigo(ahora), usadoAt: null }, ahora, 'valido'],
    [
      'un segundo antes de vencer',
      { expiraAt: en(15), usadoAt: null },
      new Date(en(15).getTime() - 1000),
      'valido',
    ],
    ['justo al vencer', { expiraAt: en(15), usadoAt: null }, en(15), 'vencido'],
    ['vencido hace rato', { expiraAt: en(15), usadoAt: null }, en(60), 'vencido'],
    ['usado y aún vigente', { expiraAt: en(15), usadoAt: en(1) }, en(2), 'usado'],
    ['usado y vencido', { expiraAt: en(15), usadoAt: en(1) }, en(60), 'usado'],
  ] as const)('%s → %s', (_caso, codigo, momento, esperado) => {
    expect(estadoCodigo(codigo, momento)).toBe(esperado);
  });

  it('vence 15 minutos después de generado', () => {
    expect(expiracionCodigo(ahora)).toEqual(en(15));
  });

  it('tiene 8 caracteres del alfabeto sin ambigüedades y descarta los bytes que sesgarían la distribución', () => {
    const bytes = [255, 254, 0, 1, 2, 3, 4, 5, 6, 7, 8];
    const codigo = codigoDesdeBytes(() => Uint8Array.from(bytes));
    expect(codigo).toHaveLength(LARGO_CODIGO);
    expect(codigo).toBe('ABCDEFGH');
    expect(codigo).not.toMatch(/[01OIL]/);
    expect([...ALFABETO_CODIGO].some((c) => '01OIL'.includes(c))).toBe(false);
  });
});

describe('token del dispositivo', () => {
  it.each([
    [{ activo: true, revocadoAt: null, enroladoAt: ahora }, 'activo'],
    [{ activo: false, revocadoAt: ahora, enroladoAt: ahora }, 'revocado'],
    [{ activo: true, revocadoAt: null, enroladoAt: null }, 'sinEnrolar'],
  ] as const)('estado %o → %s', (d, esperado) => {
    expect(estadoDispositivo(d)).toBe(esperado);
  });
});

describe('re-enrolamiento', () => {
  it.each([
    ['teléfono nuevo', null, 'nuevo'],
    [
      'el mismo teléfono del mismo mercaderista',
      { usuarioId: 7, activo: true, revocadoAt: null },
      'reemplazar',
    ],
    [
      'el teléfono activo de otro mercaderista',
      { usuarioId: 8, activo: true, revocadoAt: null },
      'otroUsuario',
    ],
    [
      'el teléfono revocado de otro mercaderista',
      { usuarioId: 8, activo: false, revocadoAt: ahora },
      'reemplazar',
    ],
  ] as const)('%s → %s', (_caso, existente, esperado) => {
    expect(decidirEnrolamiento(existente, 7)).toBe(esperado);
  });
});
