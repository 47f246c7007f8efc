import { useEffect, useRef } from 'react';
import { aErrorDeServidor, notificar } from '@talento/ui';
import { MENSAJES_BUSQUEDA } from '@talento/rules';

interface ConsultaBusqueda {
  data?: { total: number } | undefined;
  dataUpdatedAt: number;
  isPlaceholderData: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * Spec 03 §8 "Search": a failed search shows 'Error al buscar candidatos' (with the server's detail when
 * it sends one) and an answered search without matches the info 'No se encontraron candidatos', once per
 * answer (not again for the cached answer of a search the page remembers).
 */
export function useAvisosBusqueda(consulta: ConsultaBusqueda): void {
  const ultimaRespuesta = useRef(consulta.dataUpdatedAt);
  const ultimoError = useRef(consulta.errorUpdatedAt);
  const { data, dataUpdatedAt, isPlaceholderData, error, errorUpdatedAt } = consulta;

  useEffect(() => {
    if (!error || errorUpdatedAt === ultimoError.current) return;
    ultimoError.current = errorUpdatedAt;
    const { status, detalle } = aErrorDeServidor(error);
    if (status !== 401) notificar.error(MENSAJES_BUSQUEDA.error, detalle);
  }, [error, errorUpdatedAt]);

  useEffect(() => {
    if (!data || isPlaceholderData || dataUpdatedAt === ultimaRespuesta.current) return;
    ultimaRespuesta.current = dataUpdatedAt;
    if (data.total === 0) notificar.info(MENSAJES_BUSQUEDA.sinResultadosAviso);
  }, [data, dataUpdatedAt, isPlaceholderData]);
}
