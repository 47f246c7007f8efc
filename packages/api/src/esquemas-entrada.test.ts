/**
 * Every leaf of every procedure's input schema refuses what its PostgreSQL column would refuse with a 500
 * (issue 12 §7): text with NUL or other control characters, unpaired surrogates or no length limit; numbers
 * past an integer column, non-finite or past numeric(12,2); dates PostgreSQL cannot store. Walks the router,
 * so a procedure added later is covered without touching this file, plus the bodies of the non-tRPC routes.
 */
import {
  LoteLlegadas,
  LoteNovedad,
  LotePuntos,
  MAX_CARACTERES_BASE64_FOTO,
  MENSAJES_PRIMITIVOS,
  ResultadoPlataforma,
  SolicitudEnrolamiento,
  SolicitudTokenPush,
} from '@talento/rules';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from './root';
import { listarProcedimientos } from './testing';
import { esquemaDeEntrada, hojas, type Hoja } from './testing/esquemas';

const procedimientos = listarProcedimientos(appRouter).map((p) => ({
  ...p,
  esquema: esquemaDeEntrada(appRouter, p.path),
}));
/**
 * What enters through the HTTP routes that are not tRPC (apps/server/src/http): the test platform's webhook and the
 * merchandisers' devices API. Their bodies reach the same columns, so their leaves follow the same rules.
 */
const ENTRADAS_HTTP: Record<string, z.ZodType> = {
  'POST /api/integraciones/pruebas/resultados': ResultadoPlataforma,
  'dispositivos: enrolar': SolicitudEnrolamiento,
  'dispositivos: token push': SolicitudTokenPush,
  'dispositivos: puntos': LotePuntos,
  'dispositivos: llegadas': LoteLlegadas,
  'dispositivos: novedad': LoteNovedad,
};
/** Leaves that carry a file's bytes as base64 (stored decoded, as bytea): their limit is the file's, not a text's. */
const ARCHIVOS_EN_TEXTO: Record<string, number> = {
  'dispositivos: novedad → fotos[].base64': MAX_CARACTERES_BASE64_FOTO,
};
const todas: (Hoja & { path: string })[] = [
  ...procedimientos.flatMap((p) => (p.esquema ? hojas(p.esquema).map((h) => ({ ...h, path: p.path })) : [])),
  ...Object.entries(ENTRADAS_HTTP).flatMap(([path, esquema]) => hojas(esquema).map((h) => ({ ...h, path }))),
];

const acepta = (h: Hoja, valor: unknown) => (h.esquema as z.ZodType).safeParse(valor).success;
/** A whole-number leaf: `.int()` leaves a number_format check on the schema. */
const esEntero = (h: Hoja) =>
  (
    (h.esquema._zod.def as { checks?: { _zod: { def: { check?: string; format?: string } } }[] }).checks ?? []
  ).some((c) => c._zod.def.check === 'number_format');
const rutas = (hs: readonly (Hoja & { path: string })[]) => hs.map((h) => `${h.path} → ${h.ruta}`);

describe('esquemas de entrada: hojas', () => {
  it('covers the router (sanity)', () => {
    expect(procedimientos.length).toBeGreaterThan(100);
    expect(todas.filter((h) => h.tipo === 'string').length).toBeGreaterThan(100);
    expect(todas.filter((h) => h.tipo === 'number').length).toBeGreaterThan(100);
    expect(todas.some((h) => h.path === 'pedidos.comentar' && h.ruta === 'texto')).toBe(true);
    expect(todas.some((h) => h.path === 'busqueda.criterios' && h.ruta === 'ciudadResidencia')).toBe(true);
    for (const ruta of Object.keys(ENTRADAS_HTTP))
      expect(
        todas.some((h) => h.path === ruta),
        ruta,
      ).toBe(true);
  });

  it.each([
    ['NUL', '\u0000'],
    ['NUL en medio', 'Texto\u0000válido'],
    ['BEL y ESC', 'abc\u0007\u001b[0m'],
    ['DEL', 'abc\u007f'],
    ['C1', 'abc\u0085'],
    ['sustituto suelto', 'abc\uD800'],
  ])('every text leaf refuses %s', (_nombre, valor) => {
    const aceptan = todas.filter((h) => h.tipo === 'string' && acepta(h, valor));
    expect(rutas(aceptan)).toEqual([]);
  });

  it('every text leaf has a length limit (100,000 characters is refused)', () => {
    const aceptan = todas.filter(
      (h) =>
        h.tipo === 'string' && !ARCHIVOS_EN_TEXTO[`${h.path} → ${h.ruta}`] && acepta(h, 'a'.repeat(100_001)),
    );
    expect(rutas(aceptan)).toEqual([]);
  });

  it.each(Object.entries(ARCHIVOS_EN_TEXTO))(
    '%s (a file as text) refuses one character past %i',
    (ruta, max) => {
      const hoja = todas.find((h) => `${h.path} → ${h.ruta}` === ruta)!;
      expect(acepta(hoja, 'A'.repeat(max + 4))).toBe(false);
    },
  );

  it.each([1e308, -1e308, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e10])(
    'every number leaf refuses %s',
    (valor) => {
      const aceptan = todas.filter((h) => h.tipo === 'number' && acepta(h, valor));
      expect(rutas(aceptan)).toEqual([]);
    },
  );

  it.each([2147483648, -2147483649, 2 ** 53 + 2])(
    'every whole-number leaf refuses %s (beyond an integer column)',
    (valor) => {
      const enteras = todas.filter((h) => h.tipo === 'number' && esEntero(h));
      expect(enteras.length).toBeGreaterThan(100);
      const aceptan = enteras.filter((h) => acepta(h, valor));
      expect(rutas(aceptan)).toEqual([]);
    },
  );

  it.each([new Date(8.64e15), new Date(-8.64e15), new Date(Number.NaN), new Date('0001-01-01T00:00:00Z')])(
    'every date leaf refuses %s',
    (valor) => {
      const fechas = todas.filter((h) => h.tipo === 'date');
      expect(fechas.length).toBeGreaterThan(0);
      const aceptan = fechas.filter((h) => acepta(h, valor));
      expect(rutas(aceptan)).toEqual([]);
    },
  );

  it('the control-character refusal speaks Spanish to the user', () => {
    const comentario = todas.find((h) => h.path === 'pedidos.comentar' && h.ruta === 'texto')!;
    const r = (comentario.esquema as z.ZodType).safeParse('hola\u0000');
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([MENSAJES_PRIMITIVOS.caracteresNoPermitidos]);
  });
});
