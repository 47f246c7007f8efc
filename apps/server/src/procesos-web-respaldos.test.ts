/**
 * TALENTO_PROCESOS=2 on the embedded PostgreSQL (no DATABASE_URL), the built server in a child process with a durable
 * cluster in a temporary folder: only the web processes answer HTTP, and they serve the embedded cluster's backups as a
 * single process does. /healthz reports the backup state, Administración › Respaldos lists the backups folder (not
 * "externa"), "Mis pendientes" warns while there is no verified backup, and "Respaldar ahora" asked of a web process is
 * run by the primary's job, after which the three report it.
 */
import { rm } from 'node:fs/promises';
import superjson, { type SuperJSONResult } from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperar } from './testing/esperar';
import { ingresar } from './testing/escrituras';
import { post } from './testing/http';
import { hijosDe } from './testing/procesos';
import { instalacionRespaldo, type InstalacionRespaldo } from './testing/respaldo';
import { iniciarServidorHijo, type ServidorHijo } from './testing/servidor-hijo';

let instalacion: InstalacionRespaldo;
let servidor: ServidorHijo | undefined;

interface Pantalla {
  modo: 'externa' | 'embebida';
  carpeta?: string;
  programado?: boolean;
  ultimaCorrida?: { estado: string; solicitadoPor: string | null } | null;
  respaldos?: { nombre: string; fecha: Date; verificacion: string }[];
}

/** A staff tRPC call (queries too go by POST), its answer read back with superjson. */
async function llamar<T>(ruta: string, cookie: string): Promise<T> {
  const base = servidor!.base;
  const { res, texto } = await post(base, ruta, { json: {} }, base, { cookie, 'x-talento-portal': 'staff' });
  expect(res.status, texto).toBe(200);
  return superjson.deserialize<T>((JSON.parse(texto) as { result: { data: SuperJSONResult } }).result.data);
}

const salud = async () =>
  (await (await fetch(`${servidor!.base}/healthz`)).json()) as Record<string, unknown>;

beforeAll(async () => {
  instalacion = await instalacionRespaldo('talento-procesos-respaldos-');
  // initdb, migrations and the demo seed in the primary; "Talento está corriendo" once both web processes listen.
  servidor = await iniciarServidorHijo({ ...instalacion.variables(), TALENTO_PROCESOS: '2' });
}, 180_000);

afterAll(async () => {
  await servidor?.detener();
  if (instalacion) await rm(instalacion.carpeta, { recursive: true, force: true });
});

describe('TALENTO_PROCESOS=2 con el PostgreSQL embebido', () => {
  it('los procesos web muestran los respaldos de la base embebida, como un solo proceso', async () => {
    // Two web processes (the primary does not listen): every answer below comes from one of them.
    await esperar(() => hijosDe(servidor!.proceso.pid!).length === 2, 60_000);
    const cookie = await ingresar(servidor!.base, 'admin');

    expect(await salud()).toMatchObject({
      status: 'ok',
      respaldo: { ultimoVerificado: null, horas: null, atrasado: true },
    });
    expect(await llamar<Pantalla>('administracion.respaldos.listar', cookie)).toMatchObject({
      modo: 'embebida',
      carpeta: instalacion.respaldos,
      programado: true,
      ultimaCorrida: null,
      respaldos: [],
    });
    expect((await llamar<{ respaldo: unknown }>('inicio.pendientes', cookie)).respaldo).toEqual({
      motivo: 'sin_respaldo',
      ultimoVerificado: null,
    });

    // "Respaldar ahora" on a web process: the primary's job takes it and runs the backup.
    const { ultimaCorrida } = await llamar<{ ultimaCorrida: Pantalla['ultimaCorrida'] }>(
      'administracion.respaldos.respaldarAhora',
      cookie,
    );
    expect(ultimaCorrida).toMatchObject({ solicitadoPor: 'admin' });
    expect(['en_cola', 'en_curso']).toContain(ultimaCorrida!.estado);
    // A bound for a state: the job's poll, the copy, the compression and the verification on a shared machine.
    await esperar(
      async () =>
        (await llamar<Pantalla>('administracion.respaldos.listar', cookie)).ultimaCorrida?.estado ===
        'terminado',
      400_000,
      1000,
    );

    const pantalla = await llamar<Pantalla>('administracion.respaldos.listar', cookie);
    expect(pantalla.respaldos).toHaveLength(1);
    const [respaldo] = pantalla.respaldos!;
    expect(respaldo).toMatchObject({ verificacion: 'verificado' });
    expect(await instalacion.listarRespaldos()).toEqual([respaldo!.nombre]);
    expect((await salud()).respaldo).toEqual({
      ultimoVerificado: respaldo!.fecha.toISOString(),
      horas: 0,
      atrasado: false,
    });
    expect((await llamar<{ respaldo: unknown }>('inicio.pendientes', cookie)).respaldo).toBeNull();
  }, 540_000);
});
