/**
 * Adapter of the external payroll/ERP system ("Midasoft" in the old product; spec 03 §7 "Send CV to the
 * payroll system", a 409 gives a server message). A real HTTP client configured by NOMINA_URL (and an
 * optional NOMINA_TOKEN sent as a bearer token). The API only checks the configuration and queues the
 * send in the outbox; the server's outbox worker (apps/server/src/outbox/entregar-nomina.ts) calls
 * `enviarANomina`.
 *
 * Contract: POST {NOMINA_URL}/hojas-de-vida with the JSON payload below. 2xx = accepted; 409 = refused
 * with a message in `msj` (or `mensaje` / `detail`) that users must see; other 4xx = refused for good;
 * 5xx or a network failure = try again later.
 */
import { z } from 'zod';
import { envNomina } from './env';

export interface ConfigNomina {
  url: string;
  token: string | undefined;
}

/** The payroll configuration from the environment (apps/server/src/env.ts validates it at start); null when not configured. */
export function configNomina(): ConfigNomina | null {
  const e = envNomina();
  return e.NOMINA_URL ? { url: e.NOMINA_URL.replace(/\/+$/, ''), token: e.NOMINA_TOKEN } : null;
}

/** What is sent: the CV data the payroll system needs to open or update the employee record. */
export const PayloadNomina = z.object({
  candidatoId: z.number().int(),
  pedidoId: z.number().int().nullable(),
  tipoDocumento: z.number().int(),
  numeroDocumento: z.string(),
  nombre1: z.string(),
  nombre2: z.string().nullable(),
  apellido1: z.string(),
  apellido2: z.string().nullable(),
  email: z.string(),
  telefono: z.string(),
  whatsapp: z.string().nullable(),
  fechaNacimiento: z.string().nullable(),
  genero: z.number().int().nullable(),
  estadoCivil: z.number().int().nullable(),
  direccion: z.string().nullable(),
  ciudad: z.string().nullable(),
  nivelAcademico: z.number().int().nullable(),
  profesiones: z.array(z.string()),
  experiencias: z.array(
    z.object({ empresa: z.string(), cargo: z.string(), fechaIngreso: z.string().nullable(), fechaRetiro: z.string().nullable(), actual: z.boolean() }),
  ),
  /** 'envio' from the options menu; 'actualizacion' after a staff edit of a hired candidate. */
  motivo: z.enum(['envio', 'actualizacion']),
});
export type PayloadNomina = z.infer<typeof PayloadNomina>;

/** Body of a refusal (409 or other 4xx): the first message field present. */
const CuerpoError = z
  .object({ msj: z.string().optional(), mensaje: z.string().optional(), detail: z.string().optional(), message: z.string().optional() })
  .catch({});

export type RespuestaNomina =
  | { resultado: 'aceptado' }
  | { resultado: 'rechazado'; status: number; mensaje: string }
  | { resultado: 'reintentar'; error: string };

const TIEMPO_MS = 15_000;

async function mensajeDe(res: Response): Promise<string | null> {
  const texto = await res.text().catch(() => '');
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

/** Sends one CV to the payroll system. Never throws for HTTP answers; a network failure is 'reintentar'. */
export async function enviarANomina(config: ConfigNomina, payload: PayloadNomina, fetcher: typeof fetch = fetch): Promise<RespuestaNomina> {
  const cuerpo = PayloadNomina.parse(payload);
  let res: Response;
  try {
    res = await fetcher(`${config.url}/hojas-de-vida`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
      body: JSON.stringify(cuerpo),
      signal: AbortSignal.timeout(TIEMPO_MS),
    });
  } catch (error) {
    return { resultado: 'reintentar', error: `No fue posible conectar con el sistema de nómina: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500) };
  }
  if (res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return { resultado: 'aceptado' };
  }
  const mensaje = await mensajeDe(res);
  if (res.status === 409) return { resultado: 'rechazado', status: 409, mensaje: mensaje ?? 'El sistema de nómina rechazó la hoja de vida.' };
  if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
    return { resultado: 'rechazado', status: res.status, mensaje: `El sistema de nómina respondió ${res.status}${mensaje ? `: ${mensaje}` : ''}` };
  }
  return { resultado: 'reintentar', error: `El sistema de nómina respondió ${res.status}${mensaje ? `: ${mensaje}` : ''}` };
}
