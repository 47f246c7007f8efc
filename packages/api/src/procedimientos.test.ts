import { esPermiso } from '@talento/rules';
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicProcedure, staffProcedure } from './nucleo/procedures';
import { router } from './nucleo/trpc';
import { appRouter } from './root';
import { listarProcedimientos, type ProcedimientoInfo } from './testing';

const ACCESOS = ['publico', 'autenticado', 'staff', 'cliente'];

/** What is wrong with a procedure's declaration (empty when it is complete). */
function problemasDeclaracion({ meta }: ProcedimientoInfo): string[] {
  if (!meta) return ['sin meta'];
  const problemas: string[] = [];
  if (!meta.acceso || !ACCESOS.includes(meta.acceso))
    problemas.push(`acceso inválido: ${String(meta.acceso)}`);
  if (typeof meta.alcanceCliente !== 'boolean') problemas.push('alcanceCliente no es booleano');
  const permiso = (meta as { permiso?: unknown }).permiso;
  const permisoValido = typeof permiso === 'string' && esPermiso(permiso);
  if ((meta.acceso === 'staff' || permiso !== undefined) && !permisoValido)
    problemas.push(`permiso inexistente: ${JSON.stringify(permiso)}`);
  const adicionales = (meta as { permisosAdicionales?: unknown }).permisosAdicionales;
  if (
    adicionales !== undefined &&
    (meta.acceso !== 'staff' || !Array.isArray(adicionales) || adicionales.length === 0)
  )
    problemas.push('permisosAdicionales solo en procedimientos staff, como lista no vacía');
  else if (Array.isArray(adicionales))
    for (const a of adicionales as unknown[])
      if (typeof a !== 'string' || !esPermiso(a))
        problemas.push(`permiso adicional inexistente: ${JSON.stringify(a)}`);
  const alternativos = (meta as { permisosAlternativos?: unknown }).permisosAlternativos;
  if (
    alternativos !== undefined &&
    (meta.acceso !== 'staff' || !Array.isArray(alternativos) || alternativos.length === 0)
  )
    problemas.push('permisosAlternativos solo en procedimientos staff, como lista no vacía');
  else if (Array.isArray(alternativos))
    for (const a of alternativos as unknown[])
      if (typeof a !== 'string' || !esPermiso(a))
        problemas.push(`permiso alternativo inexistente: ${JSON.stringify(a)}`);
  if (meta.acceso === 'publico' && meta.alcanceCliente)
    problemas.push('un procedimiento público no puede tener alcance de cliente');
  if (meta.acceso === 'cliente' && meta.alcanceCliente !== true)
    problemas.push('los procedimientos del portal cliente siempre tienen alcance de cliente');
  return [...new Set(problemas)];
}

/**
 * The queries and mutations of a router that declare no `.output()` (dotted paths, sorted): their answers would
 * reach the portals unchecked, and the portals' types would come from the service instead of a schema.
 */
function sinSalidaDeclarada(r: AnyRouter): string[] {
  return Object.entries(r._def.procedures as Record<string, AnyProcedure>)
    .filter(
      ([, p]) => p._def.type !== 'subscription' && (p._def as { output?: unknown }).output === undefined,
    )
    .map(([path]) => path)
    .sort();
}

describe('every procedure declares who may call it', () => {
  const procedimientos = listarProcedimientos(appRouter);

  it('finds the whole router', () => {
    const paths = procedimientos.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'auth.login',
        'auth.logout',
        'auth.me',
        'sistema.version',
        'catalogos.cliente',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of procedimientos) expect(['query', 'mutation', 'subscription']).toContain(p.type);
  });

  it('acceso, a boolean alcanceCliente, and an existing permiso for staff procedures', () => {
    const malos = procedimientos
      .map((p) => ({ path: p.path, problemas: problemasDeclaracion(p) }))
      .filter((p) => p.problemas.length);
    expect(malos).toEqual([]);
  });

  it('the check itself rejects incomplete declarations', () => {
    const p = (meta: unknown): ProcedimientoInfo => ({
      path: 'x',
      type: 'query',
      meta: meta as ProcedimientoInfo['meta'],
    });
    expect(problemasDeclaracion(p(undefined))).not.toEqual([]);
    expect(problemasDeclaracion(p({ alcanceCliente: false }))).not.toEqual([]);
    expect(problemasDeclaracion(p({ acceso: 'autenticado' }))).not.toEqual([]);
    expect(problemasDeclaracion(p({ acceso: 'staff', alcanceCliente: true }))).not.toEqual([]);
    expect(
      problemasDeclaracion(p({ acceso: 'staff', alcanceCliente: true, permiso: 'no_existe' })),
    ).not.toEqual([]);
    expect(problemasDeclaracion(p({ acceso: 'staff', alcanceCliente: true, permiso: 'add_pedido' }))).toEqual(
      [],
    );
    expect(
      problemasDeclaracion(
        p({
          acceso: 'staff',
          alcanceCliente: true,
          permiso: 'add_pedido',
          permisosAdicionales: ['change_pedido'],
        }),
      ),
    ).toEqual([]);
    expect(
      problemasDeclaracion(
        p({
          acceso: 'staff',
          alcanceCliente: true,
          permiso: 'add_pedido',
          permisosAdicionales: ['no_existe'],
        }),
      ),
    ).not.toEqual([]);
    expect(
      problemasDeclaracion(
        p({ acceso: 'staff', alcanceCliente: true, permiso: 'add_pedido', permisosAdicionales: [] }),
      ),
    ).not.toEqual([]);
    expect(
      problemasDeclaracion(
        p({ acceso: 'cliente', alcanceCliente: true, permisosAdicionales: ['add_pedido'] }),
      ),
    ).not.toEqual([]);
    expect(
      problemasDeclaracion(
        p({
          acceso: 'staff',
          alcanceCliente: true,
          permiso: 'add_pedido',
          permisosAlternativos: ['change_pedido'],
        }),
      ),
    ).toEqual([]);
    expect(
      problemasDeclaracion(
        p({
          acceso: 'staff',
          alcanceCliente: true,
          permiso: 'add_pedido',
          permisosAlternativos: ['no_existe'],
        }),
      ),
    ).not.toEqual([]);
    expect(
      problemasDeclaracion(
        p({ acceso: 'cliente', alcanceCliente: true, permisosAlternativos: ['add_pedido'] }),
      ),
    ).not.toEqual([]);
  });

  it('every query and mutation declares .output()', () => {
    expect(sinSalidaDeclarada(appRouter)).toEqual([]);
  });

  it('the output check itself finds the procedures without .output()', () => {
    const Ok = z.object({ ok: z.boolean() });
    const prueba = router({
      conSalida: publicProcedure.output(Ok).query(() => ({ ok: true })),
      sinSalida: publicProcedure.query(() => ({ ok: true })),
      anidado: router({
        mutacionConSalida: staffProcedure('add_pedido', { alcanceCliente: true })
          .output(Ok)
          .mutation(() => ({ ok: true })),
        mutacionSinSalida: staffProcedure('add_pedido', { alcanceCliente: true }).mutation(() => ({
          ok: true,
        })),
      }),
    });
    expect(listarProcedimientos(prueba).map((p) => p.path)).toEqual([
      'anidado.mutacionConSalida',
      'anidado.mutacionSinSalida',
      'conSalida',
      'sinSalida',
    ]);
    expect(sinSalidaDeclarada(prueba)).toEqual(['anidado.mutacionSinSalida', 'sinSalida']);
  });

  it('the declared login, logout and me are public / authenticated', () => {
    const por = new Map(procedimientos.map((p) => [p.path, p]));
    expect(por.get('auth.login')?.meta?.acceso).toBe('publico');
    expect(por.get('auth.logout')?.meta?.acceso).toBe('autenticado');
    expect(por.get('auth.me')?.meta?.acceso).toBe('autenticado');
    expect(por.get('auth.login')?.type).toBe('mutation');
  });
});
