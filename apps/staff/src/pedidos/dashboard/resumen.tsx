import type { ResumenIndicadores } from '@talento/rules';
import { ESTADO_PEDIDO } from '@talento/rules';

/** Summary table: per stage, current orders, vacancies, fulfilled and vencidos, plus totals. */
export function TablaResumen({ datos }: { datos: ResumenIndicadores }) {
  const total = datos.filas.reduce(
    (s, f) => ({
      pedidos: s.pedidos + f.pedidos,
      vacantes: s.vacantes + f.vacantes,
      cumplidas: s.cumplidas + f.cumplidas,
      vencidos: s.vencidos + f.vencidos,
    }),
    { pedidos: 0, vacantes: 0, cumplidas: 0, vencidos: 0 },
  );
  const celda = 'px-2 py-1.5 text-right';
  return (
    <div className="overflow-x-auto">
      <table aria-label="Resumen de indicadores" className="w-full text-sm">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="px-2 py-1.5 text-left">Etapa</th>
            <th className={celda}>Pedidos</th>
            <th className={celda}>Vacantes</th>
            <th className={celda}>Cumplidas</th>
            <th className={celda}>Vencidos</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {datos.filas.map((f) => (
            <tr key={f.etapa}>
              <td className="px-3 py-1.5">{ESTADO_PEDIDO.etiqueta(f.etapa)}</td>
              <td className={celda}>{f.pedidos}</td>
              <td className={celda}>{f.vacantes}</td>
              <td className={celda}>{f.cumplidas}</td>
              <td className={`${celda} ${f.vencidos > 0 ? 'font-semibold text-red-600' : ''}`}>
                {f.vencidos}
              </td>
            </tr>
          ))}
          <tr className="font-semibold">
            <td className="px-3 py-1.5">Total</td>
            <td className={celda}>{total.pedidos}</td>
            <td className={celda}>{total.vacantes}</td>
            <td className={celda}>{total.cumplidas}</td>
            <td className={celda}>{total.vencidos}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
