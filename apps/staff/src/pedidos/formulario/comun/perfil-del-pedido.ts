/**
 * The client's profiles offered by an order form, plus the order's own profile when it is no longer in that list
 * (no longer approved): an order being edited or duplicated keeps showing the profile it has.
 */
export function conPerfilDelPedido<P extends { id: number }>(
  lista: P[] | undefined,
  pedido: { cliente: { id: number }; perfil: P } | undefined,
  clienteId: number | undefined,
): P[] | undefined {
  if (!lista || !pedido || pedido.cliente.id !== clienteId || lista.some((p) => p.id === pedido.perfil.id))
    return lista;
  return [pedido.perfil, ...lista];
}
