// Loaded lazily (React.lazy): apexcharts weighs about 1 MB.
import ChartCjs from 'react-apexcharts';
import type { IndicadoresSemanales } from '@talento/rules';
import { desdeFechaIso, formatoFecha } from '@talento/rules';

// react-apexcharts ships CommonJS with `exports.default`; depending on the bundler's interop the default
// import is the component or the exports object.
const Chart = (ChartCjs as unknown as { default?: typeof ChartCjs }).default ?? ChartCjs;

const DIAS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie'];

/** Weekly indicators: five weekday columns, six series. */
export default function GraficoSemanal({ datos }: { datos: IndicadoresSemanales }) {
  const categorias = datos.dias.map((d, i) => `${DIAS[i] ?? ''} ${formatoFecha(desdeFechaIso(d)).slice(0, 5)}`);
  return (
    <Chart
      type="bar"
      height={280}
      series={datos.series.map((s) => ({ name: s.nombre, data: s.datos }))}
      options={{
        chart: { toolbar: { show: false }, animations: { enabled: false }, fontFamily: 'inherit' },
        xaxis: { categories: categorias },
        yaxis: { labels: { formatter: (v: number) => String(Math.round(v)) } },
        plotOptions: { bar: { columnWidth: '70%' } },
        dataLabels: { enabled: false },
        legend: { position: 'bottom' },
      }}
    />
  );
}
