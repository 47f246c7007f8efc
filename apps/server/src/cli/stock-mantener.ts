// Runs the daily stock job now, once, and prints its summary: npm run stock:mantener -w @talento/server
// (expire validities, recompute every level, raise the automatic draft stock orders). Safe while the server runs
// (every step is idempotent; the unique index decides orders). With the embedded PostgreSQL, stop the server first
// (one process owns that data folder); with DATABASE_URL, any time.
import { mantenerStock } from '@talento/api';
import { openDatabase } from '../database';
import { readEnv } from '../env';
import { createLogger } from '../logger';
import { registroDe } from '../stock/mantenimiento';

const env = readEnv();
const db = await openDatabase(env, createLogger('warn'));
try {
  const resumen = await mantenerStock(db.orm, new Date());
  console.log(JSON.stringify(registroDe(resumen), null, 2));
  for (const p of resumen.pedidos.omitidos)
    console.log(`Perfil stock ${p.perfilStockId} en nivel bajo sin pedido automático: ${p.motivo}`);
} finally {
  await db.close();
}
