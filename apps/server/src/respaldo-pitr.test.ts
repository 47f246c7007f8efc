/**
 * Point-in-time recovery of the embedded PostgreSQL: the product's cluster archives its WAL beside the backups;
 * `npm run restaurar -- CARPETA --hasta "DD/MM/YYYY HH:mm"` restores the base backup and replays the archive up to that
 * Bogotá minute: what was committed before it is there, what came after is not. Every moment the backup and its archive
 * cannot reach is refused in Spanish, and nothing changes: before the backup ended, still to come, past the end of what
 * is archived (a lost segment), a cluster that archived nothing there, a backup taken before the archive existed. A later backup's retention
 * deletes the archived WAL no kept backup needs.
 */
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@talento/db';
import { formatoFechaHora, formatoFechaHoraSegundos } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Manifiesto } from './respaldo/respaldar';
import { esperar } from './testing/esperar';
import { instalacionRespaldo, type InstalacionRespaldo } from './testing/respaldo';
import { iniciarServidorHijo, type ServidorHijo } from './testing/servidor-hijo';

let instalacion: InstalacionRespaldo;
let servidor: ServidorHijo | undefined;
let restaurado: EmbeddedPostgresHandle | undefined;

beforeAll(async () => {
  instalacion = await instalacionRespaldo('talento-pitr-');
  servidor = await iniciarServidorHijo(instalacion.variables()); // initdb, migrations and the demo seed
}, 180_000);

afterAll(async () => {
  await servidor?.detener();
  await restaurado?.stop();
  if (instalacion) await rm(instalacion.carpeta, { recursive: true, force: true });
});

const marcas = () =>
  instalacion.conBase(async (c) =>
    (await c.query<{ m: string }>('select m from marca_pitr order by m')).rows.map((r) => r.m),
  );

describe('npm run restaurar -- CARPETA --hasta', () => {
  it('recovers up to the chosen second from the archived WAL, refuses every moment it cannot reach, and a later backup prunes the WAL no kept backup needs', async () => {
    const { conBase, cli, respaldos, dataDir } = instalacion;
    // The product's cluster archives its WAL.
    expect(
      await conBase(
        async (c) => (await c.query<{ a: string }>(`select current_setting('archive_mode') a`)).rows[0]!.a,
      ),
    ).toBe('on');
    await conBase((c) => c.query('create table marca_pitr (m text primary key)'));

    const respaldo = await cli('respaldo');
    expect(respaldo.errores).toBe('');
    expect(respaldo.codigo).toBe(0);
    const [nombre] = await instalacion.listarRespaldos();
    const carpetaRespaldo = path.join(respaldos, nombre!);
    const manifiesto = JSON.parse(
      await readFile(path.join(carpetaRespaldo, 'manifiesto.json'), 'utf8'),
    ) as Manifiesto;
    expect(manifiesto.primerSegmento).toMatch(/^[0-9A-F]{24}$/);
    expect(Date.parse(manifiesto.finFecha!)).toBeGreaterThanOrEqual(Date.parse(manifiesto.fecha));
    // The archive of this cluster, apart from any other pointed at the same backups.
    expect(manifiesto.sistema).toMatch(/^\d+$/);
    const wal = path.join(respaldos, 'wal', manifiesto.sistema!);

    // A, then the next Bogotá second begins (the noted time, to the second), then B.
    await conBase((c) => c.query(`insert into marca_pitr values ('A')`));
    const segundoA = formatoFechaHoraSegundos(new Date());
    await esperar(() => formatoFechaHoraSegundos(new Date()) !== segundoA, 5_000, 20);
    const hasta = formatoFechaHoraSegundos(new Date());
    await conBase((c) => c.query(`insert into marca_pitr values ('B')`));
    // B's segment is closed and archived: the archiver reports it and the file is in the archive.
    const segmento = await conBase(async (c) => {
      const r = await c.query<{ s: string }>('select pg_walfile_name(pg_current_wal_lsn()) s');
      await c.query('select pg_switch_wal()');
      return r.rows[0]!.s;
    });
    await esperar(
      async () =>
        (await conBase(
          async (c) =>
            (await c.query<{ w: string | null }>('select last_archived_wal w from pg_stat_archiver')).rows[0]!
              .w ?? '',
        )) >= segmento && existsSync(path.join(wal, segmento)),
      60_000,
      200,
    );

    // Bad input is refused in Spanish before anything is touched (the server still runs and keeps both rows).
    const mal = await cli('restaurar', [carpetaRespaldo, '--hasta', '2026-12-02 10:00']);
    expect(mal.codigo).toBe(2);
    expect(mal.errores).toContain(
      '--hasta debe ser una fecha y hora DD/MM/YYYY HH:mm o DD/MM/YYYY HH:mm:ss (hora de Bogotá)',
    );
    const antesDelFin = await cli('restaurar', [
      carpetaRespaldo,
      '--hasta',
      formatoFechaHora(new Date(manifiesto.fecha)),
    ]);
    expect(antesDelFin.codigo).toBe(2);
    expect(antesDelFin.errores).toContain(
      `El respaldo terminó el ${formatoFechaHora(new Date(manifiesto.finFecha!))} (hora de Bogotá)`,
    );
    expect(antesDelFin.errores).toContain('No se cambió nada.');
    const futuro = await cli('restaurar', [
      carpetaRespaldo,
      '--hasta',
      formatoFechaHora(new Date(Date.now() + 86_400_000)),
    ]);
    expect(futuro.codigo).toBe(2);
    expect(futuro.errores).toContain('todavía no ha llegado. No se cambió nada.');
    // The same backup file under a manifest of a cluster that archived nothing here, or of a backup taken before the
    // archive existed: it restores only as it was.
    const copiaCon = async (nombre: string, m: Partial<Manifiesto>) => {
      const carpeta = path.join(instalacion.carpeta, 'copias', nombre);
      await mkdir(carpeta, { recursive: true });
      await copyFile(path.join(carpetaRespaldo, manifiesto.archivo), path.join(carpeta, manifiesto.archivo));
      await writeFile(path.join(carpeta, 'manifiesto.json'), JSON.stringify({ ...manifiesto, ...m }));
      return carpeta;
    };
    const sinArchivo = await cli('restaurar', [
      await copiaCon('sin-archivo', { sistema: '1' }),
      '--hasta',
      hasta,
    ]);
    expect(sinArchivo.codigo).toBe(2);
    expect(sinArchivo.errores).toContain(
      `No hay WAL archivado en ${path.join(respaldos, 'wal', '1')}: solo se puede restaurar el respaldo tal como quedó (sin --hasta). No se cambió nada.`,
    );
    const previo = await cli('restaurar', [
      await copiaCon('previo-al-archivo', { finFecha: undefined, primerSegmento: undefined }),
      '--hasta',
      hasta,
    ]);
    expect(previo.codigo).toBe(2);
    expect(previo.errores).toContain('Este respaldo se tomó antes del archivo continuo de WAL');
    expect(await marcas()).toEqual(['A', 'B']);

    await servidor!.detener();
    servidor = undefined;

    // B's segment lost (moved aside): the archive ends before the moment asked for, PostgreSQL stops short of it;
    // refused after trying, and the data folder in place is left exactly as it was (no swap, no copy beside it).
    const aparte = path.join(instalacion.carpeta, segmento);
    await rename(path.join(wal, segmento), aparte);
    const corto = await cli('restaurar', [carpetaRespaldo, '--hasta', hasta]);
    await rename(aparte, path.join(wal, segmento));
    // What the command said goes with a failure: a rare run answered 1 here, and its reason was not printed.
    expect(corto.codigo, `${corto.errores}\n${corto.salida}`).toBe(2);
    expect(corto.errores).toContain(
      `El WAL archivado en ${wal} no llega hasta el ${hasta.slice(0, 16)}: elija un momento anterior. No se cambió nada.`,
    );
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(
      (await readdir(instalacion.carpeta)).filter((n) => /^pg\.(anterior|restaurando)-/.test(n)),
    ).toEqual([]);

    // The disk died: the data folder is gone; the backup and the archive are on the other one.
    await rm(dataDir, { recursive: true, force: true });

    const r = await cli('restaurar', [carpetaRespaldo, '--hasta', hasta]);
    expect(r.errores).toBe('');
    expect(r.codigo).toBe(0);
    expect(r.salida).toContain(`Recuperado hasta el ${hasta} (hora de Bogotá).`);

    // The new timeline's history is archived: a later restore picks a timeline of its own.
    expect(existsSync(path.join(wal, '00000002.history'))).toBe(true);

    restaurado = await startEmbeddedPostgres({ dataDir });
    expect(await marcas()).toEqual(['A']);
    // Promoted to a new timeline (its segments never take the names of the archived ones), recovery settings gone.
    await instalacion.conBase(async (c) => {
      const r = await c.query<{ tl: number; rc: string; en: boolean }>(
        `select timeline_id tl, current_setting('restore_command') rc, pg_is_in_recovery() en
           from pg_control_checkpoint()`,
      );
      expect(r.rows[0]).toEqual({ tl: 2, rc: '', en: false });
    });

    // A new backup keeping only itself: the first backup goes, and with it the archived segments before the new one's
    // first segment (whatever their timeline); the timeline history stays.
    const archivadosAntes = await readdir(wal);
    const segundo = await cli('respaldo', [], { TALENTO_RESPALDOS_CONSERVAR: '1' });
    expect(segundo.errores).toBe('');
    expect(segundo.codigo).toBe(0);
    const [otro] = await instalacion.listarRespaldos();
    expect(otro).not.toBe(nombre);
    expect(await instalacion.listarRespaldos()).toEqual([otro]);
    const nuevo = JSON.parse(
      await readFile(path.join(respaldos, otro!, 'manifiesto.json'), 'utf8'),
    ) as Manifiesto;
    const posicion = (n: string) => n.slice(8, 24);
    const segmentos = (nombres: string[]) => nombres.filter((n) => /^[0-9A-F]{24}$/.test(n));
    const viejos = segmentos(archivadosAntes).filter((n) => posicion(n) < posicion(nuevo.primerSegmento!));
    expect(viejos.length).toBeGreaterThan(0);
    const quedan = await readdir(wal);
    expect(segmentos(quedan).filter((n) => posicion(n) < posicion(nuevo.primerSegmento!))).toEqual([]);
    expect(quedan).toContain('00000002.history');

    // Restoring over a data folder in place keeps the previous one beside it until the user removes it.
    await restaurado.stop();
    restaurado = undefined;
    const encima = await cli('restaurar', [path.join(respaldos, otro!)]);
    expect(encima.errores).toBe('');
    expect(encima.codigo).toBe(0);
    const anteriores = (await readdir(instalacion.carpeta)).filter(
      (n) => n.startsWith('pg.anterior-') && !n.endsWith('.password'),
    );
    expect(anteriores).toHaveLength(1);
    expect(existsSync(path.join(instalacion.carpeta, anteriores[0]!, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  }, 420_000);
});
