import { useEffect, useState, type Ref } from 'react';
import { MENSAJES_AGREGAR_PEDIDO } from '@talento/rules';
import { CampoTexto, GrupoOpciones, notificar, Spinner, type ControlGrupo } from '@talento/ui';
import { trpc } from '../../trpc';

/**
 * The current orders of the user's clients that take candidates (`hojasDeVida.pedidosCompatibles`), searchable by
 * number, position or client; one is chosen. For one person (`candidatoId`) the list is the orders compatible with
 * them and says first why they cannot be added now (availability); for several, each person's own refusals are told
 * when adding. The one order picker of the CV's "Agregar a pedido" and of the searches' bulk add.
 */
export function SelectorPedido({
  valor,
  onCambiar,
  onBlur,
  error,
  refCampo,
  candidatoId,
}: {
  valor: number | undefined;
  onCambiar: (pedidoId: number) => void;
  onBlur?: () => void;
  error: string | undefined;
  refCampo: Ref<ControlGrupo>;
  candidatoId?: number;
}) {
  // The search text only filters the list: it is not part of what is sent.
  const [texto, setTexto] = useState('');
  const [busqueda, setBusqueda] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setBusqueda(texto.trim()), 300);
    return () => clearTimeout(t);
  }, [texto]);
  const pedidos = trpc.hojasDeVida.pedidosCompatibles.useQuery(
    candidatoId === undefined ? { texto: busqueda } : { candidatoId, texto: busqueda },
    { placeholderData: (p) => p, meta: { silencioso: true } },
  );
  useEffect(() => {
    if (pedidos.error) notificar.error(MENSAJES_AGREGAR_PEDIDO.errorPedidos);
  }, [pedidos.error]);
  const lista = pedidos.data?.pedidos ?? [];

  return (
    <div className="flex flex-col gap-3">
      <CampoTexto
        etiqueta="Buscar pedido (número, cargo o cliente)"
        type="search"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        // Enter searches (it filters as one types): it does not submit the form around the picker.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      {pedidos.data?.mensajeDisponibilidad && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {pedidos.data.mensajeDisponibilidad}
        </p>
      )}
      {!pedidos.data ? (
        pedidos.isLoading ? (
          <Spinner etiqueta="Buscando pedidos" />
        ) : null
      ) : lista.length === 0 ? (
        <p className="text-sm text-slate-500">{MENSAJES_AGREGAR_PEDIDO.sinPedidos}</p>
      ) : (
        <GrupoOpciones
          leyenda={candidatoId === undefined ? 'Pedidos vigentes' : 'Pedidos compatibles'}
          requerido
          error={error}
          ref={refCampo}
        >
          {(aria) => (
            <div className="flex max-h-72 flex-col divide-y divide-slate-100 overflow-y-auto">
              {lista.map((p) => (
                <label
                  key={p.id}
                  className="flex cursor-pointer items-center gap-2 py-2 text-sm text-slate-700"
                >
                  <input
                    type="radio"
                    name="pedidoId"
                    {...aria}
                    checked={valor === p.id}
                    onChange={() => onCambiar(p.id)}
                    onBlur={onBlur}
                  />
                  <span>
                    <span className="font-medium">Pedido {p.id}</span> · {p.nombreCargo} · {p.cliente}
                    {p.ciudad ? ` · ${p.ciudad}` : ''} · {p.estadoEtiqueta}
                  </span>
                </label>
              ))}
            </div>
          )}
        </GrupoOpciones>
      )}
    </div>
  );
}
