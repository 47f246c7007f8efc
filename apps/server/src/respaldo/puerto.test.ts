/**
 * Administración › Respaldos' port on a real backups folder as the CLI leaves it: manifests and verifications read,
 * newest first, a run in progress (`.parcial`) and stray entries ignored, the download only of a listed backup's own
 * file; and a pg-boss job of the backup queue as the screen shows it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corridaDeTrabajo } from './corrida';
import { puertoRespaldos } from './puerto';
import { MANIFIESTO, VERIFICACION, type Manifiesto } from './respaldar';

let carpeta: string;

async function escribir(nombre: string, fecha: string, verificacion?: object, archivo = 'datos.tar.gz') {
  await mkdir(path.join(carpeta, nombre), { recursive: true });
  const manifiesto: Manifiesto = {
    versionApp: '2.0.0',
    versionPostgres: '18.0',
    ultimaMigracion: 'Migration20261202000052_permiso_respaldos',
    fecha,
    archivo,
    tamanoBytes: 9,
    sha256: 'x',
    inicioLsn: '0/1',
    finLsn: '0/2',
    servidorEnMarcha: true,
  };
  await writeFile(path.join(carpeta, nombre, MANIFIESTO), JSON.stringify(manifiesto));
  if (verificacion) await writeFile(path.join(carpeta, nombre, VERIFICACION), JSON.stringify(verificacion));
  await writeFile(path.join(carpeta, nombre, 'datos.tar.gz'), 'respaldo!');
}

beforeAll(async () => {
  carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-puerto-respaldos-'));
  await escribir('2026-03-08_020000', '2026-03-08T07:00:00.000Z', { ok: true });
  await escribir('2026-03-09_020000', '2026-03-09T07:00:00.000Z', { ok: false, error: 'No arrancó' });
  await escribir('2026-03-10_020000', '2026-03-10T07:00:00.000Z');
  await escribir('2026-03-10_030000', '2026-03-10T08:00:00.000Z', { ok: true }, '../../secreto');
  await mkdir(path.join(carpeta, '.2026-03-11_020000.parcial'));
  await mkdir(path.join(carpeta, 'otra-cosa'));
  await mkdir(path.join(carpeta, '2026-03-07_020000')); // no manifest: not a backup
});
afterAll(async () => {
  await rm(carpeta, { recursive: true, force: true });
});

describe('puertoRespaldos', () => {
  it('lists the backups newest first with their verification', async () => {
    const lista = await puertoRespaldos(carpeta).listar();
    expect(lista.map((r) => [r.nombre, r.verificado, r.errorVerificacion])).toEqual([
      ['2026-03-10_030000', true, null],
      ['2026-03-10_020000', null, null],
      ['2026-03-09_020000', false, 'No arrancó'],
      ['2026-03-08_020000', true, null],
    ]);
    expect(lista[3]).toMatchObject({
      fecha: new Date('2026-03-08T07:00:00.000Z'),
      tamanoBytes: 9,
      ultimaMigracion: 'Migration20261202000052_permiso_respaldos',
    });
  });

  it('gives the file of a listed backup only, never one a manifest names outside its folder', async () => {
    const p = puertoRespaldos(carpeta);
    expect(await p.archivo('2026-03-08_020000')).toEqual({
      ruta: path.join(carpeta, '2026-03-08_020000', 'datos.tar.gz'),
      tamanoBytes: 9,
    });
    expect(await p.archivo('2026-03-10_030000')).toBeNull();
    expect(await p.archivo('2026-03-07_020000')).toBeNull();
    expect(await p.archivo('../2026-03-08_020000')).toBeNull();
  });

  it('an empty or missing folder lists nothing', async () => {
    expect(await puertoRespaldos(path.join(carpeta, 'no-existe')).listar()).toEqual([]);
  });
});

describe('corridaDeTrabajo', () => {
  const base = {
    created_on: new Date('2026-03-10T07:00:00Z'),
    started_on: null,
    completed_on: null,
    output: null,
    data: { solicitadoPor: 'admin' },
  };

  it('maps pg-boss states and who asked (none for the schedule)', () => {
    expect(corridaDeTrabajo({ ...base, state: 'created' })).toEqual({
      estado: 'en_cola',
      solicitadoEl: base.created_on,
      iniciadoEl: null,
      terminadoEl: null,
      solicitadoPor: 'admin',
      error: null,
    });
    expect(corridaDeTrabajo({ ...base, state: 'active', data: {} })).toMatchObject({
      estado: 'en_curso',
      solicitadoPor: null,
    });
    expect(corridaDeTrabajo({ ...base, state: 'completed', output: { message: 'x' } })).toMatchObject({
      estado: 'terminado',
      error: null,
    });
  });

  it('a failure shows the last line of the CLI’s output', () => {
    const output = {
      message: 'el respaldo terminó con código 1: Copiando…\nNo se pudo hacer el respaldo: disco lleno\n',
    };
    expect(corridaDeTrabajo({ ...base, state: 'failed', output })).toMatchObject({
      estado: 'fallido',
      error: 'No se pudo hacer el respaldo: disco lleno',
    });
    expect(corridaDeTrabajo({ ...base, state: 'retry', output })).toMatchObject({ estado: 'reintento' });
  });
});
