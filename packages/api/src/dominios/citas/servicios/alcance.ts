/**
 * Client scope of appointments: a client interview (with a client) is visible when its client is in the user's
 * scope; an appointment without client (stock / other) belongs to the agency and every staff user with read_cita
 * sees it (docs/decisiones/citas.md). Applied inside every query, never after loading (nucleo/sql/alcance.ts).
 */
import type { AlcanceClientes } from '@talento/rules';
import { filtroClienteOpcional, sqlAlcanceOpcional } from '../../../nucleo/sql/alcance';
import type { Parametros } from '../../../nucleo/sql/parametros';

/** ORM filter for Cita (or a path to it: 'cita'). */
export function filtroCita(alcance: AlcanceClientes, ruta?: string): Record<string, unknown> {
  return filtroClienteOpcional(alcance, ruta ? `${ruta}.cliente` : 'cliente');
}

/** SQL clause on `c.cliente_id` (alias c = cita); empty when the user sees every client. */
export function sqlAlcanceCita(q: Parametros, alcance: AlcanceClientes, columna = 'c.cliente_id'): string {
  return sqlAlcanceOpcional(q, alcance, columna);
}
