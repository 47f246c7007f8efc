import { useState } from 'react';
import { EntradaComentarCliente, formatoFechaHora, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { AreaTexto, Boton, EstadoVacio, notificar, Spinner, validarConAviso } from '@talento/ui';
import { trpc } from '../trpc';

/** Comments the client may see (visible to the client) and a box to write one that staff see too. */
export function Comentarios({ pedidoId }: { pedidoId: number }) {
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lista = trpc.clientePortal.comentarios.useQuery({ pedidoId });
  const comentar = trpc.clientePortal.comentar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      setTexto('');
    },
  });
  const enviar = () => {
    const datos = validarConAviso(EntradaComentarCliente, { pedidoId, texto }, setError);
    if (datos) comentar.mutate(datos);
  };
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">Comentarios</h2>
      <div className="flex flex-col gap-2">
        <AreaTexto etiqueta="Comentario" valor={texto} onChange={setTexto} error={error} />
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
