import { lazy, Suspense } from 'react';
import { MENSAJES_STOCK_PERFILES as M } from '@talento/rules';
import { columnasDe, Spinner, Tabla } from '@talento/ui';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import type { FilaReporteStock } from './tipos';

const GraficoReporte = lazy(() => import('./grafico-reporte'));
const c = columnasDe<FilaReporteStock>();
const columnas = c.columns([
  c.accessor('cliente', { header: 'Cliente' }),
  c.accessor('alto', { header: 'Alto' }),
  c.accessor('medio', { header: 'Medio' }),
  c.accessor('bajo', { header: 'Bajo' }),
  c.accessor('muyBajo', { header: 'Muy bajo' }),
  c.accessor('total', { header: 'Total' }),
]);

/** "Reporte": per client of the user's scope, how many stock profiles are at each level, as a table, a chart and an XLSX. */
export function ReporteStock({ clienteId }: { clienteId: number | undefined }) {
  const consulta = trpc.stockPerfiles.reporte.useQuery({ clienteId });
  const filas = consulta.data ?? [];
  return (
    <section
      aria-labelledby="titulo-reporte-stock"
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="titulo-reporte-stock" className="text-lg font-semibold">
          Reporte de stock por nivel
        </h2>
        <Exportar tipo="reporteStock" filtros={{ clienteId }} disabled={filas.length === 0} />
      </div>
      <Tabla
        etiqueta="Reporte de stock por cliente y nivel"
        columnas={columnas}
        datos={consulta.data}
        cargando={consulta.isLoading}
        vacio={M.sinReporte}
        idFila={(f) => String(f.clienteId)}
      />
      {filas.length > 0 && (
        <Suspense fallback={<Spinner />}>
          <GraficoReporte filas={filas} />
        </Suspense>
      )}
    </section>
  );
}
