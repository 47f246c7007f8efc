import { Link } from 'react-router';
import { EstadoCandidatoPedido } from '@talento/rules';
import { trpc } from '../trpc';

/**
 * "Iniciar orden de contratación" for a candidate the client approved (state 6), shown to client users with
 * add_ordencontratacion; the page it opens says so when the candidate already has an order.
 */
export function useEnlaceIniciarOrden(pedidoId: number) {
  const me = trpc.auth.me.useQuery(undefined, { meta: { silencioso: true } });
  const puede = me.data?.usuario.permisos.includes('add_ordencontratacion') ?? false;
  return (c: { candidatoPedidoId: number; estado: number }) =>
    puede && c.estado === EstadoCandidatoPedido.EN_CONTRATACION ? (
      <Link
        key="orden-contratacion"
        to={`/pedido/${pedidoId}/candidato/${c.candidatoPedidoId}/orden-contratacion`}
        className="rounded-md bg-marca-600 px-3 py-1 text-sm font-medium text-white hover:bg-marca-700"
      >
        Iniciar orden de contratación
      </Link>
    ) : null;
}
