// Loaded lazily (React.lazy): apexcharts weighs about 1 MB.
import ChartCjs from 'react-apexcharts';
import type { FilaReporteStock } from './tipos';

// react-apexcharts ships CommonJS with `exports.default`; depending on the bundler's interop the default
// import is the component or the exports object.
const Chart = (ChartCjs as unknown as { default?: typeof ChartCjs }).default ?? ChartCjs;

/** The level colours of the list's badges: high green, medium blue, low amber, very low red. */
const SERIES = [
  { clave: 'alto', nombre: 'Alto', color: '#16a34a' },
  { clave: 'medio', nombre: 'Medio', color: '#0284c7' },
  { clave: 'bajo', nombre: 'Bajo', color: '#d97706' },
  { clave: 'muyBajo', nombre: 'Muy bajo', color: '#dc2626' },
] as const;

/** Stacked bars: per client, how many of its stock profiles are at each level. */
export default function GraficoReporte({ filas }: { filas: readonly FilaReporteStock[] }) {
  return (
    <div role="img" aria-label="Gráfico de stock por cliente y nivel" data-testid="grafico-reporte-stock">
      <Chart
        type="bar"
        height={Math.max(220, 40 * filas.length + 80)}
        series={SERIES.map((s) => ({ name: s.nombre, data: filas.map((f) => f[s.clave]) }))}
        options={{
          chart: {
            stacked: true,
            toolbar: { show: false },
            animations: { enabled: false },
            fontFamily: 'inherit',
          },
          colors: SERIES.map((s) => s.color),
          xaxis: {
            categories: filas.map((f) => f.cliente),
            labels: { formatter: (v: string) => String(Math.round(Number(v))) },
          },
          plotOptions: { bar: { horizontal: true, barHeight: '60%' } },
          dataLabels: { enabled: false },
          legend: { position: 'bottom' },
        }}
      />
    </div>
  );
}
