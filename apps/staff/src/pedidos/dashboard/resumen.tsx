import type { ResumenIndicadores } from '@talento/rules';
import { ESTADO_PEDIDO } from '@talento/rules';
import { columnasDe, Tabla } from '@talento/ui';

type Fila = ResumenIndicadores['filas'][number];

const c = columnasDe<Fila>();
const COLUMNAS = c.columns([
  c.accessor((f) => ESTADO_PEDIDO.etiqueta(f.etapa), { id: 'etapa', header: 'Etapa' }),
  c.accessor('pedidos', { header: 'Pedidos', meta: { alinear: 'derecha' } }),
  c.accessor('vacantes', { header: 'Vacantes', meta: { alinear: 'derecha' } }),
  c.accessor('cumplidas', { header: 'Cumplidas', meta: { alinear: 'derecha' } }),
  c.accessor('vencidos', {
    header: 'Vencidos',
    meta: { alinear: 'derecha' },
    cell: ({ getValue }) => (
      <span className={getValue() > 0 ? 'font-semibold text-red-700' : undefined}>{getValue()}</span>
    ),
  }),
]);
const idEtapa = (f: Fila) => String(f.etapa);

/**
 * Summary table: per stage, current orders, vacancies, fulfilled and vencidos, plus totals. Rows keep the
 * pipeline's stage order (no sorting: the order is the meaning), totals in the footer.
 */
export function TablaResumen({ datos }: { datos: ResumenIndicadores | undefined }) {
  const total = (datos?.filas ?? []).reduce(
    (s, f) => ({
      pedidos: s.pedidos + f.pedidos,
      vacantes: s.vacantes + f.vacantes,
      cumplidas: s.cumplidas + f.cumplidas,
      vencidos: s.vencidos + f.vencidos,
    }),
    { pedidos: 0, vacantes: 0, cumplidas: 0, vencidos: 0 },
  );
  return (
    <Tabla
      etiqueta="Resumen de indicadores"
      columnas={COLUMNAS}
      datos={datos?.filas}
      cargando={!datos}
      idFila={idEtapa}
      ordenable={false}
      altoLimitado={false}
      marco={false}
      pie={['Total', total.pedidos, total.vacantes, total.cumplidas, total.vencidos]}
    />
  );
}
