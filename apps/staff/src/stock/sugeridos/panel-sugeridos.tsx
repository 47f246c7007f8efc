import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { MENSAJES_SUGERIDOS } from '@talento/rules';
import { FallaDeCarga, notificar, Paginador, Seccion, useAvisoDeFalla } from '@talento/ui';
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
  const [pagina, setPagina] = useState(1);
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
          <TablaSugeridos
            etiqueta={titulo}
            filas={consulta.data?.filas}
            cargando={consulta.isFetching}
            onAgregar={
              admiteCandidatos ? (s) => agregar.mutate({ pedidoId, candidatoId: s.candidatoId }) : undefined
            }
            agregando={agregar.isPending ? (agregar.variables?.candidatoId ?? null) : null}
          />
          <Paginador
            pagina={pagina}
            paginas={consulta.data?.paginas ?? 1}
            onCambiar={setPagina}
            etiqueta={`Páginas de ${titulo.toLowerCase()}`}
          />
        </>
      )}
    </Seccion>
  );
}
