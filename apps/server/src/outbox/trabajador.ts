import type { MikroORM } from '@mikro-orm/postgresql';
import {
  clienteErpHttp,
  configErp,
  configPruebas,
  entregasOutbox,
  refrescarMaestros,
  type ConfigErp,
  type ConfigPruebas,
  type EntregaDeTipo,
  type EntregaSinConfigurar,
  type ResultadoDeEntrega,
} from '@talento/api';
import { TipoMensajeSaliente } from '@talento/rules';
import { clientePush, type ConfigPush } from './cliente-push';
import { bombeoPeriodico, colaConReintentos } from './cola-reintentos';
import { periodico } from './periodico';
import { crearTransporte, type Transporte } from './transporte';

/** The pg-boss queue of one kind of outbox row delivered one job per row ('cola' in the API's registry). */
export const colaDe = (tipo: string) => `outbox-${tipo}`;
/** pg-boss queue of outbox e-mails: one job per mensaje_saliente id (singletonKey), retried with backoff. */
export const COLA_CORREO = colaDe(TipoMensajeSaliente.CORREO);
/** pg-boss queue of push deliveries to merchandisers' devices. */
export const COLA_PUSH = colaDe(TipoMensajeSaliente.PUSH);
export { ESQUEMA_PGBOSS } from './cola-reintentos';

export interface LoggerOutbox {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface OpcionesOutbox {
  orm: MikroORM;
  /** Connection string of the application database (pg-boss uses its own small pool). */
  databaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logger: LoggerOutbox;
  /** How often each instance looks for Pendiente rows and hands them to the queue. */
  intervaloMs?: number;
  /** Attempts of an e-mail or push before the row is marked Error (2). */
  intentosMaximos?: number;
  /**
   * Attempts of a call to an external system (ERP/payroll, test platform) before Error; between attempts the row waits
   * its exponential back-off (REINTENTOS_INTEGRACIONES: 30 s doubling up to 1 h, 12 attempts by default).
   */
  intentosIntegraciones?: number;
  /** First retry delay in seconds; doubles each retry (pg-boss exponential backoff). */
  retrasoSegundos?: number;
  retrasoMaximoSegundos?: number;
  /** How often the pg-boss worker polls (besides LISTEN/NOTIFY wake-ups). */
  sondeoSegundos?: number;
  /** Test seam: replaces nodemailer. */
  transporte?: Transporte;
  /**
   * Payroll/ERP system (ERP_URL / ERP_TOKEN, or the older NOMINA_URL / NOMINA_TOKEN; see env.ts). Omitted: read
   * from the environment; null: disabled. Without it the CV sends and ERP calls stay Pendiente (the API
   * refuses new CV sends and filings when not configured).
   */
  nomina?: ConfigErp | null;
  /** How often the ERP masters are refreshed from the ERP (only when it is configured); 0 turns it off. */
  intervaloMaestrosMs?: number;
  /** Test platform (PRUEBAS_URL / PRUEBAS_TOKEN). Omitted: read from the environment; null: disabled (calls stay Pendiente). */
  pruebas?: ConfigPruebas | null;
  /**
   * Push provider of merchandisers' notifications (the service account, PUSH_PROYECTO and PUSH_URL in the server's env; see configPush).
   * Omitted or null: nothing is pushed; the rows stay Pendiente and the phones fetch their notifications.
   */
  push?: ConfigPush | null;
}

export interface TrabajadorOutbox {
  /** Hands every Pendiente row to the queue now (also runs on the interval); returns how many were queued. */
  bombear(): Promise<number>;
  detener(): Promise<void>;
}

/**
 * Starts the delivery of every kind of outbox row the API's registry declares (`entregasOutbox`): a pg-boss queue
 * (schema `pgboss`) per kind delivered one job per row (mail through nodemailer, push through the provider), and one
 * periodic pass over the external systems' due rows. Several instances may run at once: the exclusive queue policy
 * keeps one job per row and every delivery locks its row, so a row is never sent twice. A kind whose system is not
 * configured is not delivered: its rows stay Pendiente (never reported as sent) and the log says so, with the count.
 */
export async function iniciarOutbox(o: OpcionesOutbox): Promise<TrabajadorOutbox> {
  const erp = o.nomina === undefined ? configErp() : o.nomina;
  const transporte = o.transporte ?? (o.smtpUrl ? crearTransporte(o.smtpUrl, o.mailFrom) : null);
  const { activas, sinConfigurar } = entregasOutbox(o.orm, {
    correo: transporte && ((correo) => transporte.enviar(correo)),
    push: o.push ? clientePush(o.push) : null,
    erp,
    pruebas: o.pruebas === undefined ? configPruebas() : o.pruebas,
    intentosCola: o.intentosMaximos ?? 5,
    intentosIntegraciones: o.intentosIntegraciones,
  });
  const periodicas = activas.filter((e) => e.modo === 'periodica');
  const todos: TrabajadorOutbox[] = [
    ...(periodicas.length ? [pasadaPeriodica(o, periodicas)] : []),
    ...(erp ? [maestrosDelErp(o, erp)] : []),
    ...(await Promise.all(activas.filter((e) => e.modo === 'cola').map((e) => colaDeEntregas(o, e)))),
    ...sinConfigurar.map((e) => avisoSinConfigurar(o, e)),
  ];
  return {
    bombear: async () => {
      let n = 0;
      for (const t of todos) n += await t.bombear();
      return n;
    },
    async detener() {
      for (const t of todos) await t.detener();
      transporte?.cerrar();
    },
  };
}

/** Logs the outcome of one attempt with the registry's text; errors without e-mail addresses. */
function registrar(o: OpcionesOutbox, entrega: EntregaDeTipo, id: number, r: ResultadoDeEntrega): void {
  if (r.resultado === 'omitido') return;
  const texto = entrega.textos[r.resultado];
  if (!texto) return;
  if (r.resultado === 'enviado' || r.resultado === 'sinToken') o.logger.info({ mensaje: id }, texto);
  else if (r.resultado === 'rechazado') o.logger.warn({ mensaje: id, error: sinCorreos(r.mensaje) }, texto);
  else
    o.logger[r.resultado === 'error' ? 'error' : 'warn'](
      { mensaje: id, intentos: r.intentos, error: sinCorreos(r.error) },
      texto,
    );
}

/**
 * One kind delivered one pg-boss job per row: each Pendiente row becomes a job (exclusive per row); a failed attempt
 * throws so pg-boss retries it with exponential backoff, and after `intentosMaximos` attempts the delivery marks the
 * row Error.
 */
async function colaDeEntregas(o: OpcionesOutbox, entrega: EntregaDeTipo): Promise<TrabajadorOutbox> {
  const cola = colaDe(entrega.tipo);
  const boss = await colaConReintentos(o, cola, {
    max: 2,
    aplicacion: `talento-outbox-${entrega.tipo}`,
    nombre: entrega.tipo,
  });
  await boss.work<{ id: number }>(
    cola,
    { pollingIntervalSeconds: o.sondeoSegundos ?? 2, batchSize: 1, localConcurrency: 3 },
    async ([job]) => {
      if (!job) return;
      const r = await entrega.entregar(job.data.id);
      registrar(o, entrega, job.data.id, r);
      if (r.resultado === 'reintentar') throw new Error(r.error);
    },
  );
  const bombeo = bombeoPeriodico(
    boss,
    cola,
    entrega.tipo,
    () => entrega.pendientes(200),
    o.intervaloMs ?? 5000,
    o.logger,
  );
  o.logger.info({ tipo: entrega.tipo }, `outbox: entrega de ${entrega.tipo} iniciada`);
  return bombeo;
}

/**
 * The external systems (ERP/payroll, test platform): every interval, each due row (its back-off passed) is delivered
 * in turn (real HTTP, idempotency key per row); a failed attempt waits its back-off and is retried on a later pass.
 */
function pasadaPeriodica(o: OpcionesOutbox, entregas: EntregaDeTipo[]): TrabajadorOutbox {
  const bombear = async () => {
    let n = 0;
    for (const entrega of entregas)
      for (const id of await entrega.pendientes(50)) {
        const r = await entrega.entregar(id);
        if (r.resultado === 'enviado') n++;
        registrar(o, entrega, id, r);
      }
    return n;
  };
  const ciclo = periodico(o.intervaloMs ?? 5000, bombear, o.logger);
  o.logger.info(
    { tipos: entregas.map((e) => e.tipo) },
    `outbox: entrega de ${entregas.map((e) => e.tipo).join(', ')} iniciada`,
  );
  return {
    bombear,
    async detener() {
      ciclo.parar();
      await ciclo.enCurso();
    },
  };
}

/** The ERP's masters, refreshed on their own interval while the ERP is configured (0 turns it off). */
function maestrosDelErp(o: OpcionesOutbox, config: ConfigErp): TrabajadorOutbox {
  const intervalo = o.intervaloMaestrosMs ?? 6 * 3600_000;
  if (intervalo <= 0) return { bombear: () => Promise.resolve(0), detener: () => Promise.resolve() };
  const erp = clienteErpHttp(config);
  const ciclo = periodico(
    intervalo,
    async () =>
      o.logger.info(
        { maestros: await refrescarMaestros(o.orm.em.fork(), erp) },
        'outbox: maestros del ERP actualizados',
      ),
    o.logger,
  );
  return {
    bombear: () => Promise.resolve(0),
    async detener() {
      ciclo.parar();
      await ciclo.enCurso();
    },
  };
}

/** Logs carry no personal data: e-mail addresses inside SMTP error texts are masked. */
export function sinCorreos(texto: string): string {
  return texto.replace(/[^\s<>@"',;:]+@[^\s<>@"',;:]+/g, '<correo>');
}

/** A kind whose system is not configured: its waiting rows are counted in the log (when the count changes), never touched. */
function avisoSinConfigurar(o: OpcionesOutbox, e: EntregaSinConfigurar): TrabajadorOutbox {
  let ultimo = -1;
  const revisar = async () => {
    const n = await e.contarPendientes();
    if (n !== ultimo) o.logger.warn({ tipo: e.tipo, pendientes: n }, e.aviso);
    ultimo = n;
    return 0;
  };
  const ciclo = periodico(Math.max(o.intervaloMs ?? 5000, 60_000), revisar, o.logger);
  return {
    bombear: revisar,
    async detener() {
      ciclo.parar();
      await ciclo.enCurso();
    },
  };
}
