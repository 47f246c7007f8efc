/**
 * Client scope of appointments: a client interview (with a client) is visible when its client is in the user's
 * scope; an appointment without client (stock / other) belongs to the agency and every staff user with read_cita
 * sees it (docs/decisiones/citas.md). Applied inside every query, never after loading.
 */
import type { AlcanceClientes } from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import type { Parametros } from '../../../nucleo/sql/parametros';

/** ORM filter for Cita (or a path to it: 'cita'). */
export function filtroCita(alcance: AlcanceClientes, ruta?: string): Record<string, unknown> {
  if (alcance.todos) return {};
  const cliente = ruta ? `${ruta}.cliente` : 'cliente';
  const sinCliente = cliente
    .split('.')
    .reduceRight<unknown>((valor, parte) => ({ [parte]: valor }), null) as Record<string, unknown>;
  return { $or: [sinCliente, filtroCliente(alcance, cliente)] };
}

/** SQL clause on `c.cliente_id` (alias c = cita); empty when the user sees every client. */
export function sqlAlcanceCita(q: Parametros, alcance: AlcanceClientes, columna = 'c.cliente_id'): string {
  if (alcance.todos) return '';
  return ` and (${columna} is null or ${columna} = any(${q.v(`{${alcance.ids.map((n) => Math.trunc(Number(n))).join(',')}}`)}::int[]))`;
}
