// A backup of the embedded PostgreSQL now: npm run respaldo. Safe while the server runs and serves (PostgreSQL's online
// backup); without a server, the folder is copied through a PostgreSQL started for the purpose. Each backup is verified
// by restoring it into a throwaway folder. See docs/decisiones/operacion.md.
import { formatoFechaHora } from '@talento/rules';
import { readEnv } from '../env';
import { respaldar } from '../respaldo/respaldar';

const megas = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('es-CO', { maximumFractionDigits: 1 })} MB`;

try {
  const r = await respaldar(readEnv(), new Date(), (m) => console.log(m));
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
} catch (error) {
  console.error(`No se pudo hacer el respaldo: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
