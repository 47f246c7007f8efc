import cluster from 'node:cluster';
import {
  configurarModoDesarrollo,
  configurarVerificacionDeSalidas,
  hashPassword,
  prepararConfiguracionInicial,
  purgarSesiones,
  recalcularPorcentajesHv,
} from '@talento/api';
import {
  createOrm,
  DEMO_USUARIOS,
  DEMO_PASSWORD,
  seedDemo,
  seedReferencia,
  textoDeError,
  tieneUsuarios,
  Usuario,
} from '@talento/db';
import { openDatabase, type Database } from './database';
import { configPush, entornoProcesoWeb, readEnv, type Env } from './env';
import { createLogger, type Logger } from './logger';
import { iniciarOutbox } from './outbox/trabajador';
import { iniciarProcesosWeb } from './procesos-web';
import { iniciarServicioHttp } from './servicio-http';
import { iniciarCalculoIndicadores } from './reportes/calculo-indicadores';
import { iniciarMantenimientoStock } from './stock/mantenimiento';
import { iniciarImportacion } from './importacion/trabajo';
import { iniciarRetencionDatos } from './datos-personales/retencion';
import { conectarColaRespaldo, iniciarRespaldoProgramado } from './respaldo/programado';

let db: Database | undefined;

async function iniciar() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  configurarModoDesarrollo(env.NODE_ENV === 'development');
  configurarVerificacionDeSalidas(env.TALENTO_VERIFICAR_SALIDAS);
  if (cluster.isWorker) return iniciarProcesoWeb(env, logger);

  const database = await openDatabase(env, logger);
  db = database;
  const em = database.orm.em.fork();
  // Permissions, groups, cities, yearly values, the spec's catalogues and the first privacy notice every installation
  // needs, with or without the demo (adds only what is missing, never changes what an administrator edited).
  await seedReferencia(database.orm.em.fork());
  const debeSembrar =
    env.TALENTO_SEED_DEMO === 'always' || (env.TALENTO_SEED_DEMO === 'auto' && !(await tieneUsuarios(em)));
  if (debeSembrar) {
    logger.info('Sembrando la empresa de demostración…');
    await seedDemo(database.orm.em.fork(), { hashPassword });
    // The seed draws completion percentages at random; the stored ones follow the rule from the start.
    await recalcularPorcentajesHv(database.orm.em.fork());
  }
  await purgarSesiones(em, new Date());
  // No active administrator (a new installation without the demo): the one way in is a printed single-use link.
  const configuracionInicial = await prepararConfiguracionInicial(database.orm.em.fork(), new Date());
  const usuariosDemo = await em.count(Usuario, { username: { $in: DEMO_USUARIOS.map((u) => u.username) } });
  const esDemo = usuariosDemo === DEMO_USUARIOS.length;

  const databaseUrl = database.orm.config.get('clientUrl') ?? '';
  const outbox = await iniciarOutbox({
    orm: database.orm,
    databaseUrl,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logger,
    intervaloMs: env.OUTBOX_INTERVALO_MS,
    intentosMaximos: env.OUTBOX_INTENTOS,
    push: configPush(env),
  });

  const stock = env.STOCK_MANTENIMIENTO
    ? await iniciarMantenimientoStock({
        orm: database.orm,
        databaseUrl,
        logger,
        cron: env.STOCK_MANTENIMIENTO_CRON,
      })
    : null;
  if (!stock) logger.info('stock: mantenimiento diario desactivado (STOCK_MANTENIMIENTO=false)');
  const retencion = await iniciarRetencionDatos({
    orm: database.orm,
    databaseUrl,
    logger,
    cron: env.RETENCION_DATOS_CRON,
  });
  const importacion = await iniciarImportacion({
    orm: database.orm,
    databaseUrl,
    logger,
    sondeoMs: env.IMPORTACION_SONDEO_MS,
  });
  const indicadores = env.REPORTES_INDICADORES
    ? await iniciarCalculoIndicadores({
        orm: database.orm,
        databaseUrl,
        logger,
        cron: env.REPORTES_CRON,
        frescuraMinutos: env.REPORTES_FRESCURA_MINUTOS,
      })
    : null;
  if (!indicadores) logger.info('reportes: cálculo de indicadores desactivado (REPORTES_INDICADORES=false)');
  // Only the embedded PostgreSQL: with DATABASE_URL backups are the database operator's.
  const respaldo =
    env.base.tipo === 'embebida' && env.base.programado
      ? await iniciarRespaldoProgramado({ databaseUrl, logger, cron: env.TALENTO_RESPALDOS_CRON })
      : null;

  // One process answers HTTP itself; with TALENTO_PROCESOS > 1 it keeps the database and the outbox and its
  // workers answer HTTP (see procesos-web.ts).
  const varios = env.TALENTO_PROCESOS > 1;
  const http = varios
    ? null
    : await iniciarServicioHttp(database.orm, env, logger, () => database.estado(), respaldo);
  const procesos = varios
    ? await iniciarProcesosWeb(env.TALENTO_PROCESOS, entornoProcesoWeb(databaseUrl, env.base), logger)
    : null;

  const base = `http://localhost:${env.PORT}`;
  const lineas = [
    '',
    `Talento está corriendo en ${base}${varios ? ` (${env.TALENTO_PROCESOS} procesos web)` : ''}`,
    `  Portal staff:    ${base}/`,
    `  Portal cliente:  ${base}/cliente/`,
    `  API tRPC:        ${base}/trpc`,
    `  Salud:           ${base}/healthz`,
  ];
  if (esDemo) {
    lineas.push('', `Usuarios de demostración (contraseña ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USUARIOS) lineas.push(`  ${u.username.padEnd(11)} ${u.descripcion}`);
  }
  if (configuracionInicial) {
    lineas.push(
      '',
      'No hay ningún administrador activo. Cree el primero con este enlace (válido 24 horas, una sola vez):',
      `  ${base}${configuracionInicial}`,
    );
  }
  lineas.push('', 'Ctrl-C para detener.', '');
  process.stdout.write(lineas.join('\n'));

  let cerrando = false;
  async function detener(signal: string) {
    if (cerrando) return;
    cerrando = true;
    logger.info({ signal }, 'Deteniendo…');
    // Never hang on the way out: PostgreSQL still gets its fast shutdown from the exit hook (see postmaster.ts).
    setTimeout(() => {
      logger.error('No se terminó de detener en 20 s; se sale de todos modos.');
      process.exit(1);
    }, 20_000).unref();
    try {
      await http?.detener();
      await procesos?.detener();
      await importacion
        .detener()
        .catch((error: unknown) => logger.error({ err: error }, 'importación: error al detener'));
      await outbox
        .detener()
        .catch((error: unknown) => logger.error({ err: error }, 'outbox: error al detener'));
      await stock
        ?.detener()
        .catch((error: unknown) => logger.error({ err: error }, 'stock: error al detener'));
      await retencion
        .detener()
        .catch((error: unknown) => logger.error({ err: error }, 'retención: error al detener'));
      await indicadores
        ?.detener()
        .catch((error: unknown) => logger.error({ err: error }, 'reportes: error al detener'));
      await respaldo
        ?.detener()
        .catch((error: unknown) => logger.error({ err: error }, 'respaldo: error al detener'));
      await database.close();
    } finally {
      process.exit(0);
    }
  }
  process.on('SIGINT', () => void detener('SIGINT'));
  process.on('SIGTERM', () => void detener('SIGTERM'));
}

/**
 * A worker of TALENTO_PROCESOS: HTTP only, on the database its primary opened (DATABASE_URL, and on the embedded
 * PostgreSQL its folders, set by the primary: entornoProcesoWeb), with the primary's backup queue.
 */
async function iniciarProcesoWeb(env: Env, logger: Logger) {
  if (!env.DATABASE_URL)
    throw new Error('el proceso web no recibió la base de datos de su proceso principal.');
  const orm = await createOrm({ clientUrl: env.DATABASE_URL });
  const respaldo =
    env.base.tipo === 'embebida' && env.base.programado
      ? await conectarColaRespaldo({ databaseUrl: env.DATABASE_URL, logger })
      : null;
  const http = await iniciarServicioHttp(orm, env, logger, undefined, respaldo);
  let cerrando = false;
  const detener = async () => {
    if (cerrando) return;
    cerrando = true;
    try {
      await http.detener();
      await respaldo
        ?.detener()
        .catch((error: unknown) => logger.error({ err: error }, 'respaldo: error al detener'));
      await orm.close(true);
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void detener());
  process.on('SIGTERM', () => void detener());
  // The primary is gone (killed): nobody supervises this process any more.
  process.on('disconnect', () => void detener());
}

// Every start failure ends here with its cause in Spanish (never a bare "undefined" from a rejected promise),
// after stopping the embedded PostgreSQL if it had started.
iniciar().catch(async (error: unknown) => {
  process.stderr.write(`\nNo se pudo iniciar Talento: ${textoDeError(error)}\n`);
  await db?.close().catch(() => undefined);
  process.exit(1);
});
