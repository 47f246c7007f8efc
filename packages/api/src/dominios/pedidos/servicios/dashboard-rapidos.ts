/**
 * Quick filters of the current-orders dashboard (FILTRO_RAPIDO in rules) as plain predicates of the dashboard's
 * one statement: no extra round trip, and the client scope of that statement still applies to every answer.
 */
import type { FiltroRapido } from '@talento/rules';
import { SQL_VENCIDO, sqlEsDelUsuario } from './dashboard-sql';
import { type Parametros } from '../../../nucleo/sql/parametros';

export interface PredicadosRapidos {
  /** On the order `p` (inside the filtered select). */
  pedido: string;
  /** On the computed columns of `f` (remaining days need the elapsed ones first). */
  calculados: string[];
}

/**
 * - vencidos: no search days left, exactly as the cards and the "Vencidos" indicator count them;
 * - urgentes: the order's urgent flag (es_destacado, "Pedido urgente (destacado)" in the order form; the card
 *   badge "Urgente");
 * - sin_fac: no filter-question group defined (fac null, spec 01 §5), as the "Sin FAC" badge;
 * - mios: the user is its encargado, lead executive or creator (the home page's "Mis pendientes").
 * Call it where its text goes: `pedido` pushes the user's id as parameter.
 */
export function predicadosRapidos(
  q: Parametros,
  rapidos: readonly FiltroRapido[] | undefined,
  usuarioId: number | null,
): PredicadosRapidos {
  const elegidos = new Set(rapidos ?? []);
  let pedido = '';
  if (elegidos.has('urgentes')) pedido += ' and p.es_destacado';
  if (elegidos.has('sin_fac')) pedido += ' and p.fac_id is null';
  if (elegidos.has('mios')) {
    // A programming error, not user input: the procedure always passes the session's user.
    if (usuarioId === null) throw new Error('"Mis pedidos" necesita el usuario de la sesión');
    pedido += ` and ${sqlEsDelUsuario(q, usuarioId)}`;
  }
  return { pedido, calculados: elegidos.has('vencidos') ? [SQL_VENCIDO] : [] };
}
