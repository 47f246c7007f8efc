/**
 * The ONE HTTP client of the external payroll/ERP system ("Midasoft" in the old product), configured by
 * ERP_URL (+ optional ERP_TOKEN sent as a bearer token; NOMINA_URL/NOMINA_TOKEN are accepted aliases, see
 * env.ts). Every call carries an `Idempotency-Key` (the outbox row it delivers), so a retry after a lost
 * answer never creates twice. The API only checks the configuration and queues calls in the outbox; the
 * delivery worker (entrega-erp.ts and apps/server/src/outbox/) calls this client.
 *
 * Contract (ours; documented in docs/decisiones/outbox-e-integraciones.md):
 *   POST /requisiciones  {requisicion}           → 2xx {codigo}
 *   POST /contratos      {orden}                 → 2xx {empleados: [{numeroDocumento, codigoEmpleado, contrato}]}
 *   POST /hojas-de-vida  {CV}                    → 2xx
 *   POST /inducciones    {induccion}             → 2xx
 *   GET  /maestros/{tipo}                        → 2xx [{codigo, nombre, porcentaje?, nivel?}]
 * 2xx = success; 409 = refused with a message in `msj` (or `mensaje`/`detail`) users must see; other 4xx =
 * refused for good; 408/429/5xx or a network failure = try again later.
 */
import { z } from 'zod';
import { envErp } from './env';
import type { RespuestaExterna } from './respuesta';

export interface ConfigErp {
  url: string;
  token: string | undefined;
}

/** The ERP configuration from the environment; null when not configured (then nothing is queued). */
export function configErp(): ConfigErp | null {
  const e = envErp();
  return e.url ? { url: e.url.replace(/\/+$/, ''), token: e.token } : null;
}

export type RespuestaErp<T = unknown> = RespuestaExterna<{ datos: T }>;

/** Body of a refusal (409 or other 4xx): the first message field present. */
const CuerpoError = z
  .object({
    msj: z.string().optional(),
    mensaje: z.string().optional(),
    detail: z.string().optional(),
    message: z.string().optional(),
  })
  .catch({});

const TIEMPO_MS = 15_000;

function mensajeDe(texto: string): string | null {
  let cuerpo: unknown;
  try {
    cuerpo = JSON.parse(texto);
  } catch {
    return texto.trim() ? texto.trim().slice(0, 500) : null;
  }
  const e = CuerpoError.parse(cuerpo);
  const m = e.msj ?? e.mensaje ?? e.detail ?? e.message;
  return m ? m.slice(0, 500) : null;
}

export const RespuestaRequisicion = z.object({ codigo: z.string().min(1).max(60) });
export const RespuestaContrato = z.object({
  empleados: z.array(
    z.object({
      numeroDocumento: z.string(),
      codigoEmpleado: z.string().min(1).max(60),
      contrato: z.string().min(1).max(60),
    }),
  ),
});
export const MAESTROS_ERP = ['cargos', 'niveles', 'centros-trabajo', 'centros-costo', 'conceptos'] as const;
export type MaestroErp = (typeof MAESTROS_ERP)[number];
export const FilaMaestroErp = z.object({
  codigo: z.string().min(1).max(40),
  nombre: z.string().min(1).max(200),
  porcentaje: z.number().nullable().optional(),
  nivel: z.number().int().min(1).max(5).nullable().optional(),
});
export type FilaMaestroErp = z.infer<typeof FilaMaestroErp>;

/** What the rest of the code sees of the ERP (tests and the worker depend on this, not on HTTP). */
export interface ClienteErp {
  crearRequisicion(
    cuerpo: Record<string, unknown>,
    clave: string,
  ): Promise<RespuestaErp<z.infer<typeof RespuestaRequisicion>>>;
  crearContrato(
    cuerpo: Record<string, unknown>,
    clave: string,
  ): Promise<RespuestaErp<z.infer<typeof RespuestaContrato>>>;
  enviarHojaDeVida(cuerpo: Record<string, unknown>, clave: string | null): Promise<RespuestaErp<null>>;
  iniciarInduccion(cuerpo: Record<string, unknown>, clave: string): Promise<RespuestaErp<null>>;
  consultarMaestro(tipo: MaestroErp): Promise<RespuestaErp<FilaMaestroErp[]>>;
}

/** The HTTP implementation. `fetcher` is a test seam only (tests use a real local HTTP server instead). */
export function clienteErpHttp(config: ConfigErp, fetcher: typeof fetch = fetch): ClienteErp {
  async function llamar<T>(
    metodo: 'GET' | 'POST',
    ruta: string,
    cuerpo: unknown,
    clave: string | null,
    esquema: z.ZodType<T> | null,
  ): Promise<RespuestaErp<T>> {
    let res: Response;
    try {
      res = await fetcher(`${config.url}${ruta}`, {
        method: metodo,
        headers: {
          accept: 'application/json',
          ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }),
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
          ...(clave ? { 'idempotency-key': clave } : {}),
        },
        body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
        signal: AbortSignal.timeout(TIEMPO_MS),
      });
    } catch (error) {
      return {
        resultado: 'reintentar',
        error:
          `No fue posible conectar con el sistema de nómina: ${error instanceof Error ? error.message : String(error)}`.slice(
            0,
            500,
          ),
      };
    }
    const texto = await res.text().catch(() => '');
    if (res.ok) {
      if (!esquema) return { resultado: 'aceptado', datos: null as T };
      let json: unknown;
      try {
        json = JSON.parse(texto);
      } catch {
        json = undefined;
      }
      const datos = esquema.safeParse(json);
      // A success we cannot read is not marked done: the retry (same idempotency key) asks again.
      return datos.success
        ? { resultado: 'aceptado', datos: datos.data }
        : { resultado: 'reintentar', error: 'El sistema de nómina respondió con un formato inesperado' };
    }
    const mensaje = mensajeDe(texto);
    if (res.status === 409)
      return {
        resultado: 'rechazado',
        status: 409,
        mensaje: mensaje ?? 'El sistema de nómina rechazó la solicitud.',
      };
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
      return {
        resultado: 'rechazado',
        status: res.status,
        mensaje: `El sistema de nómina respondió ${res.status}${mensaje ? `: ${mensaje}` : ''}`,
      };
    }
    return {
      resultado: 'reintentar',
      error: `El sistema de nómina respondió ${res.status}${mensaje ? `: ${mensaje}` : ''}`,
    };
  }
  return {
    crearRequisicion: (cuerpo, clave) =>
      llamar('POST', '/requisiciones', cuerpo, clave, RespuestaRequisicion),
    crearContrato: (cuerpo, clave) => llamar('POST', '/contratos', cuerpo, clave, RespuestaContrato),
    enviarHojaDeVida: (cuerpo, clave) => llamar('POST', '/hojas-de-vida', cuerpo, clave, null),
    iniciarInduccion: (cuerpo, clave) => llamar('POST', '/inducciones', cuerpo, clave, null),
    consultarMaestro: (tipo) =>
      llamar('GET', `/maestros/${tipo}`, undefined, null, z.array(FilaMaestroErp).max(10_000)),
  };
}
