import { lazy } from 'react';
import { formatoFechaHora, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { EstadoVacio, Spinner, TrasPintar } from '@talento/ui';
import { trpc } from '../trpc';

const CajaComentarioPedido = lazy(() => import('./caja-comentario-pedido'));

/** Comments the client may see (visible to the client) and a box to write one that staff see too. */
export function Comentarios({ pedidoId }: { pedidoId: number }) {
  const lista = trpc.clientePortal.comentarios.useQuery({ pedidoId });
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">Comentarios</h2>
      {/* The box's height kept while its code loads, so the list under it does not jump. */}
      <TrasPintar reserva={<div aria-hidden="true" className="h-[9.125rem]" />}>
        <CajaComentarioPedido pedidoId={pedidoId} />
      </TrasPintar>
      <div className="mt-4">
        {lista.isLoading ? (
          <Spinner />
        ) : (lista.data ?? []).length === 0 ? (
          <EstadoVacio mensaje={MENSAJES_CLIENTE_PORTAL.sinComentarios} />
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Lista de comentarios">
            {(lista.data ?? []).map((c) => (
              <li key={c.id} className="rounded-md border border-slate-200 p-3">
                <p className="whitespace-pre-wrap text-sm text-slate-800">{c.texto}</p>
                <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
                  <span>{formatoFechaHora(c.fecha)}</span>
                  <span>{c.autor}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
