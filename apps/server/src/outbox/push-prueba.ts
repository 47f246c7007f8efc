/**
 * A tiny local fake of Firebase Cloud Messaging HTTP v1 and of Google's OAuth2 token endpoint (node:http on
 * 127.0.0.1) for the outbox tests. It makes its own service account (a fresh RSA key): `/token` verifies the signed
 * assertion with the account's public key and its claims, and issues access tokens of `vidaTokenS` seconds; the
 * messages endpoint answers 401 to anything but a live token it issued.
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { ALCANCE_FCM, GRANT_JWT_BEARER, type CuentaServicio } from './token-fcm';

export interface PeticionPush {
  ruta: string;
  headers: IncomingHttpHeaders;
  cuerpo: {
    message?: {
      token?: string;
      notification?: { title?: string; body?: string };
      data?: Record<string, string>;
    };
  };
}

export interface PushPrueba {
  url: string;
  /** The service account to configure: its token_uri is this fake's /token. */
  cuenta: CuentaServicio;
  recibidas: PeticionPush[];
  /** Access tokens issued, in order; and the assertions refused (with the reason). */
  emitidos: string[];
  rechazos: string[];
  /** Lifetime (expires_in) of the next tokens. */
  vidaTokenS: number;
  /** Status the token endpoint answers instead of issuing (null: it issues). */
  fallaToken: number | null;
  /** Tokens FCM stops accepting before their expiry (it answers 401). */
  revocados: Set<string>;
  /** Answers by device token, used in order (the last one repeats); default 200 with a message name. */
  respuestas: Map<string, { status: number; cuerpo: unknown }[]>;
  cerrar(): Promise<void>;
}

async function verificarAsercion(
  form: URLSearchParams,
  publica: KeyObject,
  cuenta: CuentaServicio,
): Promise<string | null> {
  if (form.get('grant_type') !== GRANT_JWT_BEARER) return `grant_type ${form.get('grant_type')}`;
  try {
    const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', publica, {
      algorithms: ['RS256'],
      issuer: cuenta.client_email,
      audience: cuenta.token_uri,
    });
    if (protectedHeader.kid !== cuenta.private_key_id) return `kid ${protectedHeader.kid}`;
    if (payload.scope !== ALCANCE_FCM) return `scope ${String(payload.scope)}`;
    if (
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number' ||
      payload.exp - payload.iat > 3600
    )
      return 'exp más de una hora después de iat';
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export async function iniciarPushPrueba(): Promise<PushPrueba> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const vence = new Map<string, number>();
  const estado = {
    recibidas: [] as PeticionPush[],
    emitidos: [] as string[],
    rechazos: [] as string[],
    vidaTokenS: 3600,
    fallaToken: null as number | null,
    revocados: new Set<string>(),
    respuestas: new Map<string, { status: number; cuerpo: unknown }[]>(),
  };
  const cuenta: CuentaServicio = {
    client_email: 'talento-push@proyecto-prueba.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    private_key_id: 'clave-1',
    token_uri: '',
  };
  const server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (b: Buffer) => partes.push(b));
    req.on('end', () => {
      const texto = Buffer.concat(partes).toString('utf8');
      const responder = (status: number, cuerpo: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(cuerpo));
      };
      if (req.url === '/token') {
        void verificarAsercion(new URLSearchParams(texto), publicKey, cuenta).then((rechazo) => {
          if (estado.fallaToken !== null)
            return responder(estado.fallaToken, {
              error: 'internal_failure',
              error_description: 'Servicio de tokens no disponible',
            });
          if (rechazo) {
            estado.rechazos.push(rechazo);
            return responder(400, { error: 'invalid_grant', error_description: rechazo });
          }
          const token = `ya29.prueba-${estado.emitidos.length + 1}`;
          estado.emitidos.push(token);
          vence.set(token, Date.now() + estado.vidaTokenS * 1000);
          responder(200, { access_token: token, expires_in: estado.vidaTokenS, token_type: 'Bearer' });
        });
        return;
      }
      const cuerpo = JSON.parse(texto || '{}') as PeticionPush['cuerpo'];
      estado.recibidas.push({ ruta: req.url ?? '', headers: req.headers, cuerpo });
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!(vence.get(bearer)! > Date.now()) || estado.revocados.has(bearer)) {
        return responder(401, {
          error: { status: 'UNAUTHENTICATED', message: 'Request had invalid authentication credentials.' },
        });
      }
      const lista = estado.respuestas.get(cuerpo.message?.token ?? '') ?? [];
      const r = (lista.length > 1 ? lista.shift() : lista[0]) ?? {
        status: 200,
        cuerpo: { name: `projects/p/messages/${estado.recibidas.length}` },
      };
      responder(r.status, r.cuerpo);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  cuenta.token_uri = `${url}/token`;
  return Object.assign(estado, {
    url,
    cuenta,
    cerrar: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
