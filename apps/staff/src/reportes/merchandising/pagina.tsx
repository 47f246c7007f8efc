import { useState } from 'react';
import { MENSAJES_REPORTES_EMBEBIDOS as M } from '@talento/rules';
import { EstadoVacio, Seleccion } from '@talento/ui';
import { trpc } from '../../trpc';
import { MarcoReporte } from '../marco-reporte';

/** `/merchandising` (read_reporte, spec 03): a dropdown of the merchandising reports the user may see, then its frame. */
export default function Pagina() {
  const lista = trpc.reportesEmbebidos.visibles.useQuery({ tipo: 'merchandising' });
  const [id, setId] = useState<number | null>(null);
  const reporte = trpc.reportesEmbebidos.ver.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  const opciones = (lista.data ?? []).map((r) => ({ valor: r.id, etiqueta: r.nombre }));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Reportes de merchandising</h1>
      {lista.isSuccess && opciones.length === 0 ? (
        <EstadoVacio mensaje={M.sinReportes} />
      ) : (
        <div className="max-w-md">
          <Seleccion
            etiqueta="Reporte"
            valor={id ?? ''}
            onChange={(v) => setId(v === '' ? null : Number(v))}
            opciones={opciones}
          />
        </div>
      )}
      {reporte.data && id !== null && <MarcoReporte reporte={reporte.data} />}
    </div>
  );
}
