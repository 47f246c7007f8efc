import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { AppRouter } from '@talento/api';
import type { PaginaPerezosa } from '@talento/ui';
import type { consultas as ConsultasPortal } from '../conexion';

type RegistroDe<R> = R extends { _def: { record: infer Rec } } ? Rec : R;

/** The dotted path of every query or mutation of the router ('clientePortal.pedido'), checked by the compiler. */
type RutasDe<R> = {
  [K in keyof R & string]: R[K] extends { _def: { type: 'query' | 'mutation' } }
    ? K
    : R[K] extends object
      ? `${K}.${RutasDe<RegistroDe<R[K]>>}`
      : never;
}[keyof R & string];
export type RutaProcedimiento = RutasDe<RegistroDe<AppRouter>>;

/**
 * A screen of the client portal: route, title, page, the procedures it calls on opening, the data it starts when
 * opened from a link or a bookmark, and, for the header's sections, the link's label and who sees it.
 */
export interface Pantalla {
  titulo: string;
  /** Path under /cliente; '/' is the index. */
  ruta: string;
  pagina: PaginaPerezosa<ComponentType>;
  /**
   * The procedures the page calls when it opens, besides the shell's own (auth.me). A user who sees the screen's link
   * (or any user, for the screens reached from other screens) must be allowed each of them: e2e/acceso/pantallas-cliente.test.ts.
   */
  procedimientos: readonly RutaProcedimiento[];
  /** The queries the page reads first (same input, same key), started while the shell checks the session. */
  datos?: (params: Params, consultas: typeof ConsultasPortal) => void;
  /** A section of the header: its label and, when not everyone sees it, who does (the server checks again). */
  enlace?: { texto: string; visible?: (permisos: readonly string[]) => boolean };
}

/** A positive integer route parameter, or null (the page itself shows "not found" for the rest). */
export function entero(valor: string | undefined): number | null {
  const n = Number(valor);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Silent: the page decides what an error shows. */
export const silencioso = { meta: { silencioso: true } } as const;
