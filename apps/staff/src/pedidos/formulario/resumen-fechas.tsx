import { diasRestantes, fechaNegociada, formatoFecha, textoDiasRestantes } from '@talento/rules';

/**
 * Negotiated date and days remaining as spec 01 §5 computes them: approval date (or today, before
 * approval) + the profile's search days + 1; remaining days capped at the search days, written by
 * `textoDiasRestantes` ("Vencido hace 15 días"), red when due.
 */
export function ResumenFechas({
  diasBusqueda,
  fechaAprobacion,
}: {
  diasBusqueda: number | null;
  fechaAprobacion: Date | null;
}) {
  if (diasBusqueda === null)
    return <p className="text-sm text-slate-500">Elija un perfil para calcular la fecha negociada.</p>;
  const hoy = new Date();
  const restantes = textoDiasRestantes(diasRestantes(fechaAprobacion ?? hoy, hoy, diasBusqueda));
  return (
    <dl className="grid grid-cols-3 gap-4 text-sm" data-testid="resumen-fechas">
      <div>
        <dt className="text-slate-500">Días de búsqueda</dt>
        <dd className="font-medium">{diasBusqueda}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Fecha negociada</dt>
        <dd className="font-medium">{formatoFecha(fechaNegociada(fechaAprobacion, hoy, diasBusqueda))}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Días restantes</dt>
        <dd className={`font-medium ${restantes.vencido ? 'text-red-600' : ''}`}>{restantes.texto}</dd>
      </div>
    </dl>
  );
}
