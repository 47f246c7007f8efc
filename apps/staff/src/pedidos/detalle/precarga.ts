import { useEffect } from 'react';
import { trpc } from '../../trpc';

const silencioso = { meta: { silencioso: true } } as const;

/**
 * Starts every read of the order detail in the same tick as the order itself, so the batch link sends them in one
 * HTTP request: the candidates, their FAC scores, the tests, comments, action log and sendings arrive with the
 * order instead of one after another as each panel mounts (the panels then read them from the cache: `staleTime`).
 */
export function usePrecargaDetalle(id: number | null): void {
  const utils = trpc.useUtils();
  useEffect(() => {
    if (id === null) return;
    void utils.candidatosPedido.listar.prefetch({ pedidoId: id }, silencioso);
    void utils.fac.resultadosPedido.prefetch({ pedidoId: id }, silencioso);
    void utils.pedidos.opcionesPruebas.prefetch({ pedidoId: id }, silencioso);
    void utils.pedidos.comentarios.prefetch({ id }, silencioso);
    void utils.pedidos.eventos.prefetch({ id }, silencioso);
    void utils.candidatosPedido.estadoCorreos.prefetch({ pedidoId: id }, silencioso);
  }, [utils, id]);
}
