import { Link } from 'react-router';
import { EstadoCandidatoPedido } from '@talento/rules';
import { trpc } from '../trpc';

interface CandidatoConOrden {
  candidatoPedidoId: number;
  estado: number;
  ordenContratacion: { estadoEtiqueta: string } | null;
}

/**
 * "Iniciar orden de contratación" for a candidate the client approved (state 6) who has no hiring order yet, shown to
 * client users with add_ordencontratacion; a candidate who has one shows its status instead (the server refuses a
 * second order anyway).
 */
export function useEnlaceIniciarOrden(pedidoId: number) {
  const me = trpc.auth.me.useQuery(undefined, { meta: { silencioso: true } });
  const puede = me.data?.usuario.permisos.includes('add_ordencontratacion') ?? false;
  return (c: CandidatoConOrden) => {
    if (c.ordenContratacion) {
      return (
        <span
          key="orden-contratacion"
          className="self-center text-sm text-slate-700"
          data-testid={`orden-candidato-${c.candidatoPedidoId}`}
        >
          Orden de contratación: {c.ordenContratacion.estadoEtiqueta}
        </span>
      );
    }
    return puede && c.estado === EstadoCandidatoPedido.EN_CONTRATACION ? (
      <Link
        key="orden-contratacion"
        to={`/pedido/${pedidoId}/candidato/${c.candidatoPedidoId}/orden-contratacion`}
        className="rounded-md bg-marca-600 px-3 py-1 text-sm font-medium text-white hover:bg-marca-700"
      >
        Iniciar orden de contratación
      </Link>
    ) : null;
  };
}
