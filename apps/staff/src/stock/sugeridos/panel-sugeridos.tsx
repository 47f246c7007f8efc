import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { MENSAJES_SUGERIDOS } from '@talento/rules';
import { FallaDeCarga, Paginador, Seccion, useAvisoDeFalla } from '@talento/ui';
import { trpc } from '../../trpc';
import { TablaSugeridos } from './tabla-sugeridos';

/**
 * Suggested candidates of an order (issue 15): available people of the order's city ranked by compatibility,
 * the score's parts on hover or focus. Default export so the stock detail loads it lazily.
 */
export default function PanelSugeridos({
  pedidoId,
  titulo = MENSAJES_SUGERIDOS.titulo,
}: {
  pedidoId: number;
  titulo?: string;
}) {
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
          <TablaSugeridos etiqueta={titulo} filas={consulta.data?.filas} cargando={consulta.isFetching} />
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
