/**
 * dispositivos.* (issue 20): the one-time code (only its hash stored, 15 minutes, only for a merchandiser in
 * scope), the list of devices in scope, and revocation (the token hash is cleared at once); permission checks.
 */
import { createHash } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type Caller } from '../../../testing';
import {
  crearUsuarioConTodasLasBanderas,
  sembrarFueraDeAlcance,
  type FueraDeAlcance,
} from '../../../testing/fuera-de-alcance';

let db: TestDatabase;
let gerente: Caller;
let acotado: Caller;
let reclutador: Caller;
let fuera: FueraDeAlcance;
let mercaderistaId: number;
const ahora = new Date('2026-11-24T15:00:00Z');
const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(q, p);

beforeAll(async () => {
  db = await createTestDatabase('dispositivos_staff');
  fuera = await sembrarFueraDeAlcance(db.orm);
  await crearUsuarioConTodasLasBanderas(db.orm, 'acotado', 'psicologa');
  gerente = (await callerFor(db.orm, { usuario: 'gerente', portal: 'staff', now: () => ahora })).caller;
  acotado = (await callerFor(db.orm, { usuario: 'acotado', portal: 'staff', now: () => ahora })).caller;
  reclutador = (await callerFor(db.orm, { usuario: 'reclutador', portal: 'staff' })).caller;
  mercaderistaId = (await sql<{ id: number }>(`select id from usuario where username = 'mercaderista'`))[0]!
    .id;
});
afterAll(async () => {
  await db?.drop();
});

describe('dispositivos.generarCodigo', () => {
  it('devuelve un código de 8 caracteres sin ambigüedades que vence en 15 minutos y guarda solo su SHA-256', async () => {
    const { codigo, expiraAt } = await gerente.dispositivos.generarCodigo({ usuarioId: mercaderistaId });
    expect(codigo).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(expiraAt).toEqual(new Date(ahora.getTime() + 15 * 60_000));
    const filas = await sql<{ codigo_hash: string; usuario_id: number; usado_at: Date | null }>(
      'select codigo_hash, usuario_id, usado_at from codigo_enrolamiento',
    );
    expect(filas).toEqual([
      {
        codigo_hash: createHash('sha256').update(codigo).digest('hex'),
        usuario_id: mercaderistaId,
        usado_at: null,
      },
    ]);
    expect(JSON.stringify(filas)).not.toContain(codigo);
  });

  it('dos códigos seguidos son distintos', async () => {
    const a = await gerente.dispositivos.generarCodigo({ usuarioId: mercaderistaId });
    const b = await gerente.dispositivos.generarCodigo({ usuarioId: mercaderistaId });
    expect(a.codigo).not.toBe(b.codigo);
  });

  it('rechaza a quien no es mercaderista y al mercaderista de un cliente fuera del alcance, sin crear códigos', async () => {
    const antes = await sql<{ n: string }>('select count(*) n from codigo_enrolamiento');
    const jefeId = (await sql<{ id: number }>(`select id from usuario where username = 'jefe'`))[0]!.id;
    expect((await errorDe(gerente.dispositivos.generarCodigo({ usuarioId: jefeId }))).message).toBe(
      'El mercaderista no existe o no está a su cargo.',
    );
    expect(
      (await errorDe(acotado.dispositivos.generarCodigo({ usuarioId: fuera.merchandising.mercaderistaId })))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await errorDe(gerente.dispositivos.generarCodigo({ usuarioId: 'x' as unknown as number }))).code,
    ).toBe('BAD_REQUEST');
    expect(await sql('select count(*) n from codigo_enrolamiento')).toEqual(antes);
  });

  it('sin add_dispositivo no se puede', async () => {
    expect((await errorDe(reclutador.dispositivos.generarCodigo({ usuarioId: mercaderistaId }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await errorDe(reclutador.dispositivos.listar())).code).toBe('FORBIDDEN');
  });
});

describe('dispositivos.listar y revocar', () => {
  it('lista los dispositivos del alcance: el usuario acotado no ve el del cliente ajeno', async () => {
    const todos = await gerente.dispositivos.listar();
    expect(todos.map((d) => d.deviceId).sort()).toEqual(['android-5f3a9c21e7b04d18', 'disp-Zorzalina']);
    const suyos = await acotado.dispositivos.listar();
    expect(suyos.map((d) => d.deviceId)).not.toContain('disp-Zorzalina');
    expect(await gerente.dispositivos.listar({ usuarioId: mercaderistaId })).toEqual([
      expect.objectContaining({
        deviceId: 'android-5f3a9c21e7b04d18',
        username: 'mercaderista',
        estado: 'activo',
      }),
    ]);
  });

  it('revocar marca el dispositivo, borra el hash del token y no se repite', async () => {
    await sql(
      `update dispositivo set token_hash = repeat('a', 64) where device_id = 'android-5f3a9c21e7b04d18'`,
    );
    const [d] = await gerente.dispositivos.listar({ usuarioId: mercaderistaId });
    await gerente.dispositivos.revocar({ id: d!.id });
    const [fila] = await sql<Record<string, unknown>>(
      'select activo, revocado_at, token_hash, revocado_por_id from dispositivo where id = ?',
      [d!.id],
    );
    const gerenteId = (await sql<{ id: number }>(`select id from usuario where username = 'gerente'`))[0]!.id;
    expect({ ...fila, revocado_at: new Date(fila!.revocado_at as string) }).toEqual({
      activo: false,
      revocado_at: ahora,
      token_hash: null,
      revocado_por_id: gerenteId,
    });
    expect((await gerente.dispositivos.listar({ usuarioId: mercaderistaId }))[0]!.estado).toBe('revocado');
    expect((await errorDe(gerente.dispositivos.revocar({ id: d!.id }))).message).toBe(
      'El dispositivo ya estaba revocado.',
    );
  });

  it('no revoca el dispositivo de un cliente fuera del alcance', async () => {
    expect(
      (await errorDe(acotado.dispositivos.revocar({ id: fuera.merchandising.dispositivoId }))).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await sql<{ activo: boolean }>('select activo from dispositivo where id = ?', [
          fuera.merchandising.dispositivoId,
        ])
      )[0]!.activo,
    ).toBe(true);
  });
});
