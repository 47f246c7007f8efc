/**
 * The ONE HTTP client of the test platform (psychometric tests and video interviews), configured by
 * PRUEBAS_URL (+ optional PRUEBAS_TOKEN sent as a bearer token; env.ts). Every call carries an
 * `Idempotency-Key` (the outbox row it delivers), so a retry after a lost answer never creates twice. The API
 * only queues calls in the outbox (pruebas-outbox.ts); the server's delivery worker calls this client.
 *
 * Contract (ours; documented in docs/decisiones/outbox-e-integraciones.md):
 *   POST /procesos     {pedidoId, cargo, cliente, pruebas, detac, competencias, valores, preguntas} → 2xx {codigo}
 *   POST /invitaciones {pedidoId, correo, pruebas}                                             → 2xx
 *   POST /entrevistas  {pedidoId, correo, preguntas}                                           → 2xx
 * 2xx = success; 409 and other 4xx = refused for good (message in `mensaje`/`msj`/`detail`); 408/429/5xx or a
 * network failure = try again later. Results come back signed on POST /api/integraciones/pruebas/resultados.
 */
import { z } from 'zod';
import { envPruebas } from './env';
import type { RespuestaExterna } from './respuesta';

export interface ConfigPruebas {
  url: string;
  token: string | undefined;
}

/** The platform configuration from the environment; null when not configured (calls stay Pendiente). */
export function configPruebas(): ConfigPruebas | null {
  const e = envPruebas();
  return e.url ? { url: e.url.replace(/\/+$/, ''), token: e.token } : null;
}

export type RespuestaPruebas = RespuestaExterna<{ codigo: string | null }>;

export const OPERACIONES_PRUEBAS = ['proceso', 'invitacion', 'entrevista'] as const;
export type OperacionPruebas = (typeof OPERACIONES_PRUEBAS)[number];

const RUTAS: Record<OperacionPruebas, string> = {
  proceso: '/procesos',
  invitacion: '/invitaciones',
  entrevista: '/entrevistas',
};

const CuerpoError = z
  .object({ msj: z.string().optional(), mensaje: z.string().optional(), detail: z.string().optional() })
  .catch({});
const CuerpoExito = z.object({ codigo: z.union([z.string(), z.number()]).optional() }).catch({});

const TIEMPO_MS = 15_000;
const NOMBRE = 'La plataforma de pruebas';

function leerJson(texto: string): unknown {
  try {
    return JSON.parse(texto);
  } catch {
    return undefined;
  }
}

function mensajeDe(texto: string): string | null {
  const json = leerJson(texto);
  if (json === undefined) return texto.trim() ? texto.trim().slice(0, 500) : null;
  const e = CuerpoError.parse(json);
  const m = e.msj ?? e.mensaje ?? e.detail;
  return m ? m.slice(0, 500) : null;
}

/** What the worker sees of the platform (tests depend on this, not on HTTP). */
export interface ClientePruebas {
  llamar(
    operacion: OperacionPruebas,
    cuerpo: Record<string, unknown>,
    clave: string,
  ): Promise<RespuestaPruebas>;
}

/** The HTTP implementation; never throws (a network failure is 'reintentar'). */
export function clientePruebasHttp(config: ConfigPruebas): ClientePruebas {
  return {
    async llamar(operacion, cuerpo, clave) {
      let res: Response;
      try {
        res = await fetch(`${config.url}${RUTAS[operacion]}`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'idempotency-key': clave,
            ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
          },
          body: JSON.stringify(cuerpo),
          signal: AbortSignal.timeout(TIEMPO_MS),
        });
      } catch (error) {
        return {
          resultado: 'reintentar',
          error:
            `No fue posible conectar con la plataforma de pruebas: ${error instanceof Error ? error.message : String(error)}`.slice(
              0,
              500,
            ),
        };
      }
      const texto = await res.text().catch(() => '');
      if (res.ok) {
        const codigo = CuerpoExito.parse(leerJson(texto)).codigo;
        return { resultado: 'aceptado', codigo: codigo === undefined ? null : String(codigo).slice(0, 100) };
      }
      const mensaje = mensajeDe(texto);
      const detalle = `${NOMBRE} respondió ${res.status}${mensaje ? `: ${mensaje}` : ''}`;
      if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
        return {
          resultado: 'rechazado',
          status: res.status,
          mensaje: res.status === 409 && mensaje ? mensaje : detalle,
        };
      }
      return { resultado: 'reintentar', error: detalle };
    },
  };
}
