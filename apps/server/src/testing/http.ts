import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DEMO_PASSWORD } from '@talento/db';
import { createApp, type AppOptions } from '../app';
import { createLogger } from '../logger';

export interface ServidorDePrueba {
  base: string;
  close(): Promise<void>;
}

/** The HTTP application on a free port of 127.0.0.1, silent, with `dist` as both portals' files. */
export async function levantar(
  opciones: Omit<AppOptions, 'logger' | 'staffDist' | 'clienteDist'> & { dist: string },
): Promise<ServidorDePrueba> {
  const { dist, ...resto } = opciones;
  const app = createApp({ ...resto, logger: createLogger('silent'), staffDist: dist, clienteDist: dist });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** POST to /trpc as a same-site browser would (Origin of the server) unless `origin` says otherwise. */
export async function post(
  base: string,
  ruta: string,
  body: unknown,
  origin: string | null = base,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}/trpc/${ruta}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { res, texto: await res.text() };
}

export const loginBody = (usuario: string, contrasena = DEMO_PASSWORD, portal = 'staff') => ({
  json: { usuario, contrasena, portal },
});

/** Signs in through auth.login and returns the `name=value` of the staff session cookie. */
export async function ingresar(base: string, usuario: string): Promise<string> {
  const { res, texto } = await post(base, 'auth.login', loginBody(usuario));
  if (res.status !== 200) throw new Error(`login de ${usuario}: HTTP ${res.status} ${texto}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('talento_sesion_staff='));
  return (cookie ?? '').split(';')[0]!;
}
