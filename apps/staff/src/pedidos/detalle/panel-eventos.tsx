import { formatoFechaHora, MENSAJES_CARGA_PEDIDO } from '@talento/rules';
import { EstadoVacio, FallaDeCarga, Seccion, Spinner, useAvisoDeFalla } from '@talento/ui';
import { trpc } from '../../trpc';
import type { EventoPedido } from './tipos';

function descripcion(e: EventoPedido): string {
  const cambio =
    e.anteriorEtiqueta && e.nuevoEtiqueta
      ? `${e.anteriorEtiqueta} → ${e.nuevoEtiqueta}`
      : (e.nuevoEtiqueta ?? e.anteriorEtiqueta);
  return [e.tipoEtiqueta, cambio, e.candidatoNombre].filter(Boolean).join(' · ');
}

/** Action log, newest first, each with date and actor. */
export function PanelEventos({ pedidoId }: { pedidoId: number }) {
  const eventos = trpc.pedidos.eventos.useQuery({ id: pedidoId }, { meta: { silencioso: true } });
  useAvisoDeFalla(eventos.error, MENSAJES_CARGA_PEDIDO.eventos);
  return (
    <Seccion titulo="Registro de acciones">
      {eventos.isLoading ? (
        <Spinner />
      ) : eventos.isError ? (
        <FallaDeCarga mensaje={MENSAJES_CARGA_PEDIDO.eventos} />
      ) : (eventos.data ?? []).length === 0 ? (
        <EstadoVacio mensaje="El pedido no tiene acciones registradas." />
      ) : (
        // tabIndex: a list that scrolls must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
        <ol
          className="flex max-h-[480px] flex-col gap-2 overflow-y-auto"
          aria-label="Lista de acciones"
          tabIndex={0}
        >
          {(eventos.data ?? []).map((e) => (
            <li key={e.id} className="border-l-2 border-marca-200 pl-3">
              <p className="text-sm text-slate-800">{descripcion(e)}</p>
              <p className="text-xs text-slate-500">
                {formatoFechaHora(e.fecha)} · {e.actor ?? 'Sistema'}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Seccion>
  );
}
