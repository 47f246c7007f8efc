/**
 * Client scope of incidents: a user sees the incidents reported at stores of their clients (almacen.cliente).
 * Applied inside every query, never after loading (nucleo/sql/alcance.ts).
 */
import type { AlcanceClientes } from '@talento/rules';
import { filtroCliente, sqlAlcance } from '../../../../nucleo/sql/alcance';
import type { Parametros } from '../../../../nucleo/sql/parametros';

/** ORM filter for Novedad. */
export function filtroNovedad(alcance: AlcanceClientes): Record<string, unknown> {
  return filtroCliente(alcance, 'almacen.cliente');
}

/** SQL clause on the store's client column (alias a = almacen); empty when the user sees every client. */
export function sqlAlcanceAlmacen(q: Parametros, alcance: AlcanceClientes, columna = 'a.cliente_id'): string {
  return sqlAlcance(q, alcance, columna);
}
