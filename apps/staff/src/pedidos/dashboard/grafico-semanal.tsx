// Loaded lazily (React.lazy): apexcharts weighs about 1 MB.
import ChartCjs from 'react-apexcharts';
import type { ClaveSerieSemanal, IndicadoresSemanales } from '@talento/rules';
import { formatoFecha } from '@talento/rules';

// react-apexcharts ships CommonJS with `exports.default`; depending on the bundler's interop the default
// import is the component or the exports object.
const Chart = (ChartCjs as unknown as { default?: typeof ChartCjs }).default ?? ChartCjs;

const DIAS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie'];

/** One hue per series (apexcharts' default palette has five colours, so the sixth series repeated the first blue). */
const COLOR_SERIE: Record<ClaveSerieSemanal, string> = {
  procesosRealizados: '#16a34a',
  pedidosIngresados: '#2563eb',
  hvEnviadas: '#9333ea',
  contratados: '#d97706',
  pedidosCancelados: '#475569',
  personasRechazadas: '#dc2626',
};
const colorDe = (clave: string) => COLOR_SERIE[clave as ClaveSerieSemanal] ?? '#0f172a';

/** Weekly indicators: five weekday columns, six series. */
export default function GraficoSemanal({ datos }: { datos: IndicadoresSemanales }) {
  const categorias = datos.dias.map((d, i) => `${DIAS[i] ?? ''} ${formatoFecha(d).slice(0, 5)}`);
  return (
    <Chart
      type="bar"
      height={280}
      series={datos.series.map((s) => ({ name: s.nombre, data: s.datos }))}
      options={{
        chart: { toolbar: { show: false }, animations: { enabled: false }, fontFamily: 'inherit' },
        colors: datos.series.map((s) => colorDe(s.clave)),
        xaxis: { categories: categorias },
        yaxis: { labels: { formatter: (v: number) => String(Math.round(v)) } },
        plotOptions: { bar: { columnWidth: '70%' } },
        dataLabels: { enabled: false },
        legend: { position: 'bottom' },
      }}
    />
  );
}
