/**
 * OAuth2 access tokens for FCM HTTP v1, minted from a Google service account (the "JWT bearer" grant of RFC 7523):
 * a JWT signed RS256 with the account's private key (iss = client_email, scope firebase.messaging, aud = token_uri,
 * one hour at most) is exchanged at the account's token_uri for a short-lived access token. The token is kept until
 * shortly before it expires; `descartar` drops it (FCM answered 401).
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

export interface CuentaServicio {
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri: string;
}

export const ALCANCE_FCM = 'https://www.googleapis.com/auth/firebase.messaging';
export const GRANT_JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Lifetime of our signed assertion (Google accepts at most one hour). */
const VIDA_ASERCION_S = 3600;
/** A token is renewed this long before its expiry, so a request never leaves with one about to lapse. */
const MARGEN_RENOVACION_MS = 60_000;
const TIEMPO_MAXIMO_MS = 10_000;

export type TokenDeAcceso = { ok: true; token: string } | { ok: false; error: string };

export interface FuenteToken {
  obtener(): Promise<TokenDeAcceso>;
  descartar(token: string): void;
}

export function fuenteTokenFcm(
  cuenta: CuentaServicio,
  f: typeof fetch = fetch,
  ahora: () => number = Date.now,
): FuenteToken {
  let guardado: { token: string; venceMs: number } | null = null;
  // One exchange at a time: the workers that find no token wait for the same answer.
  let enCurso: Promise<TokenDeAcceso> | null = null;
  // A KeyObject, which jose takes on Node: the same PEM forms env.ts accepts (PKCS#8 and PKCS#1), while importPKCS8
  // would take PKCS#8 only and a PKCS#1 key that passed the check at start would fail every push.
  let clave: KeyObject | null = null;

  async function pedir(): Promise<TokenDeAcceso> {
    const emitido = Math.floor(ahora() / 1000);
    let asercion: string;
    try {
      clave ??= createPrivateKey(cuenta.private_key);
      asercion = await new SignJWT({ scope: ALCANCE_FCM })
        .setProtectedHeader({
          alg: 'RS256',
          typ: 'JWT',
          ...(cuenta.private_key_id ? { kid: cuenta.private_key_id } : {}),
        })
        .setIssuer(cuenta.client_email)
        .setAudience(cuenta.token_uri)
        .setIssuedAt(emitido)
        .setExpirationTime(emitido + VIDA_ASERCION_S)
        .sign(clave);
    } catch (error) {
      clave = null;
      return {
        ok: false,
        error:
          `No se pudo firmar la solicitud de token: ${error instanceof Error ? error.message : String(error)}`.slice(
            0,
            500,
          ),
      };
    }
    let respuesta: Response;
    try {
      respuesta = await f(cuenta.token_uri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: GRANT_JWT_BEARER, assertion: asercion }).toString(),
        signal: AbortSignal.timeout(TIEMPO_MAXIMO_MS),
      });
    } catch (error) {
      return {
        ok: false,
        error:
          `Sin respuesta del servicio de tokens: ${error instanceof Error ? error.message : String(error)}`.slice(
            0,
            500,
          ),
      };
    }
    const cuerpo = (await respuesta.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
      error_description?: unknown;
    } | null;
    const token = cuerpo?.access_token;
    if (!respuesta.ok || typeof token !== 'string' || !token) {
      const motivo = [cuerpo?.error, cuerpo?.error_description]
        .filter((v) => typeof v === 'string')
        .join(': ');
      return {
        ok: false,
        error:
          `El servicio de tokens no entregó un token de acceso (HTTP ${respuesta.status}${motivo ? ` ${motivo}` : ''})`.slice(
            0,
            500,
          ),
      };
    }
    const segundos =
      typeof cuerpo?.expires_in === 'number' && cuerpo.expires_in > 0 ? cuerpo.expires_in : VIDA_ASERCION_S;
    guardado = { token, venceMs: ahora() + segundos * 1000 };
    return { ok: true, token };
  }

  return {
    async obtener() {
      if (guardado && ahora() < guardado.venceMs - MARGEN_RENOVACION_MS)
        return { ok: true, token: guardado.token };
      enCurso ??= pedir().finally(() => {
        enCurso = null;
      });
      return enCurso;
    },
    descartar(token) {
      if (guardado?.token === token) guardado = null;
    },
  };
}
