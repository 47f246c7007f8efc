import type { Server } from 'node:http';
import path from 'node:path';
import { configurarModoDesarrollo, hashPassword, purgarSesiones, recalcularPorcentajesHv } from '@talento/api';
import { DEMO_USUARIOS, DEMO_PASSWORD, seedDemo, textoDeError, tieneUsuarios, Usuario } from '@talento/db';
import { createApp } from './app';
import { openDatabase, type Database } from './database';
import { readEnv, REPO_ROOT } from './env';
import { escuchar } from './http/escuchar';
import { createLogger } from './logger';
import { iniciarOutbox } from './outbox/trabajador';
import { iniciarVaciadoRechazos } from './rechazos-vaciado';
import { escucharSesiones } from './sesiones-escucha';

let db: Database | undefined;

async function iniciar() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  configurarModoDesarrollo(env.NODE_ENV === 'development');

  const database = await openDatabase(env, logger);
  db = database;
  const em = database.orm.em.fork();
  const debeSembrar = env.TALENTO_SEED_DEMO === 'always' || (env.TALENTO_SEED_DEMO === 'auto' && !(await tieneUsuarios(em)));
  if (debeSembrar) {
    logger.info('Sembrando la empresa de demostración…');
    await seedDemo(database.orm.em.fork(), { hashPassword });
    // The seed draws completion percentages at random; the stored ones follow the rule from the start.
    await recalcularPorcentajesHv(database.orm.em.fork());
  }
  await purgarSesiones(em, new Date());
  const usuariosDemo = await em.count(Usuario, { username: { $in: DEMO_USUARIOS.map((u) => u.username) } });
  const esDemo = usuariosDemo === DEMO_USUARIOS.length;

  const outbox = await iniciarOutbox({
    orm: database.orm,
    databaseUrl: database.orm.config.get('clientUrl') ?? '',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logger,
    intervaloMs: env.OUTBOX_INTERVALO_MS,
    intentosMaximos: env.OUTBOX_INTENTOS,
  });

  const vaciadoRechazos = iniciarVaciadoRechazos(database.orm, logger);
  const escuchaSesiones = await escucharSesiones(database.orm.config.get('clientUrl') ?? '', logger);

  const app = createApp({
    orm: database.orm,
    logger,
    staffDist: path.join(REPO_ROOT, 'apps/staff/dist'),
    clienteDist: path.join(REPO_ROOT, 'apps/cliente/dist'),
    publicUrl: env.TALENTO_PUBLIC_URL,
    trustProxy: env.TALENTO_TRUST_PROXY,
    anonimosPorMinuto: env.TALENTO_ANONIMOS_POR_MINUTO,
    mapsKey: env.GOOGLE_MAPS_API_KEY,
    estadoPostgres: () => database.estado(),
  });

  const server: Server = await escuchar(app, env.PORT, env.HOST);
  const base = `http://localhost:${env.PORT}`;
  const lineas = [
    '',
    `Talento está corriendo en ${base}`,
    `  Portal staff:    ${base}/`,
    `  Portal cliente:  ${base}/cliente/`,
    `  API tRPC:        ${base}/trpc`,
    `  Salud:           ${base}/healthz`,
  ];
  if (esDemo) {
    lineas.push('', `Usuarios de demostración (contraseña ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USUARIOS) lineas.push(`  ${u.username.padEnd(11)} ${u.descripcion}`);
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
    server.close();
    server.closeAllConnections();
    try {
      await outbox.detener().catch((error: unknown) => logger.error({ err: error }, 'outbox: error al detener'));
      await escuchaSesiones.cerrar();
      await vaciadoRechazos.detener();
      await database.close();
    } finally {
      process.exit(0);
    }
  }
  process.on('SIGINT', () => void detener('SIGINT'));
  process.on('SIGTERM', () => void detener('SIGTERM'));
}

// Every start failure ends here with its cause in Spanish (never a bare "undefined" from a rejected promise),
// after stopping the embedded PostgreSQL if it had started.
iniciar().catch(async (error: unknown) => {
  process.stderr.write(`\nNo se pudo iniciar Talento: ${textoDeError(error)}\n`);
  await db?.close().catch(() => undefined);
  process.exit(1);
});
