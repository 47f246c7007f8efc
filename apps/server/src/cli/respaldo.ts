// A backup of the embedded PostgreSQL now: npm run respaldo. Safe while the server runs and serves (PostgreSQL's online
// backup); without a server, the folder is copied through a PostgreSQL started for the purpose. Each backup is verified
// by restoring it into a throwaway folder. With DATABASE_URL (an external server, whose backups are its operator's), a
// logical dump of Talento's database when this machine's pg_dump can read that server. See docs/decisiones/operacion.md.
import path from 'node:path';
import { formatoFechaHora } from '@talento/rules';
import { carpetaRespaldos, readEnv } from '../env';
import { respaldar } from '../respaldo/respaldar';
import { volcadoLogico } from '../respaldo/volcado-logico';

type EnvLeido = ReturnType<typeof readEnv>;

const megas = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('es-CO', { maximumFractionDigits: 1 })} MB`;

async function volcar(env: EnvLeido, url: string): Promise<void> {
  console.log(
    'Talento usa una base de datos externa (DATABASE_URL): sus respaldos son tarea de quien opera ese servidor de PostgreSQL. Se hace además un volcado lógico de la base de Talento.',
  );
  const { archivo, manifiesto } = await volcadoLogico({
    url,
    carpeta: path.join(carpetaRespaldos(env), 'logicos'),
    pgDumpConfigurado: env.TALENTO_PG_DUMP,
  });
  console.log(
    `Volcado lógico guardado en ${archivo} (${megas(manifiesto.tamanoBytes)}, ${manifiesto.objetos} objetos, pg_dump ${manifiesto.versionPgDump} de un servidor ${manifiesto.versionServidor}). Se restaura con pg_restore.`,
  );
}

async function respaldarEmbebida(env: EnvLeido): Promise<void> {
  const r = await respaldar(env, new Date(), (m) => console.log(m));
  console.log(
    `Respaldo guardado en ${r.carpeta} (${megas(r.manifiesto.tamanoBytes)}, ${formatoFechaHora(new Date(r.manifiesto.fecha))}).`,
  );
  for (const nombre of r.borrados) console.log(`Respaldo antiguo borrado: ${nombre}`);
  if (r.verificacion.ok)
    console.log('Verificado: se restauró en una carpeta temporal y la comprobación pasó.');
  else {
    console.error(`El respaldo NO pasó la verificación: ${r.verificacion.error}`);
    process.exitCode = 1;
  }
}

try {
  const env = readEnv();
  if (env.base.tipo === 'externa') await volcar(env, env.base.url);
  else await respaldarEmbebida(env);
} catch (error) {
  console.error(`No se pudo hacer el respaldo: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
