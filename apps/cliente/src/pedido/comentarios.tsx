import { EntradaComentarCliente, formatoFechaHora, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { CajaComentario, EstadoVacio, notificar, Spinner } from '@talento/ui';
import { trpc } from '../trpc';

/** Comments the client may see (visible to the client) and a box to write one that staff see too. */
export function Comentarios({ pedidoId }: { pedidoId: number }) {
  const lista = trpc.clientePortal.comentarios.useQuery({ pedidoId });
  const comentar = trpc.clientePortal.comentar.useMutation({ onSuccess: (r) => notificar.exito(r.mensaje) });
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">Comentarios</h2>
      <CajaComentario
        esquemaTexto={EntradaComentarCliente.shape.texto}
        enviando={comentar.isPending}
        onEnviar={(datos) => comentar.mutateAsync({ pedidoId, texto: datos.texto })}
      />
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
