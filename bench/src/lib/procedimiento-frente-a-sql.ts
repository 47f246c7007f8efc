// One tRPC query procedure through the real HTTP application (its own Node process, logged in as jefe, who sees
// every client) against the very same SQL run directly on a pg pool of the same concurrency: the frame of the
// sugeridos and citas suites, which differ only in their cases.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { DEMO_PASSWORD } from '@talento/db';
import { ENV_BENCH } from '../env';
import { medirFrenteAPila, medirPila } from './pila';
import { CONCURRENCIA, cerrarConexiones, compararHttpConSql, postear } from './http-frente-a-sql';
import { cabeceras, ingresar, iniciarServidorEnProceso } from './servidor-http';

/** A measured case: the tRPC batch body and the statement the service sends for it (`$n` placeholders). */
export interface CasoProcedimiento {
  nombre: string;
  cuerpo: string;
  /** The statement the procedure sends; `preparada` when it goes as a named prepared statement (consultaPreparada). */
  sql: { texto: string; valores: unknown[]; preparada?: boolean };
}

/** The floor: a case's statement run directly on `pool`, sent as the application sends it (a named statement is planned once per connection). */
export function sqlDirecto(pool: pg.Pool): (caso: CasoProcedimiento) => Promise<void> {
  return async (caso) => {
    const { texto, valores, preparada } = caso.sql;
    await (preparada
      ? pool.query({
          name: `q_${createHash('sha1').update(texto).digest('hex').slice(0, 20)}`,
          text: texto,
          values: valores,
        })
      : pool.query(texto, valores));
  };
}

/** Prints the `RESULT <nombre> …` line of `procedimiento` (e.g. 'citas.listar') over `casos`. */
export async function medirProcedimientoFrenteASql(
  nombre: string,
  url: string,
  procedimiento: string,
  casos: CasoProcedimiento[],
  concurrencia = CONCURRENCIA,
  /** Who calls it: jefe by default; one with the procedure's flag otherwise (the map needs read_reporte). */
  usuario = 'jefe',
): Promise<void> {
  if (ENV_BENCH.BENCH_PILA) await medirPila(nombre, url, casos, concurrencia, sqlDirecto);
  const servidor = await iniciarServidorEnProceso(url);
  const pool = new pg.Pool({ connectionString: url, max: concurrencia });
  try {
    const cookie = await ingresar(servidor.base, usuario, DEMO_PASSWORD);
    const encabezados = cabeceras(servidor.base, cookie);
    const porHttp = (caso: CasoProcedimiento) =>
      postear(servidor.base, `/trpc/${procedimiento}?batch=1`, encabezados, caso.cuerpo);
    console.log(
      await compararHttpConSql(nombre, casos, porHttp, sqlDirecto(pool), concurrencia, servidor.pid),
    );
    if (ENV_BENCH.BENCH_PILA) await medirFrenteAPila(nombre, url, casos, concurrencia, porHttp, servidor.pid);
  } finally {
    cerrarConexiones(servidor.base);
    await pool.end();
    await servidor.cerrar();
  }
}
