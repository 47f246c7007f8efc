/** Which clients a user may see: every client, or a list of client ids. */
export type AlcanceClientes = { readonly todos: true } | { readonly todos: false; readonly ids: readonly number[] };

export function alcanceDe(permisos: readonly string[], clienteIds: readonly number[], esStaffCliente: boolean): AlcanceClientes {
  if (!esStaffCliente && permisos.includes('add_todos_los_clientes')) return { todos: true };
  return { todos: false, ids: [...clienteIds] };
}

export function incluyeCliente(alcance: AlcanceClientes, clienteId: number): boolean {
  return alcance.todos || alcance.ids.includes(clienteId);
}
