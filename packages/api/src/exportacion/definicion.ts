import type { EntityManager } from '@mikro-orm/postgresql';
import type { inferRouterInputs } from '@trpc/server';
import type { UsuarioSesion } from '../nucleo/context';
import type { AppRouter } from '../root';
import type { ColumnaExportacion } from './columnas';

/** What a reader of an export gets: the request's entity manager, the user of the session and the request's clock. */
export interface ContextoExportacion {
  em: EntityManager;
  usuario: UsuarioSesion;
  ahora: Date;
}

/** One page read by an export: its rows and whether another page follows. */
export interface PaginaExportacion<T> {
  filas: readonly T[];
  hayMas: boolean;
}

/**
 * One kind of export: the list procedure whose access (permission, client scope) and filters it shares, how to read
 * page `n` (1, 2, …) of what those filters select with the list's own query service, and the columns as the screen
 * shows them. Adding a list to "Exportar" is one of these in registro.ts.
 */
export interface Exportacion<R extends string, F, T> {
  /** Sheet name and start of the file name (the screen's title). */
  titulo: string;
  /** Dotted path of the list procedure, e.g. `vetados.listar`. */
  procedimiento: R;
  leer: (ctx: ContextoExportacion, filtros: F, pagina: number) => Promise<PaginaExportacion<T>>;
  /** The columns; a function of the filters when they depend on them (a catalogue's own fields). */
  columnas: readonly ColumnaExportacion<T>[] | ((filtros: F) => readonly ColumnaExportacion<T>[]);
}

export function defineExportacion<const R extends string, F, T>(
  e: Exportacion<R, F, T>,
): Exportacion<R, F, T> {
  return e;
}

type Entradas = inferRouterInputs<AppRouter>;
type EntradaEn<E, R extends string> = R extends `${infer A}.${infer B}`
  ? A extends keyof E
    ? EntradaEn<E[A], B>
    : never
  : R extends keyof E
    ? E[R]
    : never;

/** The filters a screen sends for an export: its list procedure's input, without the page. */
export type FiltrosDe<R extends string> = Omit<Exclude<EntradaEn<Entradas, R>, undefined | void>, 'pagina'>;
