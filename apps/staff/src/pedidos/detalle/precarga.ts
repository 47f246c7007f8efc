import { useEffect } from 'react';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';

const silencioso = { meta: { silencioso: true } } as const;

/**
 * Starts every read of the order detail in the same tick as the order itself, so the batch link sends them in one
 * HTTP request: the candidates, their FAC scores, the tests, comments, action log and sendings arrive with the
 * order instead of one after another as each panel mounts (the panels then read them from the cache: `staleTime`).
 */
export function usePrecargaDetalle(id: number | null): void {
  const utils = trpc.useUtils();
  // Only what the screen itself reads for this user (its record in shell/pantallas/pedidos.ts).
  const pruebas = useUsuario().permisos.includes('read_pedido_definir_pruebas');
  useEffect(() => {
    if (id === null) return;
    void utils.candidatosPedido.listar.prefetch({ pedidoId: id }, silencioso);
    void utils.fac.resultadosPedido.prefetch({ pedidoId: id }, silencioso);
    if (pruebas) void utils.pedidos.opcionesPruebas.prefetch({ pedidoId: id }, silencioso);
    void utils.pedidos.comentarios.prefetch({ id }, silencioso);
    void utils.pedidos.eventos.prefetch({ id }, silencioso);
    void utils.candidatosPedido.estadoCorreos.prefetch({ pedidoId: id }, silencioso);
  }, [utils, id, pruebas]);
}
