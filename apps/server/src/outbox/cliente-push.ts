/**
 * The push provider's API, Firebase Cloud Messaging HTTP v1 shape: `POST {url}/v1/projects/{proyecto}/messages:send`
 * with a bearer token and `{ message: { token, notification: { title, body }, data } }`. Configured by the server's
 * env (PUSH_URL, PUSH_PROYECTO, PUSH_TOKEN); without it nothing is sent.
 */
export interface ConfigPush {
  url: string;
  proyecto: string;
  token: string;
}

export interface MensajePush {
  /** The device's registration token. */
  token: string;
  titulo: string;
  texto: string;
  /** Strings only (FCM's data map). */
  datos: Record<string, string>;
}

export type RespuestaPush =
  | { resultado: 'aceptado'; id: string }
  /** The provider refused this message for good (unknown or invalid token, bad request). */
  | { resultado: 'rechazado'; error: string }
  /** Network, 5xx, 429, auth: worth another try later. */
  | { resultado: 'fallo'; error: string };

const TIEMPO_MAXIMO_MS = 10_000;

function detalle(cuerpo: unknown, status: number): string {
  const e = (cuerpo as { error?: { status?: string; message?: string } } | null)?.error;
  return [`HTTP ${status}`, e?.status, e?.message].filter(Boolean).join(' ').slice(0, 500);
}

export async function enviarPush(config: ConfigPush, m: MensajePush, f: typeof fetch = fetch): Promise<RespuestaPush> {
  const url = `${config.url.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(config.proyecto)}/messages:send`;
  let respuesta: Response;
  try {
    respuesta = await f(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: { token: m.token, notification: { title: m.titulo, body: m.texto }, data: m.datos } }),
      signal: AbortSignal.timeout(TIEMPO_MAXIMO_MS),
    });
  } catch (error) {
    return { resultado: 'fallo', error: `Sin respuesta del proveedor de notificaciones: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500) };
  }
  const cuerpo: unknown = await respuesta.json().catch(() => null);
  if (respuesta.ok) {
    const nombre = (cuerpo as { name?: unknown } | null)?.name;
    return { resultado: 'aceptado', id: typeof nombre === 'string' ? nombre : '' };
  }
  // 400 INVALID_ARGUMENT and 404 UNREGISTERED do not change on a retry; the rest (401/403 config, 429, 5xx) may.
  if (respuesta.status === 400 || respuesta.status === 404) return { resultado: 'rechazado', error: detalle(cuerpo, respuesta.status) };
  return { resultado: 'fallo', error: detalle(cuerpo, respuesta.status) };
}
