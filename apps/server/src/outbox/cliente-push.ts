/**
 * The push provider's API, Firebase Cloud Messaging HTTP v1: `POST {url}/v1/projects/{proyecto}/messages:send` with
 * `{ message: { token, notification: { title, body }, data } }` and, as bearer, a short-lived OAuth2 access token
 * minted from the service account (token-fcm.ts). Configured by the server's env (PUSH_CUENTA_SERVICIO or
 * PUSH_CUENTA_SERVICIO_ARCHIVO, PUSH_PROYECTO, PUSH_URL); without a service account nothing is sent.
 */
import type { MensajePush, RespuestaPush } from '@talento/api';
import { fuenteTokenFcm, type CuentaServicio } from './token-fcm';

export type { MensajePush, RespuestaPush };

export interface ConfigPush {
  url: string;
  proyecto: string;
  cuenta: CuentaServicio;
}

const TIEMPO_MAXIMO_MS = 10_000;

function detalle(cuerpo: unknown, status: number): string {
  const e = (cuerpo as { error?: { status?: string; message?: string } } | null)?.error;
  return [`HTTP ${status}`, e?.status, e?.message].filter(Boolean).join(' ').slice(0, 500);
}

/**
 * The sender the outbox uses: one access token shared by every message until shortly before it expires. A 401 from
 * FCM (token revoked or expired early) drops it and the message is retried once with a new one. Without a token
 * (the token service failed) the message fails and the outbox retries it later: nothing is reported as sent.
 */
export function clientePush(
  config: ConfigPush,
  f: typeof fetch = fetch,
  ahora: () => number = Date.now,
): (m: MensajePush) => Promise<RespuestaPush> {
  const tokens = fuenteTokenFcm(config.cuenta, f, ahora);
  const url = `${config.url.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(config.proyecto)}/messages:send`;
  return async (m) => {
    for (let intento = 1; ; intento++) {
      const acceso = await tokens.obtener();
      if (!acceso.ok) return { resultado: 'reintentar', error: acceso.error };
      const r = await enviarConToken(url, acceso.token, m, f);
      if (r !== 'noAutorizado') return r;
      tokens.descartar(acceso.token);
      if (intento === 2)
        return {
          resultado: 'reintentar',
          error: 'HTTP 401: el proveedor rechazó el token de acceso recién emitido',
        };
    }
  };
}

async function enviarConToken(
  url: string,
  token: string,
  m: MensajePush,
  f: typeof fetch,
): Promise<RespuestaPush | 'noAutorizado'> {
  let respuesta: Response;
  try {
    respuesta = await f(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        message: { token: m.token, notification: { title: m.titulo, body: m.texto }, data: m.datos },
      }),
      signal: AbortSignal.timeout(TIEMPO_MAXIMO_MS),
    });
  } catch (error) {
    return {
      resultado: 'reintentar',
      error:
        `Sin respuesta del proveedor de notificaciones: ${error instanceof Error ? error.message : String(error)}`.slice(
          0,
          500,
        ),
    };
  }
  const cuerpo: unknown = await respuesta.json().catch(() => null);
  if (respuesta.ok) {
    const nombre = (cuerpo as { name?: unknown } | null)?.name;
    return { resultado: 'aceptado', id: typeof nombre === 'string' ? nombre : '' };
  }
  if (respuesta.status === 401) return 'noAutorizado';
  // 400 INVALID_ARGUMENT and 404 UNREGISTERED do not change on a retry; the rest (403 config, 429, 5xx) may.
  if (respuesta.status === 400 || respuesta.status === 404)
    return { resultado: 'rechazado', status: respuesta.status, mensaje: detalle(cuerpo, respuesta.status) };
  return { resultado: 'reintentar', error: detalle(cuerpo, respuesta.status) };
}
