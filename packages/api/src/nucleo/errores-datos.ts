import { MENSAJES_PRIMITIVOS } from '@talento/rules';
import { AppError } from './errors';

const M = MENSAJES_PRIMITIVOS.baseDeDatos;

/**
 * PostgreSQL errors that only a value sent by the user can cause (class 22 "data exception"): untranslatable
 * character / invalid byte sequence (a NUL in text), numeric out of range, string too long, bad or
 * out-of-range date. The input schemas refuse these values first; this is the safety net, so a schema that
 * misses one still answers 400 with a Spanish message instead of 500.
 */
const MENSAJE_POR_CODIGO: Readonly<Record<string, string>> = {
  // node-postgres sends parameters as text; PostgreSQL refuses one with a NUL in it as a protocol error
  // ("invalid message format", severity ERROR: the connection goes on). Nothing else we send can cause it.
  '08P01': M.caracteres,
  '22P05': M.caracteres,
  '22021': M.caracteres,
  '22003': M.numero,
  '22001': M.largo,
  '22007': M.fecha,
  '22008': M.fecha,
};

/** A value the database refused (BAD_REQUEST). Its own class so tests can tell it from a schema's refusal. */
export class DatoRechazadoPorBaseDeDatos extends AppError {
  readonly codigoPostgres: string;
  constructor(codigoPostgres: string, mensaje: string) {
    super('BAD_REQUEST', mensaje);
    this.codigoPostgres = codigoPostgres;
  }
}

/** The SQLSTATE of a driver error anywhere in the cause chain (MikroORM copies `code` from pg's error). */
function codigoSql(error: unknown): string | undefined {
  let actual: unknown = error;
  for (let i = 0; i < 5 && actual instanceof Error; i++) {
    const codigo =
      (actual as { code?: unknown; sqlState?: unknown }).sqlState ?? (actual as { code?: unknown }).code;
    if (typeof codigo === 'string' && codigo in MENSAJE_POR_CODIGO) return codigo;
    actual = actual.cause;
  }
  return undefined;
}

/** The 400 for a database data error caused by input, or null for any other failure. */
export function datoRechazado(error: unknown): DatoRechazadoPorBaseDeDatos | null {
  const codigo = codigoSql(error);
  return codigo ? new DatoRechazadoPorBaseDeDatos(codigo, MENSAJE_POR_CODIGO[codigo]!) : null;
}
