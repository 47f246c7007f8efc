import { useId, useState } from 'react';
import { EntradaComentarCliente, formatoFechaHora, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { Boton, EstadoVacio, notificar, Spinner } from '@talento/ui';
import { trpc } from '../trpc';

/** Comments the client may see (visible to the client) and a box to write one that staff see too. */
export function Comentarios({ pedidoId }: { pedidoId: number }) {
  const idTexto = useId();
  const utils = trpc.useUtils();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lista = trpc.clientePortal.comentarios.useQuery({ pedidoId });
  const comentar = trpc.clientePortal.comentar.useMutation({
    onSuccess: async (r) => {
      notificar.exito(r.mensaje);
      setTexto('');
      await utils.clientePortal.comentarios.invalidate({ pedidoId });
    },
  });
  const enviar = () => {
    const r = EntradaComentarCliente.safeParse({ pedidoId, texto });
    if (!r.success) {
      const mensaje = r.error.issues[0]?.message ?? '';
      setError(mensaje);
      notificar.error(mensaje);
      return;
    }
    setError(null);
    comentar.mutate(r.data);
  };
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">Comentarios</h2>
      <div className="flex flex-col gap-2">
        <label htmlFor={idTexto} className="text-sm font-medium text-slate-700">
          Comentario
        </label>
        <textarea
          id={idTexto}
          rows={3}
          value={texto}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setTexto(e.target.value)}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-marca-500 focus:outline-none"
        />
        {error && <p className="text-xs text-red-600">{error}</p>}
        <div className="flex justify-end">
          <Boton cargando={comentar.isPending} onClick={enviar}>
            Enviar
          </Boton>
        </div>
      </div>
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
