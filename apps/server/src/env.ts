import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { leerOrigenesReportes, SOLICITUDES_DISPOSITIVO_POR_MINUTO } from '@talento/rules';
import { z } from 'zod';
import { baseDeDatos } from './base-de-datos';
import { cuentaDesdeTexto, type CuentaServicioPush } from './env-cuenta-push';
import { ANONIMOS_POR_MINUTO } from './http/limite-anonimos';

export { carpetaRespaldos, entornoProcesoWeb, REPO_ROOT, type BaseDeDatos } from './base-de-datos';
export type { CuentaServicioPush } from './env-cuenta-push';

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
  return (
    prefijo === undefined || (/^\d{1,3}$/.test(prefijo) && Number(prefijo) <= (version === 4 ? 32 : 128))
  );
};

/**
 * Addresses of the load balancers allowed to set X-Forwarded-For/-Proto (comma-separated addresses, subnets or
 * loopback/linklocal/uniquelocal). `true` is refused: trusting whoever connects would let any client forge its address.
 */
const proxies = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((lista) => lista.every(esDireccionDeProxy), {
    message:
      'indique las direcciones del balanceador separadas por comas (por ejemplo 10.0.0.5, 10.0.0.0/24 o loopback)',
  });

/** REPORTES_ORIGENES: origins the named reports are framed from (the CSP frame-src); an invalid entry stops the start. */
const origenesReportes = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const { origenes, invalidos } = leerOrigenesReportes(v);
    if (invalidos.length)
      ctx.addIssue({
        code: 'custom',
        message: `orígenes no válidos (${invalidos.join(', ')}): use https://servidor[:puerto], sin ruta; http solo para localhost`,
      });
    return origenes;
  });

/** Every environment variable the server reads, validated once at start (README lists them). */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().url().optional(),
    TALENTO_PG_DIR: z.string().default('.data/pg'),
    TALENTO_PG_EPHEMERAL: bool,
    /**
     * Tests only: the answers of the frequent reads are checked against their output schema, each one exactly
     * (packages/api salida-de-lectura-frecuente.ts); off, they are sent as the service built them.
     */
    TALENTO_VERIFICAR_SALIDAS: bool,
    /** Where `npm run respaldo` writes the backups of the embedded PostgreSQL (better another disk than .data/pg). */
    TALENTO_RESPALDOS_DIR: z.string().trim().min(1).default('.data/respaldos'),
    /**
     * With DATABASE_URL, the pg_dump `npm run respaldo` uses for its logical dump (default: Debian's of the server's
     * version, then pg_dump on the PATH; it must be of the server's major version or newer).
     */
    TALENTO_PG_DUMP: z.string().trim().min(1).optional(),
    /** Backups kept: the newest this many… */
    TALENTO_RESPALDOS_CONSERVAR: z.coerce.number().int().min(1).max(1000).default(7),
    /** …and none older than this many days (the newest verified one is always kept). */
    TALENTO_RESPALDOS_DIAS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * Not for operators: the primary sets it for its web processes (TALENTO_PROCESOS > 1) on the embedded PostgreSQL,
     * the cluster's data folder (absolute), beside DATABASE_URL pointing at that cluster; see `base` and
     * entornoProcesoWeb.
     */
    TALENTO_BASE_EMBEBIDA: z
      .string()
      .trim()
      .refine((v) => path.isAbsolute(v), { message: 'debe ser una ruta absoluta' })
      .optional(),
    /** The scheduled backup of the embedded PostgreSQL (ignored with DATABASE_URL): off with false/0. */
    TALENTO_RESPALDOS: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    /** When it runs: a cron expression (5 fields) in America/Bogota; default every day at 02:00. */
    TALENTO_RESPALDOS_CRON: z
      .string()
      .trim()
      .regex(/^\S+( \S+){4}$/, { message: 'indique una expresión cron de 5 campos, por ejemplo "0 2 * * *"' })
      .default('0 2 * * *'),
    TALENTO_SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
    TALENTO_PUBLIC_URL: z.string().url().optional(),
    TALENTO_TRUST_PROXY: proxies,
    /** Calls per minute from one address without a session (login, FAC answered by candidates) before 429. */
    TALENTO_ANONIMOS_POR_MINUTO: z.coerce.number().int().min(1).max(100_000).default(ANONIMOS_POR_MINUTO),
    /** Requests per minute from one merchandiser device (its API token) before 429. */
    DISPOSITIVOS_POR_MINUTO: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(SOLICITUDES_DISPOSITIVO_POR_MINUTO),
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
    /**
     * How long (ms) a session row read from PostgreSQL is reused by this process. Changes reach every instance at once by
     * NOTIFY; the TTL only bounds how stale a session could be if a notification were lost. 0 turns the cache off.
     */
    TALENTO_CACHE_SESIONES_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
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
    /** When the monthly retention run of personal data runs (5-field cron, America/Bogota); default the 1st at 03:00. */
    RETENCION_DATOS_CRON: z
      .string()
      .trim()
      .regex(/^\S+( \S+){4}$/, { message: 'indique una expresión cron de 5 campos, por ejemplo "0 3 1 * *"' })
      .default('0 3 1 * *'),
    /** How often the main process looks for confirmed import batches to apply (issue 36), in milliseconds. */
    IMPORTACION_SONDEO_MS: z.coerce.number().int().min(200).max(600_000).default(2000),
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
    PRUEBAS_SECRETO: z
      .string()
      .min(32, { message: 'el secreto debe tener al menos 32 caracteres' })
      .optional(),
    /**
     * Push of merchandisers' notifications (Firebase Cloud Messaging HTTP v1): the service account's JSON key, as the
     * variable's text or in a file (one of the two). Without it nothing is pushed: notifications stay Pendiente and
     * the phones fetch them. Access tokens are minted from it (outbox/token-fcm.ts).
     */
    PUSH_CUENTA_SERVICIO: z
      .string()
      .optional()
      .transform((v, ctx) => (v?.trim() ? cuentaDesdeTexto(v, ctx) : undefined)),
    PUSH_CUENTA_SERVICIO_ARCHIVO: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        let texto: string;
        try {
          texto = readFileSync(v, 'utf8');
        } catch (error) {
          ctx.addIssue({
            code: 'custom',
            message: `no se pudo leer ${v}: ${error instanceof Error ? error.message : String(error)}`,
          });
          return undefined;
        }
        return cuentaDesdeTexto(texto, ctx);
      }),
    /** FCM's base URL (tests point it to a local fake). */
    PUSH_URL: z.string().url().default('https://fcm.googleapis.com'),
    /** The Firebase project (the {proyecto} of /v1/projects/{proyecto}/messages:send); default the account's project_id. */
    PUSH_PROYECTO: z.string().trim().min(1).max(200).optional(),
    /** Refused: FCM HTTP v1 takes no fixed token (it was the bearer of an earlier version). */
    PUSH_TOKEN: z
      .string()
      .optional()
      .refine((v) => !v, {
        message:
          'ya no se usa: FCM HTTP v1 pide tokens de acceso de corta vida; indique la cuenta de servicio en PUSH_CUENTA_SERVICIO o PUSH_CUENTA_SERVICIO_ARCHIVO',
      }),
    /** CV searches run at once (the rest wait their turn); default: the machine's cores. */
    BUSQUEDA_CONCURRENCIA: z.coerce.number().int().min(1).max(64).optional(),
    /** Processes answering HTTP (node:cluster); 1 = the same process that keeps the database (see procesos-web.ts). */
    TALENTO_PROCESOS: z.coerce.number().int().min(1).max(64).default(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    // Fast mode turns fsync and synchronous commit off: acknowledged writes are lost when the machine stops.
    if (env.TALENTO_PG_EPHEMERAL && env.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['TALENTO_PG_EPHEMERAL'],
        message:
          'es solo para pruebas (borra la base al detenerse y no espera al disco: pierde escrituras confirmadas); no se usa con NODE_ENV=production',
      });
    if (env.TALENTO_BASE_EMBEBIDA && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['TALENTO_BASE_EMBEBIDA'],
        message:
          'la pone el proceso principal a sus procesos web junto con DATABASE_URL; no la configure (sin DATABASE_URL se usa TALENTO_PG_DIR)',
      });
    if (env.PUSH_CUENTA_SERVICIO && env.PUSH_CUENTA_SERVICIO_ARCHIVO)
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_CUENTA_SERVICIO'],
        message:
          'indique la cuenta de servicio una sola vez (PUSH_CUENTA_SERVICIO o PUSH_CUENTA_SERVICIO_ARCHIVO)',
      });
    const cuenta = env.PUSH_CUENTA_SERVICIO ?? env.PUSH_CUENTA_SERVICIO_ARCHIVO;
    if (cuenta && !env.PUSH_PROYECTO && !cuenta.project_id)
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_PROYECTO'],
        message: 'indique el proyecto de Firebase (la cuenta de servicio no trae project_id)',
      });
  })
  .transform((env) => ({ ...env, base: baseDeDatos(env) }));

export type Env = z.infer<typeof EnvSchema>;

/** The push provider's configuration, or null without a service account (nothing is pushed). */
export function configPush(
  env: Pick<Env, 'PUSH_URL' | 'PUSH_PROYECTO' | 'PUSH_CUENTA_SERVICIO' | 'PUSH_CUENTA_SERVICIO_ARCHIVO'>,
): { url: string; proyecto: string; cuenta: CuentaServicioPush } | null {
  const cuenta = env.PUSH_CUENTA_SERVICIO ?? env.PUSH_CUENTA_SERVICIO_ARCHIVO;
  const proyecto = env.PUSH_PROYECTO ?? cuenta?.project_id;
  return cuenta && proyecto ? { url: env.PUSH_URL, proyecto, cuenta } : null;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const detalle = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida: ${detalle}`);
  }
  return parsed.data;
}
