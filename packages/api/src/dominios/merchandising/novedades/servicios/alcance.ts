/**
 * Client scope of incidents: a user sees the incidents reported at stores of their clients (almacen.cliente).
 * Applied inside every query, never after loading.
 */
import type { AlcanceClientes } from '@talento/rules';
import { filtroCliente } from '../../../../nucleo/sql/alcance';
import type { Parametros } from '../../../../nucleo/sql/parametros';

/** ORM filter for Novedad. */
export function filtroNovedad(alcance: AlcanceClientes): Record<string, unknown> {
  return filtroCliente(alcance, 'almacen.cliente');
}

/** SQL clause on the store's client column (alias a = almacen); empty when the user sees every client. */
export function sqlAlcanceAlmacen(q: Parametros, alcance: AlcanceClientes, columna = 'a.cliente_id'): string {
  if (alcance.todos) return '';
  return ` and ${columna} = any(${q.v(`{${alcance.ids.map((n) => Math.trunc(Number(n))).join(',')}}`)}::int[])`;
}
