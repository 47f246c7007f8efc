import type { BrowserContextOptions } from '@playwright/test';
import { CLAVE_DEMO, portalDe, type Usuario } from '../usuarios';
import { crearClienteApi } from './cliente-trpc';

export type EstadoAlmacenado = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface SesionApi {
  usuario: Usuario;
  /** `name=value` for a Cookie header. */
  cookie: string;
  /** What a browser context needs to start signed in (only the session cookie: nothing in local storage). */
  estado: EstadoAlmacenado;
}

/** The session cookie the login set: `talento_sesion_<portal>=value; Path=/; HttpOnly; …`. */
function cookieDeSesion(
  respuesta: Response,
  portal: string,
): { nombre: string; valor: string; expira: number } | null {
  for (const linea of respuesta.headers.getSetCookie()) {
    const [par = '', ...atributos] = linea.split(';').map((p) => p.trim());
    const i = par.indexOf('=');
    if (par.slice(0, i) !== `talento_sesion_${portal}`) continue;
    const maxAge = atributos.find((a) => a.toLowerCase().startsWith('max-age='));
    const segundos = maxAge ? Number(maxAge.split('=')[1]) : 12 * 3600;
    return {
      nombre: par.slice(0, i),
      valor: par.slice(i + 1),
      expira: Math.floor(Date.now() / 1000) + segundos,
    };
  }
  return null;
}

/**
 * Signs `usuario` in through `auth.login` over HTTP, as the login page does (same Origin, portal header), and
 * answers the session as a cookie header and as a Playwright storage state.
 */
export async function iniciarSesionApi(base: string, usuario: Usuario): Promise<SesionApi> {
  const portal = portalDe(usuario);
  let cookie: ReturnType<typeof cookieDeSesion> = null;
  const anonimo = crearClienteApi({
    base,
    portal,
    cookie: null,
    alResponder: (r) => (cookie ??= cookieDeSesion(r, portal)),
  });
  await anonimo.auth.login.mutate({ usuario, contrasena: CLAVE_DEMO, portal });
  const fijada = cookie as ReturnType<typeof cookieDeSesion>;
  if (!fijada) throw new Error(`auth.login de ${usuario} no fijó la cookie de sesión del portal ${portal}`);
  const { hostname } = new URL(base);
  return {
    usuario,
    cookie: `${fijada.nombre}=${fijada.valor}`,
    estado: {
      cookies: [
        {
          name: fijada.nombre,
          value: fijada.valor,
          domain: hostname,
          path: '/',
          expires: fijada.expira,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  };
}
