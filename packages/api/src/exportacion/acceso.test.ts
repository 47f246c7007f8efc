/**
 * Sweep of every kind of export for every demo role (and anonymous callers of each portal): the export is refused
 * exactly when the list procedure it reads is refused, with the same code. Kinds added to the registry are covered
 * without touching this file.
 */
import { PassThrough } from 'node:stream';
import { DEMO_USUARIOS } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, llamar, type TestSession } from '../testing';
import { exportarLista } from './exportar';
import { EXPORTACIONES } from './registro';

interface Celda {
  tipo: string;
  rol: string;
  lista: string;
  exportacion: string;
}

let db: TestDatabase;
const celdas: Celda[] = [];

async function resultado(promesa: Promise<unknown>): Promise<string> {
  try {
    await promesa;
    return 'OK';
  } catch (error) {
    return getTRPCErrorFromUnknown(error).code;
  }
}
const denegado = (codigo: string) => codigo === 'UNAUTHORIZED' || codigo === 'FORBIDDEN';

beforeAll(async () => {
  db = await createTestDatabase('exportacion-acceso');
  const roles: [string, TestSession][] = [];
  for (const u of DEMO_USUARIOS) {
    const portal = u.esStaffCliente ? 'cliente' : 'staff';
    roles.push([u.username, await callerFor(db.orm, { usuario: u.username, portal })]);
  }
  roles.push(['anónimo@staff', await callerFor(db.orm, { portal: 'staff' })]);
  roles.push(['anónimo@cliente', await callerFor(db.orm, { portal: 'cliente' })]);
  for (const [rol, sesion] of roles) {
    for (const [tipo, e] of Object.entries(EXPORTACIONES)) {
      const lista = await resultado(llamar(sesion.caller, e.procedimiento, {}));
      const destino = new PassThrough().resume();
      const exportacion = await resultado(
        exportarLista(await sesion.contexto(), tipo, {}, destino, () => {}),
      );
      celdas.push({ tipo, rol, lista, exportacion });
    }
  }
}, 300_000);
afterAll(async () => {
  await db?.drop();
});

describe('access of every export', () => {
  it('covers every kind for every role', () => {
    expect(celdas).toHaveLength(Object.keys(EXPORTACIONES).length * (DEMO_USUARIOS.length + 2));
  });

  it('refuses exactly whom the list refuses, with the same code', () => {
    const distintas = celdas.filter(
      (c) =>
        denegado(c.lista) !== denegado(c.exportacion) || (denegado(c.lista) && c.lista !== c.exportacion),
    );
    expect(distintas).toEqual([]);
  });

  it('every kind is allowed to some role and refused to some other (the sweep is not vacuous)', () => {
    for (const tipo of Object.keys(EXPORTACIONES)) {
      const deTipo = celdas.filter((c) => c.tipo === tipo);
      expect(
        deTipo.some((c) => !denegado(c.exportacion)),
        tipo,
      ).toBe(true);
      expect(
        deTipo.some((c) => denegado(c.exportacion)),
        tipo,
      ).toBe(true);
    }
  });
});
