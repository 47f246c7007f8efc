import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { MENSAJES_SUGERIDOS } from '@talento/rules';
import { Boton, FallaDeCarga, notificar, Paginador, Seccion, useAvisoDeFalla } from '@talento/ui';
import { trpc } from '../../trpc';
import { TablaSugeridos } from './tabla-sugeridos';

/**
 * Suggested candidates of an order (issue 15): available people of the order's city ranked by compatibility,
 * the score's parts on hover or focus. Default export so the stock detail loads it lazily.
 */
export default function PanelSugeridos({
  pedidoId,
  titulo = MENSAJES_SUGERIDOS.titulo,
  admiteCandidatos = false,
}: {
  pedidoId: number;
  titulo?: string;
  /** The order takes candidates now (stages 2–4): each suggestion offers one-click "Agregar". */
  admiteCandidatos?: boolean;
}) {
  // One click adds the suggested person with the same procedure as "Agregar candidato" (the server checks it all).
  const agregar = trpc.candidatosPedido.agregar.useMutation({
    onSuccess: (r) => notificar.exito(r.mensaje),
  });
  // Checkboxes + "Agregar seleccionados": all the marked people in one transaction, or none (every refusal named).
  const [marcados, setMarcados] = useState<string[]>([]);
  const agregarVarios = trpc.candidatosPedido.agregarVarios.useMutation({
    onSuccess: (r) => {
      setMarcados([]);
      notificar.exito(r.mensaje);
    },
  });
  const [pagina, setPagina] = useState(1);
  const cambiarPagina = (n: number) => {
    setMarcados([]);
    setPagina(n);
  };
  const consulta = trpc.pedidos.sugeridos.useQuery(
    { pedidoId, pagina },
    { placeholderData: keepPreviousData, meta: { silencioso: true } },
  );
  useAvisoDeFalla(consulta.error, MENSAJES_SUGERIDOS.errorCargar);
  return (
    <Seccion titulo={titulo}>
      {consulta.isError && !consulta.data ? (
        <FallaDeCarga mensaje={MENSAJES_SUGERIDOS.errorCargar} />
      ) : (
        <>
          {admiteCandidatos && (
            <div className="mb-2 flex justify-end">
              <Boton
                disabled={marcados.length === 0}
                cargando={agregarVarios.isPending}
                onClick={() => agregarVarios.mutate({ pedidoId, candidatoIds: marcados.map(Number) })}
              >
                Agregar seleccionados{marcados.length > 0 ? ` (${marcados.length})` : ''}
              </Boton>
            </div>
          )}
          <TablaSugeridos
            etiqueta={titulo}
            filas={consulta.data?.filas}
            cargando={consulta.isFetching}
            onAgregar={
              admiteCandidatos ? (s) => agregar.mutate({ pedidoId, candidatoId: s.candidatoId }) : undefined
            }
            agregando={agregar.isPending ? (agregar.variables?.candidatoId ?? null) : null}
            marcados={admiteCandidatos ? marcados : undefined}
            onMarcar={setMarcados}
          />
          <Paginador
            pagina={pagina}
            paginas={consulta.data?.paginas ?? 1}
            onCambiar={cambiarPagina}
            etiqueta={`Páginas de ${titulo.toLowerCase()}`}
          />
        </>
      )}
    </Seccion>
  );
}
