import type { Permiso } from './permisos';

/** Which clients a user may see: every client, or a list of client ids. */
export type AlcanceClientes =
  { readonly todos: true } | { readonly todos: false; readonly ids: readonly number[] };

/** The flag that lets agency staff (never client staff) see every client; the API's SQL twin of `alcanceDe` names it too. */
export const PERMISO_TODOS_LOS_CLIENTES = 'add_todos_los_clientes' as const satisfies Permiso;

export function alcanceDe(
  permisos: readonly string[],
  clienteIds: readonly number[],
  esStaffCliente: boolean,
): AlcanceClientes {
  if (!esStaffCliente && permisos.includes(PERMISO_TODOS_LOS_CLIENTES)) return { todos: true };
  return { todos: false, ids: [...clienteIds] };
}

export function incluyeCliente(alcance: AlcanceClientes, clienteId: number): boolean {
  return alcance.todos || alcance.ids.includes(clienteId);
}
