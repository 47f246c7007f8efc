import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../trpc';
import type { aUbicacion } from './filtros';
import { IndicadoresSemana } from './indicadores-semana';
import { TablaResumen } from './resumen';

/**
 * The "Indicadores" tab of current orders: the weekly chart and the summary per stage, for the location filters
 * of the board. Its own chunk (React.lazy from the page), and the chart's library another one inside it: neither
 * is fetched until the tab is opened.
 */
export default function PanelIndicadores({ ubicacion }: { ubicacion: ReturnType<typeof aUbicacion> }) {
  const resumen = trpc.pedidos.resumenIndicadores.useQuery(ubicacion, { placeholderData: keepPreviousData });
  return (
    // The summary keeps the width of its columns (Vencidos included); the chart takes the rest.
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_auto]">
      <IndicadoresSemana ubicacion={ubicacion} />
      <section className="rounded-lg border border-slate-200 bg-white p-3">
        <h2 className="mb-1 text-sm font-semibold text-slate-700">Resumen</h2>
        <TablaResumen datos={resumen.data} />
      </section>
    </div>
  );
}
