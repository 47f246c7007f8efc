import { isIP } from 'node:net';
import path from 'node:path';
import { leerOrigenesReportes, SOLICITUDES_DISPOSITIVO_POR_MINUTO } from '@talento/rules';
import { z } from 'zod';
import { ANONIMOS_POR_MINUTO } from './http/limite-anonimos';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Names `proxy-addr` (express's `trust proxy`) understands besides addresses and subnets. */
const NOMBRES_DE_RED = new Set(['loopback', 'linklocal', 'uniquelocal']);
const esDireccionDeProxy = (v: string) => {
  const [direccion = '', prefijo] = v.split('/');
  if (NOMBRES_DE_RED.has(v)) return true;
  const version = isIP(direccion);
  if (!version) return false;
  return prefijo === undefined || (/^\d{1,3}$/.test(prefijo) && Number(prefijo) <= (version === 4 ? 32 : 128));
};

/**
 * Addresses of the load balancers allowed to set X-Forwarded-For/-Proto (comma-separated addresses, subnets or
 * loopback/linklocal/uniquelocal). `true` is refused: trusting whoever connects would let any client forge its address.
 */
const proxies = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean))
  .refine((lista) => lista.every(esDireccionDeProxy), {
    message: 'indique las direcciones del balanceador separadas por comas (por ejemplo 10.0.0.5, 10.0.0.0/24 o loopback)',
  });

/** REPORTES_ORIGENES: origins the named reports are framed from (the CSP frame-src); an invalid entry stops the start. */
const origenesReportes = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const { origenes, invalidos } = leerOrigenesReportes(v);
    if (invalidos.length) ctx.addIssue({ code: 'custom', message: `orígenes no válidos (${invalidos.join(', ')}): use https://servidor[:puerto], sin ruta; http solo para localhost` });
    return origenes;
  });

/** Every environment variable the server reads, validated once at start (README lists them). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  TALENTO_PG_DIR: z.string().default('.data/pg'),
  TALENTO_PG_EPHEMERAL: bool,
  TALENTO_SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  TALENTO_PUBLIC_URL: z.string().url().optional(),
  TALENTO_TRUST_PROXY: proxies,
  /** Calls per minute from one address without a session (login, FAC answered by candidates) before 429. */
  TALENTO_ANONIMOS_POR_MINUTO: z.coerce.number().int().min(1).max(100_000).default(ANONIMOS_POR_MINUTO),
  /** Requests per minute from one merchandiser device (its API token) before 429. */
  DISPOSITIVOS_POR_MINUTO: z.coerce.number().int().min(1).max(100_000).default(SOLICITUDES_DISPOSITIVO_POR_MINUTO),
  /** Google Maps browser key; only with it does the CSP allow maps.googleapis.com. Empty (`GOOGLE_MAPS_API_KEY=`, as
   * deployment templates leave it) is no key: the map draws on SVG. */
  GOOGLE_MAPS_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** Origins the named reports (/reporte/:id) are framed from, separated by commas or spaces (none: no report frames). */
  REPORTES_ORIGENES: origenesReportes,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Talento <no-responder@talento.local>'),
  /** How often the outbox worker looks for Pendiente e-mails (ms). */
  OUTBOX_INTERVALO_MS: z.coerce.number().int().min(500).max(3_600_000).default(5000),
  /** Delivery attempts before an outbox e-mail is marked Error. */
  OUTBOX_INTENTOS: z.coerce.number().int().min(1).max(20).default(5),
  /** The daily stock job (expiries, levels, automatic stock orders): off with false/0. */
  STOCK_MANTENIMIENTO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** When it runs: a cron expression (5 fields) in America/Bogota; default every day at 05:00. */
  STOCK_MANTENIMIENTO_CRON: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4}$/, { message: 'indique una expresión cron de 5 campos, por ejemplo "0 5 * * *"' })
    .default('0 5 * * *'),
  /** The operations-indicators job (issue 19): off with false/0. */
  REPORTES_INDICADORES: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** When it looks for stale days: a cron expression (5 fields) in America/Bogota; default every minute. */
  REPORTES_CRON: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4}$/, { message: 'indique una expresión cron de 5 campos, por ejemplo "* * * * *"' })
    .default('* * * * *'),
  /** Today's figures are recomputed when older than this many minutes. */
  REPORTES_FRESCURA_MINUTOS: z.coerce.number().int().min(1).max(1440).default(10),
  /** Payroll/ERP system: CV sends, requisitions, filing, induction, masters (optional; without it the UI says so). */
  ERP_URL: z.string().url().optional(),
  /** Bearer token for the ERP (optional). */
  ERP_TOKEN: z.string().min(1).optional(),
  /** Older name of ERP_URL, still accepted (ERP_URL wins when both are set). */
  NOMINA_URL: z.string().url().optional(),
  /** Bearer token for the payroll system (optional). */
  NOMINA_TOKEN: z.string().min(1).optional(),
  /** Test platform (psychometric tests, video interviews): its API (optional; without it the calls stay Pendiente). */
  PRUEBAS_URL: z.string().url().optional(),
  /** Bearer token of our calls to the test platform (optional). */
  PRUEBAS_TOKEN: z.string().min(1).optional(),
  /** Shared secret the platform signs its results with (HMAC-SHA256); without it results are refused (503). */
  PRUEBAS_SECRETO: z.string().min(32, { message: 'el secreto debe tener al menos 32 caracteres' }).optional(),
  /** Push provider of merchandisers' notifications (FCM HTTP v1 shape): its base URL, e.g. https://fcm.googleapis.com (optional; without it notifications stay Pendiente and phones fetch them). */
  PUSH_URL: z.string().url().optional(),
  /** The provider's project id (the {proyecto} of /v1/projects/{proyecto}/messages:send). */
  PUSH_PROYECTO: z.string().trim().min(1).max(200).optional(),
  /** Bearer token of our calls to the push provider. */
  PUSH_TOKEN: z.string().min(1).optional(),
  /** CV searches run at once (the rest wait their turn); default: the machine's cores. */
  BUSQUEDA_CONCURRENCIA: z.coerce.number().int().min(1).max(64).optional(),
  /** Processes answering HTTP (node:cluster); 1 = the same process that keeps the database (see procesos-web.ts). */
  TALENTO_PROCESOS: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

/** The push provider's configuration, or null when any of its three variables is missing (nothing is pushed). */
export function configPush(env: Pick<Env, 'PUSH_URL' | 'PUSH_PROYECTO' | 'PUSH_TOKEN'>): { url: string; proyecto: string; token: string } | null {
  return env.PUSH_URL && env.PUSH_PROYECTO && env.PUSH_TOKEN ? { url: env.PUSH_URL, proyecto: env.PUSH_PROYECTO, token: env.PUSH_TOKEN } : null;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const detalle = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida: ${detalle}`);
  }
  return parsed.data;
}

/** Root of the repository (where .data/ lives), whether running from src/ or dist/. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
