// Restores a backup of the embedded PostgreSQL: npm run restaurar -- CARPETA_O_ARCHIVO (a folder of .data/respaldos or
// its datos.tar.gz). Refuses while a server uses the data folder; restores into a fresh folder, starts and checks it,
// and only then swaps it in, keeping the previous folder beside it. See docs/decisiones/operacion.md.
import { parseArgs } from 'node:util';
import { readEnv } from '../env';
import { restaurar, RestauracionRechazada } from '../respaldo/restaurar';

let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch {
  // --hasta "DD/MM/YYYY HH:mm" needs continuous WAL archiving, which is not there yet.
  console.error(
    'Solo se acepta el respaldo a restaurar: npm run restaurar -- CARPETA_O_ARCHIVO. La recuperación a un minuto dado (--hasta) aún no está disponible.',
  );
  process.exit(2);
}
if (positionals.length !== 1) {
  console.error(
    'Indique el respaldo: npm run restaurar -- CARPETA_O_ARCHIVO (por ejemplo .data/respaldos/2026-03-10_020000)',
  );
  process.exit(2);
}
try {
  console.log(
    `Restaurando ${positionals[0]}: se desempaqueta en una carpeta nueva, se inicia y se comprueba…`,
  );
  const r = await restaurar(readEnv(), positionals[0]!);
  const filas = Object.values(r.verificacion.integridad?.filas ?? {}).reduce((a, b) => a + b, 0);
  console.log(
    `Restaurado en ${r.dataDir} (última migración ${r.verificacion.integridad?.ultimaMigracion ?? 'ninguna'}, ${filas} filas).`,
  );
  if (r.anterior)
    console.log(`La carpeta anterior quedó en ${r.anterior}: bórrela cuando compruebe que todo está bien.`);
  console.log('Ya puede iniciar Talento.');
} catch (error) {
  console.error(`No se restauró: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = error instanceof RestauracionRechazada ? 2 : 1;
}
