import type { AlcanceClientes } from '@talento/rules';

/**
 * The clients in scope as a PostgreSQL array literal, or null for "every client" (add_todos_los_clientes). A literal
 * because the driver would spread a JS array into separate parameters; the SQL reads `(?::int[] is null or x = any(?::int[]))`.
 */
export function clientesDelAlcance(alcance: AlcanceClientes, clienteId?: number): string | null {
  const ids = clienteId !== undefined ? [clienteId] : alcance.todos ? null : [...alcance.ids];
  return ids === null ? null : `{${ids.join(',')}}`;
}

/** A user of group Mercaderistas that works for a client in `clientes` (an array parameter or null = any). */
export const MERCADERISTA_VISIBLE = `exists (select 1 from usuario_grupo ug join grupo g on g.id = ug.grupo_id where ug.usuario_id = u.id and g.nombre = ?)
  and (?::int[] is null or exists (select 1 from usuario_cliente uc where uc.usuario_id = u.id and uc.cliente_id = any(?::int[])))`;
