/** Schemas validated on zod's synchronous path: the same results and errors, every procedure of the router covered. */
import type { AnyProcedure } from '@trpc/server';
import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../root';
import { conValidacionSincrona, validacionSincrona } from './validacion-sincrona';

const Fila = z.object({ id: z.number(), nombre: z.string().min(1), fecha: z.date().nullable() });

describe('validacionSincrona', () => {
  it('gives what the schema gives: the parsed value (unknown keys stripped) and the same ZodError', async () => {
    const s = validacionSincrona(Fila);
    const fecha = new Date('2026-12-04T10:00:00Z');
    await expect(s.parseAsync({ id: 1, nombre: 'Ana', fecha, extra: 'x' })).resolves.toEqual(
      await Fila.parseAsync({ id: 1, nombre: 'Ana', fecha, extra: 'x' }),
    );
    const malo = { id: 'uno', nombre: '', fecha: null };
    const esperado = await Fila.parseAsync(malo).catch((e: unknown) => e);
    const error = await s.parseAsync(malo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(z.ZodError);
    expect((error as z.ZodError).issues).toEqual((esperado as z.ZodError).issues);
  });

  it('stays the same schema for whoever reads it (shape, instanceof, parse)', () => {
    const s = validacionSincrona(Fila);
    expect(s).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(s.shape)).toEqual(['id', 'nombre', 'fecha']);
    expect(s.parse({ id: 2, nombre: 'B', fecha: null })).toEqual({ id: 2, nombre: 'B', fecha: null });
  });

  it('a schema with an asynchronous refinement falls back to zod’s asynchronous parse', async () => {
    const asincrono = z.string().refine(async (v) => Promise.resolve(v === 'ok'), 'no');
    const s = validacionSincrona(asincrono);
    await expect(s.parseAsync('ok')).resolves.toBe('ok');
    await expect(s.parseAsync('mal')).rejects.toBeInstanceOf(z.ZodError);
  });

  it('a builder wrapped once wraps the schemas of every builder made from it', async () => {
    const t = initTRPC.create();
    const base = conValidacionSincrona(t.procedure.use(({ next }) => next()));
    const proc = base
      .meta({})
      .input(z.object({ n: z.number() }))
      .output(z.object({ doble: z.number() }))
      .query(({ input }) => ({ doble: input.n * 2, sobra: true }));
    const caller = t.createCallerFactory(t.router({ proc }))({});
    await expect(caller.proc({ n: 4 })).resolves.toEqual({ doble: 8 });
    await expect(caller.proc({ n: 'x' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('every procedure of the router', () => {
  it('validates its input and output schemas on the synchronous path', () => {
    const sinEnvolver: string[] = [];
    const procedimientos = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
    for (const [ruta, p] of Object.entries(procedimientos)) {
      const def = p._def as { inputs: unknown[]; output?: unknown };
      for (const esquema of [...def.inputs, def.output])
        if (esquema instanceof z.ZodType && !Object.hasOwn(esquema, 'parseAsync')) sinEnvolver.push(ruta);
    }
    expect(Object.keys(procedimientos).length).toBeGreaterThan(200);
    expect(sinEnvolver).toEqual([]);
  });
});
