import type { MikroORM } from '@mikro-orm/postgresql';
import {
  alEntregarCorreo,
  clienteErpHttp,
  clientePruebasHttp,
  configErp,
  configPruebas,
  contarCorreosPendientes,
  correosPendientes,
  entregarErp,
  entregarMensaje,
  entregarNomina,
  entregarPruebas,
  enviarANomina,
  pendientesErp,
  pendientesNomina,
  pendientesPruebas,
  refrescarMaestros,
  REINTENTOS_INTEGRACIONES,
  type ConfigErp,
  type ConfigPruebas,
} from '@talento/api';
import type { ConfigPush } from './cliente-push';
import { bombeoPeriodico, colaConReintentos } from './cola-reintentos';
import { periodico } from './periodico';
import { iniciarPush } from './trabajador-push';
import { crearTransporte, type Correo, type Transporte } from './transporte';

/** pg-boss queue of outbox e-mails: one job per mensaje_saliente id (singletonKey), retried with backoff. */
export const COLA_CORREO = 'outbox-correo';
export { ESQUEMA_PGBOSS } from './cola-reintentos';
export { COLA_PUSH } from './trabajador-push';

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
 * Starts the delivery worker. Without SMTP_URL nothing is sent: the rows stay Pendiente and the log
 * says so (never reported as sent). With it, pg-boss (schema `pgboss`) delivers each row through
 * nodemailer; several instances may run at once: the exclusive queue policy keeps one job per row and
 * the row lock in `entregarMensaje` guarantees a row is never sent twice.
 */
export async function iniciarOutbox(o: OpcionesOutbox): Promise<TrabajadorOutbox> {
  const correos = await iniciarCorreos(o);
  const config = o.nomina === undefined ? configErp() : o.nomina;
  const configP = o.pruebas === undefined ? configPruebas() : o.pruebas;
  const otros = [
    config ? iniciarNomina(o, config) : null,
    configP ? iniciarPruebas(o, configP) : null,
  ].filter((t) => t !== null);
  if (!configP)
    o.logger.warn(
      {},
      'outbox: PRUEBAS_URL no está configurado; las llamadas a la plataforma de pruebas quedan Pendientes',
    );
  const push = o.push ? await iniciarPush(o, o.push) : null;
  if (!push)
    o.logger.warn(
      {},
      'outbox: PUSH_CUENTA_SERVICIO no está configurado; las notificaciones quedan Pendientes y los teléfonos las recogen al consultar',
    );
  const todos = [...otros, ...(push ? [push] : []), correos];
  return {
    bombear: async () => {
      let n = 0;
      for (const t of todos) n += await t.bombear();
      return n;
    },
    async detener() {
      for (const t of todos) await t.detener();
    },
  };
}

/**
 * Test-platform deliveries ('pruebas': create process, invitation, video interview): like the ERP calls, each
 * instance looks for Pendiente rows every interval and delivers them one by one (real HTTP, idempotency key per
 * row); the row lock keeps two instances from sending the same row; failures wait their back-off (proximo_intento)
 * and are retried up to `intentosIntegraciones`.
 */
function iniciarPruebas(o: OpcionesOutbox, config: ConfigPruebas): TrabajadorOutbox {
  const intentosMaximos = o.intentosIntegraciones ?? REINTENTOS_INTEGRACIONES.intentos;
  const cliente = clientePruebasHttp(config);
  const bombear = async () => {
    let n = 0;
    for (const id of await pendientesPruebas(o.orm, 50)) {
      const r = await entregarPruebas(o.orm, id, { intentosMaximos, cliente });
      if (r.resultado === 'enviado') n++;
      if (r.resultado === 'enviado')
        o.logger.info({ mensaje: id }, 'outbox: llamada enviada a la plataforma de pruebas');
      if (r.resultado === 'rechazado')
        o.logger.warn({ mensaje: id }, 'outbox: la plataforma de pruebas rechazó la llamada');
      if (r.resultado === 'reintentar')
        o.logger.warn(
          { mensaje: id, intentos: r.intentos },
          'outbox: fallo al llamar a la plataforma de pruebas, se reintentará',
        );
      if (r.resultado === 'error')
        o.logger.error(
          { mensaje: id, intentos: r.intentos },
          'outbox: llamada a la plataforma de pruebas marcada con error',
        );
    }
    return n;
  };
  const ciclo = periodico(o.intervaloMs ?? 5000, bombear, o.logger);
  o.logger.info({}, 'outbox: entrega a la plataforma de pruebas iniciada');
  return {
    bombear,
    async detener() {
      ciclo.parar();
      await ciclo.enCurso();
    },
  };
}

/**
 * Payroll/ERP deliveries through the one ERP client: each instance looks for Pendiente CV sends ('nomina')
 * and ERP calls ('erp': requisition, filing, induction) every interval and delivers them one by one (real
 * HTTP, idempotency key per row). The row locks keep two instances from sending the same row; a failed
 * attempt waits its exponential back-off (proximo_intento) and is retried on a later pass until `intentosIntegraciones`. The masters are refreshed on their own interval.
 */
function iniciarNomina(o: OpcionesOutbox, config: ConfigErp): TrabajadorOutbox {
  const intentosMaximos = o.intentosIntegraciones ?? REINTENTOS_INTEGRACIONES.intentos;
  const erp = clienteErpHttp(config);
  const bombear = async () => {
    let n = 0;
    for (const id of await pendientesNomina(o.orm, 50)) {
      const r = await entregarNomina(o.orm, id, {
        intentosMaximos,
        enviar: (payload, clave) => enviarANomina(config, payload, fetch, clave),
      });
      if (r.resultado === 'enviado') n++;
      registrar(o.logger, id, r, 'hoja de vida');
    }
    for (const id of await pendientesErp(o.orm, 50)) {
      const r = await entregarErp(o.orm, id, { intentosMaximos, erp, config });
      if (r.resultado === 'enviado') n++;
      registrar(o.logger, id, r, 'llamada al ERP');
    }
    return n;
  };
  const ciclo = periodico(o.intervaloMs ?? 5000, bombear, o.logger);
  const intervaloMaestros = o.intervaloMaestrosMs ?? 6 * 3600_000;
  const maestros =
    intervaloMaestros > 0
      ? periodico(
          intervaloMaestros,
          async () =>
            o.logger.info(
              { maestros: await refrescarMaestros(o.orm.em.fork(), erp) },
              'outbox: maestros del ERP actualizados',
            ),
          o.logger,
        )
      : null;
  o.logger.info({}, 'outbox: entrega al sistema de nómina (ERP) iniciada');
  return {
    bombear,
    async detener() {
      ciclo.parar();
      maestros?.parar();
      await ciclo.enCurso();
      await maestros?.enCurso();
    },
  };
}

function registrar(
  logger: LoggerOutbox,
  id: number,
  r: { resultado: string; intentos?: number },
  que: string,
): void {
  if (r.resultado === 'enviado') logger.info({ mensaje: id }, `outbox: ${que} enviada al sistema de nómina`);
  if (r.resultado === 'rechazado')
    logger.warn({ mensaje: id }, `outbox: el sistema de nómina rechazó la ${que}`);
  if (r.resultado === 'reintentar')
    logger.warn({ mensaje: id, intentos: r.intentos }, `outbox: fallo al enviar la ${que}, se reintentará`);
  if (r.resultado === 'error')
    logger.error({ mensaje: id, intentos: r.intentos }, `outbox: ${que} marcada con error`);
}

/** The e-mail deliveries (pg-boss + nodemailer), or a log line when SMTP is not configured. */
async function iniciarCorreos(o: OpcionesOutbox): Promise<TrabajadorOutbox> {
  const intervaloMs = o.intervaloMs ?? 5000;
  if (!o.smtpUrl && !o.transporte) return sinSmtp(o, intervaloMs);

  const intentosMaximos = o.intentosMaximos ?? 5;
  const transporte = o.transporte ?? crearTransporte(o.smtpUrl ?? '', o.mailFrom);
  const boss = await colaConReintentos(o, COLA_CORREO, {
    max: 3,
    aplicacion: 'talento-outbox',
    nombre: 'correo',
  });

  const enviar = (correo: Correo) => transporte.enviar(correo);
  await boss.work<{ id: number }>(
    COLA_CORREO,
    { pollingIntervalSeconds: o.sondeoSegundos ?? 2, batchSize: 1, localConcurrency: 3 },
    async ([job]) => {
      if (!job) return;
      const r = await entregarMensaje(o.orm, job.data.id, {
        intentosMaximos,
        enviar,
        alEntregar: alEntregarCorreo,
      });
      if (r.resultado === 'enviado') o.logger.info({ mensaje: job.data.id }, 'outbox: correo enviado');
      if (r.resultado === 'error')
        o.logger.error(
          { mensaje: job.data.id, intentos: r.intentos, error: sinCorreos(r.error) },
          'outbox: correo marcado con error',
        );
      if (r.resultado === 'reintentar') {
        o.logger.warn(
          { mensaje: job.data.id, intentos: r.intentos, error: sinCorreos(r.error) },
          'outbox: fallo al enviar, se reintentará',
        );
        throw new Error(r.error);
      }
    },
  );

  const bombeo = bombeoPeriodico(
    boss,
    COLA_CORREO,
    'mensaje',
    () => correosPendientes(o.orm, 200),
    intervaloMs,
    o.logger,
  );
  o.logger.info({ intervaloMs, intentosMaximos }, 'outbox: entrega de correos iniciada');
  return {
    bombear: bombeo.bombear,
    async detener() {
      await bombeo.detener();
      transporte.cerrar();
    },
  };
}

/** Logs carry no personal data: e-mail addresses inside SMTP error texts are masked. */
export function sinCorreos(texto: string): string {
  return texto.replace(/[^\s<>@"',;:]+@[^\s<>@"',;:]+/g, '<correo>');
}

/** No SMTP configured: report the waiting e-mails in the log, never touch the rows. */
function sinSmtp(o: OpcionesOutbox, intervaloMs: number): TrabajadorOutbox {
  let ultimo = -1;
  const revisar = async () => {
    const n = await contarCorreosPendientes(o.orm);
    if (n !== ultimo)
      o.logger.warn(
        { pendientes: n },
        'outbox: SMTP_URL no está configurado; los correos quedan Pendientes y no se envían',
      );
    ultimo = n;
    return 0;
  };
  const ciclo = periodico(Math.max(intervaloMs, 60_000), revisar, o.logger);
  return {
    bombear: revisar,
    async detener() {
      ciclo.parar();
      await ciclo.enCurso();
    },
  };
}
