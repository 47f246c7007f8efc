import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { MENSAJES_REPORTES_EMBEBIDOS as M } from '@talento/rules';
import { notificar, useIdRuta } from '@talento/ui';
import { trpc } from '../../trpc';
import { MarcoReporte } from '../marco-reporte';

/**
 * `/reporte/:idReporte` (spec 03): a named report in a 600 px frame. Without a report the user may see (unknown id,
 * inactive, another flag or client) the user goes to the dashboard, told why.
 */
export default function Pagina() {
  const id = useIdRuta('idReporte');
  const consulta = trpc.reportesEmbebidos.ver.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, retry: false, meta: { silencioso: true } },
  );
  const sinReporte = id === null || consulta.isError;
  useEffect(() => {
    if (sinReporte) notificar.error(M.noExiste);
  }, [sinReporte]);
  if (sinReporte) return <Navigate to="/" replace />;
  if (!consulta.data) return <p className="text-sm text-slate-600">Cargando el reporte…</p>;
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-semibold">{consulta.data.nombre}</h1>
      <MarcoReporte reporte={consulta.data} />
    </div>
  );
}
