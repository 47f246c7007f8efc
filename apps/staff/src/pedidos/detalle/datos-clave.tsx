import { formatoDinero, formatoFecha, textoDiasRestantes } from '@talento/rules';
import type { DetallePedido } from './tipos';

/** One fact of the header: a label over its value, the value in a larger type. */
function Hecho({ etiqueta, valor, alerta = false }: { etiqueta: string; valor: string; alerta?: boolean }) {
  return (
    <div className="min-w-28">
      <dt className="text-xs font-medium text-slate-600">{etiqueta}</dt>
      <dd className={`text-base font-semibold ${alerta ? 'text-red-700' : 'text-slate-900'}`}>{valor}</dd>
    </div>
  );
}

/**
 * The order's key facts in the page header, in sight before any panel: vacancies filled of the total, entry date,
 * days left (an overdue order says by how much) and salary. The full list stays in "Información del pedido".
 */
export function DatosClave({ pedido: p }: { pedido: DetallePedido }) {
  const dias = textoDiasRestantes(p.diasRestantes);
  return (
    <dl aria-label="Datos clave del pedido" className="flex flex-wrap gap-x-8 gap-y-2">
      <Hecho etiqueta="Vacantes cubiertas" valor={`${p.vacantesCumplidas} de ${p.vacantes}`} />
      <Hecho etiqueta="Fecha de ingreso" valor={formatoFecha(p.fechaIngreso) || '—'} />
      <Hecho etiqueta="Días restantes" valor={dias.texto} alerta={dias.vencido} />
      <Hecho etiqueta="Salario" valor={formatoDinero(p.salario) || '—'} />
    </dl>
  );
}
