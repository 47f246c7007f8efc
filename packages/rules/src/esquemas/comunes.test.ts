import { describe, expect, it } from 'vitest';
import {
  enteroDeTexto,
  FechaDigitada,
  FechaIsoSchema,
  Id,
  IdDeTexto,
  Version,
  VersionDeTexto,
} from './comunes';
import { MENSAJES_PRIMITIVOS } from './primitivos';

describe('shared leaves', () => {
  it('Id: a positive whole number within an integer column', () => {
    for (const ok of [1, 2_147_483_647]) expect(Id.safeParse(ok).success).toBe(true);
    for (const malo of [0, -1, 1.5, 2_147_483_648, '1', null]) {
      const r = Id.safeParse(malo);
      expect(r.success, String(malo)).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/Identificador inválido|Debe ser un número/);
    }
  });

  it('Version: 0 included, negatives refused', () => {
    expect(Version.safeParse(0).success).toBe(true);
    expect(Version.safeParse(-1).success).toBe(false);
  });

  it('dates: ISO days that exist; DD/MM/YYYY typed by a person becomes ISO', () => {
    expect(FechaIsoSchema.safeParse('2028-02-29').success).toBe(true);
    expect(FechaIsoSchema.safeParse('2027-02-29').success).toBe(false);
    expect(FechaDigitada.parse(' 23/11/2026 ')).toBe('2026-11-23');
    for (const malo of ['31/02/2026', '2026-11-23', '23/11/26', '', '01/01/1899']) {
      const r = FechaDigitada.safeParse(malo);
      expect(r.success, malo).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MENSAJES_PRIMITIVOS.fecha);
    }
  });

  it('multipart text: whole numbers become numbers, empty is absent, the rest reaches the schema unchanged', () => {
    expect(enteroDeTexto(' 42 ')).toBe(42);
    expect(enteroDeTexto('')).toBeUndefined();
    expect(enteroDeTexto('4.2')).toBe('4.2');
    expect(IdDeTexto.parse('7')).toBe(7);
    expect(VersionDeTexto.parse('0')).toBe(0);
    expect(IdDeTexto.safeParse('abc').success).toBe(false);
  });
});
