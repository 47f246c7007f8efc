// Loaded lazily (React.lazy): apexcharts weighs about 1 MB.
import ChartCjs from 'react-apexcharts';
import { formatoNumero, formatoPorcentaje, MEDIDAS_EMBUDO, type MedidaEmbudo } from '@talento/rules';
import type { ColumnaInforme } from './tipos';

// react-apexcharts ships CommonJS with `exports.default`; depending on the bundler's interop the default
// import is the component or the exports object.
const Chart = (ChartCjs as unknown as { default?: typeof ChartCjs }).default ?? ChartCjs;

/**
 * The main steps of the funnel only: with all ten series the legend overflows into a scroll box that keyboards cannot
 * reach (axe: scrollable-region-focusable), and the tables above already hold every figure.
 */
const EN_GRAFICO: readonly MedidaEmbudo[] = ['pedidosRecibidos', 'vacantes', 'hvEnviadas', 'contratados'];
const SERIES = MEDIDAS_EMBUDO.filter((m) => EN_GRAFICO.includes(m.clave));

/** The five weeks of the funnel (bars) and the service level (line, its own axis in %). */
export default function GraficoSemanas({ semanas }: { semanas: ColumnaInforme[] }) {
  const categorias = semanas.map((s) => s.etiqueta.replace(/^Semana (\d+) de \d+ /, 'S$1 '));
  return (
    <Chart
      type="line"
      height={320}
      series={[
        ...SERIES.map((m) => ({
          name: m.etiqueta,
          type: 'column',
          data: semanas.map((s) => s.embudo[m.clave]),
        })),
        { name: 'Nivel de servicio (%)', type: 'line', data: semanas.map((s) => s.nivelServicio) },
      ]}
      options={{
        chart: { toolbar: { show: false }, animations: { enabled: false }, fontFamily: 'inherit' },
        xaxis: { categories: categorias },
        yaxis: [
          ...SERIES.map((m, i) => ({
            seriesName: SERIES[0]!.etiqueta,
            show: i === 0,
            labels: { formatter: (v: number) => formatoNumero(v, 0) },
          })),
          {
            seriesName: 'Nivel de servicio (%)',
            opposite: true,
            min: 0,
            max: 100,
            labels: { formatter: (v: number) => formatoPorcentaje(v, 0) },
          },
        ],
        stroke: { width: [...SERIES.map(() => 0), 3] },
        dataLabels: { enabled: false },
        legend: { position: 'bottom' },
      }}
    />
  );
}
