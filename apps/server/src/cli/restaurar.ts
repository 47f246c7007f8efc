// Restores a backup of the embedded PostgreSQL: npm run restaurar -- CARPETA_O_ARCHIVO [--hasta "DD/MM/YYYY HH:mm[:ss]"] (a
// folder of .data/respaldos or its datos.tar.gz; --hasta replays the archived WAL up to that Bogotá minute or second). Refuses
// while a server uses the data folder; restores into a fresh folder, starts and checks it, and only then swaps it in,
// keeping the previous folder beside it. See docs/decisiones/operacion.md.
import { parseArgs } from 'node:util';
import { formatoFechaHoraSegundos, leerFechaHoraSegundos } from '@talento/rules';
import { readEnv } from '../env';
import { restaurar, RestauracionRechazada } from '../respaldo/restaurar';

const USO =
  'Uso: npm run restaurar -- CARPETA_O_ARCHIVO [--hasta "DD/MM/YYYY HH:mm" o "DD/MM/YYYY HH:mm:ss"] (por ejemplo .data/respaldos/2026-03-10_020000; --hasta en hora de Bogotá)';
let positionals: string[];
let valores: { hasta?: string };
try {
  ({ positionals, values: valores } = parseArgs({
    allowPositionals: true,
    options: { hasta: { type: 'string' } },
  }));
} catch {
  console.error(USO);
  process.exit(2);
}
if (positionals.length !== 1) {
  console.error(`Indique un solo respaldo. ${USO}`);
  process.exit(2);
}
const hasta = valores.hasta === undefined ? null : leerFechaHoraSegundos(valores.hasta);
if (valores.hasta !== undefined && !hasta) {
  console.error(
    `--hasta debe ser una fecha y hora DD/MM/YYYY HH:mm o DD/MM/YYYY HH:mm:ss (hora de Bogotá), no «${valores.hasta}».`,
  );
  process.exit(2);
}
try {
  console.log(
    `Restaurando ${positionals[0]}: se desempaqueta en una carpeta nueva, se inicia y se comprueba…`,
  );
  const r = await restaurar(readEnv(), positionals[0]!, new Date(), hasta);
  const filas = Object.values(r.verificacion.integridad?.filas ?? {}).reduce((a, b) => a + b, 0);
  console.log(
    `Restaurado en ${r.dataDir} (última migración ${r.verificacion.integridad?.ultimaMigracion ?? 'ninguna'}, ${filas} filas).`,
  );
  if (r.anterior)
    console.log(`La carpeta anterior quedó en ${r.anterior}: bórrela cuando compruebe que todo está bien.`);
  if (hasta) console.log(`Recuperado hasta el ${formatoFechaHoraSegundos(hasta)} (hora de Bogotá).`);
  console.log(
    'Ya puede iniciar Talento. Tome un respaldo nuevo: la base restaurada sigue una línea de tiempo nueva.',
  );
} catch (error) {
  console.error(`No se restauró: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = error instanceof RestauracionRechazada ? 2 : 1;
}
