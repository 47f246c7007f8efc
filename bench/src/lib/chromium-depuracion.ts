import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface ChromiumDepuracion {
  /** The DevTools port Lighthouse connects to. */
  puerto: number;
  cerrar(): Promise<void>;
}

/**
 * Debian's Chromium, or its headless shell (what the CI installs for the e2e suite), or CHROMIUM_PATH; the
 * benchmark never downloads a browser.
 */
function rutaChromium(configurada: string | undefined): string {
  const candidatas = [
    configurada,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/chromium-headless-shell',
  ];
  const encontrada = candidatas.find((c): c is string => Boolean(c) && existsSync(c as string));
  if (!encontrada)
    throw new Error(
      'No se encontró Chromium: instálelo ("apt-get install -y chromium" o "chromium-headless-shell") o indique CHROMIUM_PATH.',
    );
  return encontrada;
}

/**
 * A headless Chromium with remote debugging on a port it picks itself (read from its "DevTools listening on"
 * line), with a throwaway profile. Started by hand rather than through chrome-launcher: that is all Lighthouse needs.
 */
export async function iniciarChromium(configurada: string | undefined): Promise<ChromiumDepuracion> {
  const perfil = await mkdtemp(path.join(os.tmpdir(), 'talento-lighthouse-'));
  const hijo: ChildProcess = spawn(
    rutaChromium(configurada),
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${perfil}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const puerto = await new Promise<number>((resolve, reject) => {
    let salida = '';
    hijo.stderr?.on('data', (d: Buffer) => {
      salida += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(salida);
      if (m) resolve(Number(m[1]));
    });
    hijo.once('exit', (codigo) =>
      reject(new Error(`Chromium terminó al iniciar (código ${codigo}): ${salida.slice(-500)}`)),
    );
  });
  return {
    puerto,
    cerrar: async () => {
      if (hijo.exitCode === null) {
        await new Promise<void>((resolve) => {
          hijo.once('exit', () => resolve());
          hijo.kill('SIGTERM');
        });
      }
      await rm(perfil, { recursive: true, force: true });
    },
  };
}
