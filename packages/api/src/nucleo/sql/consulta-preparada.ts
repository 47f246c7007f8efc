import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/** `?` placeholders (as built by the services) → `$1…$n` for a server-side prepared statement. */
export function aMarcadoresPg(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

export interface OpcionesPreparada {
  /**
   * Executes it with its generic plan, made once per connection, even when PostgreSQL would rather make a custom plan
   * every time (`plan_cache_mode = force_generic_plan` on the connection for this execution only). For a statement whose
   * values change PostgreSQL's estimates but not the plan worth running: the dashboard of a user limited to a few
   * clients (their list is one array parameter) was estimated 1,402 generic against 430 custom, so every request
   * planned it again, 1.1 ms of planning for 0.7 ms of execution, with the same plan. Costs two short round trips.
   */
  planGenerico?: boolean;
}

/**
 * Runs a query as a named prepared statement on the ORM's `pg` pool, so PostgreSQL plans each distinct
 * query text once per connection instead of on every request (the hot dashboard queries spend a third of
 * their time planning). Only for statements outside a transaction: a read, or one self-contained write
 * statement (its CTEs commit or fail together). The SQL must use `?` solely as parameter placeholders.
 */
export async function consultaPreparada<T>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  opciones: OpcionesPreparada = {},
): Promise<T[]> {
  const { texto, nombre } = sentenciaDe(sql);
  const pool = await em.getConnection().getNativeClient();
  const consulta = { name: nombre, text: texto, values: params as unknown[] };
  if (!opciones.planGenerico) return (await pool.query(consulta)).rows as T[];
  const cliente = await pool.connect();
  let fijado = false;
  let rota = false;
  try {
    await cliente.query('set plan_cache_mode = force_generic_plan');
    fijado = true;
    return (await cliente.query(consulta)).rows as T[];
  } finally {
    // Back to the server's default before the connection serves anything else; one that cannot is not given back.
    if (fijado) await cliente.query('reset plan_cache_mode').catch(() => (rota = true));
    cliente.release(rota || !fijado);
  }
}

/**
 * The statement's `$n` text and its name, worked out once per distinct text: the same few texts come on every request,
 * and hashing a report's 3 KB statement on each call showed in the server's profile. Emptied past a bound, so texts
 * that vary (a list of ids written inline) cannot grow it without limit.
 */
function sentenciaDe(sql: string): { texto: string; nombre: string } {
  let s = sentencias.get(sql);
  if (!s) {
    const texto = aMarcadoresPg(sql);
    s = { texto, nombre: `q_${createHash('sha1').update(texto).digest('hex').slice(0, 20)}` };
    if (sentencias.size >= MAX_SENTENCIAS) sentencias.clear();
    sentencias.set(sql, s);
  }
  return s;
}

const sentencias = new Map<string, { texto: string; nombre: string }>();

/** The prepared statement's name of a text (a hash of it, worked out once per distinct text): short, and the text's own. */
export const nombreDeSentencia = (sql: string): string => sentenciaDe(sql).nombre;
const MAX_SENTENCIAS = 1000;

/**
 * One string object per statement shape. A statement whose text depends only on a few small parts (the values are
 * placeholders) is kept by those parts (`forma`): the same text object comes back on every request, so `sentenciaDe`
 * finds it by identity instead of hashing several kilobytes of new text each time. Emptied past a bound, like the
 * statements themselves.
 */
export function textoPorForma(memoria: Map<string, string>, forma: string, armar: () => string): string {
  let texto = memoria.get(forma);
  if (texto === undefined) {
    texto = armar();
    if (memoria.size >= MAX_SENTENCIAS) memoria.clear();
    memoria.set(forma, texto);
  }
  return texto;
}
