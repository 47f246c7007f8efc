/**
 * administracion.respaldos and the backups' warning of "Mis pendientes", over a port that stands for the server's
 * backups folder and queue (apps/server/src/respaldo/puerto.ts, tested there on a real folder and pg-boss): with the
 * embedded PostgreSQL the backups, "Respaldar ahora" (one at a time, audited) and the download door (audited, only a
 * listed backup); with DATABASE_URL the notice and nothing else; only admin_respaldos enters.
 */
import { Auditoria } from '@talento/db';
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_RESPALDOS as M } from '@talento/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CorridaRespaldo, PuertoRespaldos, RespaldoEnCarpeta } from '../../../nucleo/respaldos';
import { callerFor, errorDe, type TestSession } from '../../../testing';
import { autorizarDescargaRespaldo } from './descarga';

const AHORA = new Date();
const horasAntes = (h: number) => new Date(AHORA.getTime() - h * 3_600_000);

/** The state the port answers: backups newest first, the queue's newest run. */
let respaldos: RespaldoEnCarpeta[];
let corrida: CorridaRespaldo | null;
let pedidos: string[];

const respaldo = (nombre: string, horas: number, verificado: boolean | null): RespaldoEnCarpeta => ({
  nombre,
  fecha: horasAntes(horas),
  tamanoBytes: 12_345_678,
  verificado,
  errorVerificacion: verificado === false ? 'La comprobación de integridad falló: sin tablas' : null,
  ultimaMigracion: 'Migration20261202000052_permiso_respaldos',
});

const puerto: PuertoRespaldos = {
  carpeta: '/srv/respaldos',
  listar: () => Promise.resolve(respaldos),
  archivo: (nombre) =>
    Promise.resolve(
      respaldos.some((r) => r.nombre === nombre)
        ? { ruta: `/srv/respaldos/${nombre}/datos.tar.gz`, tamanoBytes: 12_345_678 }
        : null,
    ),
  cola: {
    ultimaCorrida: () => Promise.resolve(corrida),
    solicitar(solicitadoPor) {
      if (corrida?.estado === 'en_cola' || corrida?.estado === 'en_curso') return Promise.resolve(false);
      pedidos.push(solicitadoPor);
      corrida = {
        estado: 'en_cola',
        solicitadoEl: AHORA,
        iniciadoEl: null,
        terminadoEl: null,
        solicitadoPor,
        error: null,
      };
      return Promise.resolve(true);
    },
  },
};

let db: TestDatabase;
let admin: TestSession;
let jefe: TestSession;
let adminExterna: TestSession;

const auditoria = (accion: string) =>
  db.orm.em.fork().find(Auditoria, { accion }, { orderBy: { id: 'asc' } });

beforeAll(async () => {
  db = await createTestDatabase('admin_respaldos');
  const configuracion = { googleMapsApiKey: null, respaldos: puerto };
  admin = await callerFor(db.orm, { usuario: 'admin', portal: 'staff', configuracion });
  jefe = await callerFor(db.orm, { usuario: 'jefe', portal: 'staff', configuracion });
  adminExterna = await callerFor(db.orm, { usuario: 'admin', portal: 'staff' });
});
afterAll(async () => {
  await db?.drop();
});
beforeEach(() => {
  respaldos = [respaldo('2026-03-10_020000-2', 5, false), respaldo('2026-03-09_020000', 30, true)];
  corrida = null;
  pedidos = [];
});

describe('administracion.respaldos.listar', () => {
  it('lists the backups newest first with size, verification and last migration, and the restore command', async () => {
    const r = await admin.caller.administracion.respaldos.listar();
    expect(r).toMatchObject({
      modo: 'embebida',
      carpeta: '/srv/respaldos',
      comandoRestaurar: 'npm run restaurar -- /srv/respaldos/2026-03-10_020000-2',
      comandoRestaurarHasta: expect.stringMatching(
        /^npm run restaurar -- \/srv\/respaldos\/2026-03-10_020000-2 --hasta "\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}"$/,
      ) as unknown,
      programado: true,
      ultimaCorrida: null,
    });
    if (r.modo !== 'embebida') throw new Error('modo');
    expect(r.respaldos.map((x) => [x.nombre, x.verificacion, x.errorVerificacion])).toEqual([
      ['2026-03-10_020000-2', 'fallido', 'La comprobación de integridad falló: sin tablas'],
      ['2026-03-09_020000', 'verificado', null],
    ]);
    expect(r.respaldos[1]).toMatchObject({
      fecha: horasAntes(30),
      tamanoBytes: 12_345_678,
      ultimaMigracion: 'Migration20261202000052_permiso_respaldos',
    });
  });

  it('with DATABASE_URL answers only that backups are the operator’s, and "Respaldar ahora" is refused', async () => {
    expect(await adminExterna.caller.administracion.respaldos.listar()).toEqual({ modo: 'externa' });
    const error = await errorDe(adminExterna.caller.administracion.respaldos.respaldarAhora());
    expect(error.code).toBe('PRECONDITION_FAILED');
    expect(error.message).toBe(M.baseExterna);
  });

  it('is refused without admin_respaldos', async () => {
    expect((await errorDe(jefe.caller.administracion.respaldos.listar())).code).toBe('FORBIDDEN');
    expect((await errorDe(jefe.caller.administracion.respaldos.respaldarAhora())).code).toBe('FORBIDDEN');
    expect(pedidos).toEqual([]);
  });
});

describe('administracion.respaldos.respaldarAhora', () => {
  it('enqueues one run in the user’s name, audited; a second while it waits is refused and enqueues nothing', async () => {
    const antes = (await auditoria('respaldo.solicitar')).length;
    const r = await admin.caller.administracion.respaldos.respaldarAhora();
    expect(r.ultimaCorrida).toMatchObject({ estado: 'en_cola', solicitadoPor: 'admin' });
    expect(pedidos).toEqual(['admin']);
    const error = await errorDe(admin.caller.administracion.respaldos.respaldarAhora());
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(M.yaEnCurso);
    expect(pedidos).toEqual(['admin']);
    const filas = await auditoria('respaldo.solicitar');
    expect(filas).toHaveLength(antes + 1);
    expect(filas.at(-1)).toMatchObject({ recurso: 'respaldo', usuarioId: admin.usuario!.id });
    // The state is the server's: a reload (a new read) shows the run.
    const pantalla = await admin.caller.administracion.respaldos.listar();
    expect(pantalla.modo === 'embebida' && pantalla.ultimaCorrida?.estado).toBe('en_cola');
  });
});

describe('autorizarDescargaRespaldo', () => {
  it('answers the file of a listed backup and audits the download', async () => {
    const r = await autorizarDescargaRespaldo(await admin.contexto(), '2026-03-09_020000');
    expect(r).toEqual({
      ruta: '/srv/respaldos/2026-03-09_020000/datos.tar.gz',
      tamanoBytes: 12_345_678,
      nombreDescarga: 'talento-respaldo-2026-03-09_020000.tar.gz',
    });
    expect((await auditoria('respaldo.descargar')).at(-1)).toMatchObject({
      recurso: 'respaldo',
      recursoId: '2026-03-09_020000',
      usuarioId: admin.usuario!.id,
    });
  });

  it('refuses a name that is not a backup’s, an unknown backup, a user without the flag and an external database', async () => {
    const antes = (await auditoria('respaldo.descargar')).length;
    const malo = await errorDe(autorizarDescargaRespaldo(await admin.contexto(), '../../etc/passwd'));
    expect(malo.code).toBe('BAD_REQUEST');
    const sinCampo = await errorDe(autorizarDescargaRespaldo(await admin.contexto(), undefined));
    expect(sinCampo.code).toBe('BAD_REQUEST');
    const ajeno = await errorDe(autorizarDescargaRespaldo(await admin.contexto(), '2026-01-01_020000'));
    expect(ajeno.code).toBe('NOT_FOUND');
    const prohibido = await errorDe(autorizarDescargaRespaldo(await jefe.contexto(), '2026-03-09_020000'));
    expect(prohibido.code).toBe('FORBIDDEN');
    const externa = await errorDe(
      autorizarDescargaRespaldo(await adminExterna.contexto(), '2026-03-09_020000'),
    );
    expect(externa.message).toBe(M.baseExterna);
    expect(await auditoria('respaldo.descargar')).toHaveLength(antes);
  });
});

describe('inicio.pendientes: the backups’ warning', () => {
  it('warns the administrator when the last verified backup is 26 hours old or more', async () => {
    const p = await admin.caller.inicio.pendientes();
    expect(p.respaldo).toEqual({ motivo: 'fallido', ultimoVerificado: horasAntes(30) });
    respaldos = [respaldo('2026-03-09_020000', 26, true)];
    expect((await admin.caller.inicio.pendientes()).respaldo).toEqual({
      motivo: 'atrasado',
      ultimoVerificado: horasAntes(26),
    });
  });

  it('warns when the last run failed after the newest backup, and when there is no verified backup', async () => {
    respaldos = [respaldo('2026-03-10_020000', 2, true)];
    expect((await admin.caller.inicio.pendientes()).respaldo).toBeNull();
    corrida = {
      estado: 'fallido',
      solicitadoEl: horasAntes(1),
      iniciadoEl: horasAntes(1),
      terminadoEl: horasAntes(0.5),
      solicitadoPor: null,
      error: 'No se pudo hacer el respaldo: disco lleno',
    };
    expect((await admin.caller.inicio.pendientes()).respaldo?.motivo).toBe('fallido');
    respaldos = [];
    corrida = null;
    expect((await admin.caller.inicio.pendientes()).respaldo).toEqual({
      motivo: 'sin_respaldo',
      ultimoVerificado: null,
    });
  });

  it('says nothing to a user without admin_respaldos nor with DATABASE_URL', async () => {
    respaldos = [];
    expect((await jefe.caller.inicio.pendientes()).respaldo).toBeNull();
    expect((await adminExterna.caller.inicio.pendientes()).respaldo).toBeNull();
  });
});
