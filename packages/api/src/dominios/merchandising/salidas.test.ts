/** House rule: every query of the merchandising screens declares its output (`.output()`), so what leaves is checked. */
import type { AnyProcedure } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../root';
import { listarProcedimientos } from '../../testing';

const PREFIJOS = ['novedades.', 'notificaciones.', 'mapa.', 'dispositivos.', 'mercaderistas.'];

describe('merchandising: queries with .output()', () => {
  it('every query of novedades, notificaciones, mapa, dispositivos and mercaderistas declares its output', () => {
    const procs = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
    const consultas = listarProcedimientos().filter(
      (p) => p.type === 'query' && PREFIJOS.some((x) => p.path.startsWith(x)),
    );
    expect(consultas.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'novedades.listar',
        'novedades.solucion',
        'novedades.foto',
        'notificaciones.regiones',
        'notificaciones.dispositivos',
        'notificaciones.historial',
      ]),
    );
    expect(
      consultas.filter((p) => !(procs[p.path]!._def as { output?: unknown }).output).map((p) => p.path),
    ).toEqual([]);
  });
});
