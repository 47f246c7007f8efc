/** Socket errors of a connection to a server that is down, restarting or unreachable. */
const CODIGOS_DE_RED = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/**
 * SQLSTATEs of a server that is going away or not ready: class 08 (connection exception), 57P01
 * (admin shutdown), 57P02 (crash shutdown: another backend died), 57P03 (starting up or in recovery).
 * Not 08P01 (protocol violation): the server is fine, the statement carried something it cannot take (a NUL in a
 * text parameter); that is bad input, answered 400 by the API (errores-datos.ts), not "try again".
 */
const esEstadoSql = (codigo: string) =>
  (/^08[0-9A-Z]{3}$/.test(codigo) && codigo !== '08P01') || ['57P01', '57P02', '57P03'].includes(codigo);

/**
 * A connection through the cluster's Unix socket while PostgreSQL is stopped or restarting: the socket file is gone
 * (ENOENT on its path). Only for that path: a missing file anywhere else is not the database.
 */
const esSocketDePostgres = (direccion: unknown) =>
  typeof direccion === 'string' && /\/\.s\.PGSQL\.\d+$/.test(direccion);

/** What `pg` and `pg-pool` say when a connection dies (they give these no code). */
const MENSAJES_DE_PG =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/i;

/**
 * Whether an error (or any of its causes) means PostgreSQL cannot be reached right now, as opposed to a
 * failure of the query itself. Those are answered 503 "try again", never 500: the database comes back
 * on its own (the embedded one is restarted by its supervisor; the pool reconnects on the next query).
 */
export function esBaseNoDisponible(error: unknown): boolean {
  let actual: unknown = error;
  for (let nivel = 0; nivel < 6 && actual && typeof actual === 'object'; nivel++) {
    const { code, message, cause, address } = actual as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      address?: unknown;
    };
    if (typeof code === 'string' && (CODIGOS_DE_RED.has(code) || esEstadoSql(code))) return true;
    if (code === 'ENOENT' && esSocketDePostgres(address)) return true;
    if (typeof message === 'string' && MENSAJES_DE_PG.test(message)) return true;
    actual = cause;
  }
  return false;
}
