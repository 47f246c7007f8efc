/** The output of a frequent read: sent as built when not verified; verified, it must parse to itself exactly. */
import type { AnyProcedure } from '@trpc/server';
import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { appRouter } from '../root';
import {
  configurarVerificacionDeSalidas,
  esSalidaDeLecturaFrecuente,
  primeraDiferencia,
  salidaDeLecturaFrecuente,
} from './salida-de-lectura-frecuente';
import { conValidacionSincrona } from './validacion-sincrona';

const Fila = z.object({ id: z.number(), fecha: z.date().nullable(), ref: z.object({ nombre: z.string() }) });
const Lista = z.object({ filas: z.array(Fila), total: z.number() });

const exacta = () => ({
  filas: [{ id: 1, fecha: new Date('2026-12-05T10:00:00Z'), ref: { nombre: 'Ana' } }],
  total: 1,
});

function procedimiento() {
  const t = initTRPC.create();
  const base = conValidacionSincrona(t.procedure);
  let respuesta: unknown = exacta();
  const proc = base.output(salidaDeLecturaFrecuente(Lista)).query(() => respuesta as z.infer<typeof Lista>);
  const caller = t.createCallerFactory(t.router({ proc }))({});
  return {
    llamar: () => caller.proc(),
    responder: (r: unknown) => {
      respuesta = r;
    },
  };
}

afterEach(() => configurarVerificacionDeSalidas(true));

describe('salidaDeLecturaFrecuente, verified (API tests, e2e servers)', () => {
  it('an exact answer passes as it is', async () => {
    const p = procedimiento();
    await expect(p.llamar()).resolves.toEqual(exacta());
  });

  it.each([
    ['a field the schema would strip', { ...exacta(), interno: true }, 'interno'],
    [
      'a nested field the schema would strip',
      { filas: [{ ...exacta().filas[0], ref: { nombre: 'Ana', clave: 'x' } }], total: 1 },
      'filas.0.ref.clave',
    ],
    ['a date sent as text', { filas: [{ ...exacta().filas[0], fecha: '2026-12-05' }], total: 1 }, null],
    ['a missing field', { filas: [], total: undefined }, null],
  ])('%s fails the call as an output validation error', async (_caso, respuesta, ruta) => {
    const p = procedimiento();
    p.responder(respuesta);
    const error = await p.llamar().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: 'Output validation failed' });
    if (ruta) expect(String((error as { cause?: unknown }).cause)).toContain(`«${ruta}»`);
  });
});

describe('salidaDeLecturaFrecuente, not verified (the production server)', () => {
  it('sends the very object the service built, without parsing it', async () => {
    configurarVerificacionDeSalidas(false);
    const p = procedimiento();
    const propia = exacta();
    p.responder(propia);
    await expect(p.llamar()).resolves.toBe(propia);
  });
});

describe('primeraDiferencia', () => {
  it('names the first differing path, or null when equal', () => {
    expect(primeraDiferencia({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 2] } })).toBeNull();
    expect(primeraDiferencia({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 3] } })).toBe('b.c.1');
    expect(primeraDiferencia({ a: 1 }, { a: 1, b: 2 })).toBe('b');
    expect(primeraDiferencia(new Date(0), new Date(1))).toBe('(raíz)');
  });
});

describe('every frequent read of the router', () => {
  const procedimientos = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);
  const frecuentes = procedimientos.filter(([, p]) =>
    esSalidaDeLecturaFrecuente((p._def as { output?: unknown }).output),
  );

  it('is a query: a mutation’s answer is always validated', () => {
    expect(frecuentes.length).toBeGreaterThan(0);
    expect(frecuentes.filter(([, p]) => p._def.type !== 'query').map(([ruta]) => ruta)).toEqual([]);
  });

  it('keeps its schema readable to the sweeps (a zod schema by prototype)', () => {
    for (const [, p] of frecuentes) expect((p._def as { output?: unknown }).output).toBeInstanceOf(z.ZodType);
  });
});
