import { formatoFecha, formatoFechaHora } from '@talento/rules';
import { Foto } from './foto';
import { Porcentaje } from './dato';
import type { ResumenHv } from './tipos';

/** Top card: photo, name, document, states and the six completion percentages. */
export function Encabezado({ hv }: { hv: ResumenHv }) {
  const p = hv.porcentajes;
  return (
    <section
      aria-label="Resumen del candidato"
      className="flex flex-wrap items-start gap-5 rounded-lg bg-white p-5 shadow-sm"
    >
      <Foto candidatoId={hv.candidatoId} tieneFoto={hv.tieneFoto} nombre={hv.nombreCompleto} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="text-xl font-semibold text-slate-900">{hv.nombreCompleto}</h1>
        <p className="text-sm text-slate-600">
          {hv.personal.tipoDocumento} {hv.personal.numeroDocumento}
          {hv.personal.ciudad ? ` · ${hv.personal.ciudad}` : ''}
        </p>
        <p className="flex flex-wrap gap-2 text-xs">
          <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">
            Disponibilidad: {hv.personal.disponibilidad}
          </span>
          <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">
            Estado producto: {hv.personal.estadoProducto}
          </span>
          <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-700">{hv.personal.estadoInforma}</span>
        </p>
        <p className="text-xs text-slate-500">
          Última modificación: {formatoFechaHora(hv.general.fechaModificacion)}
        </p>
        {hv.general.importado && (
          <p className="text-xs text-slate-500">
            Importado el {formatoFecha(hv.general.importado.fecha)} (lote {hv.general.importado.lote})
          </p>
        )}
      </div>
      <div
        className="grid w-full grid-cols-2 gap-3 sm:grid-cols-3 lg:w-auto lg:grid-cols-3"
        aria-label="Porcentajes de completitud"
      >
        <Porcentaje etiqueta="Total" valor={p.total} />
        <Porcentaje etiqueta="Personal" valor={p.personal} />
        <Porcentaje etiqueta="General" valor={p.general} />
        <Porcentaje etiqueta="Experiencia" valor={p.experiencia} />
        <Porcentaje etiqueta="Familia" valor={p.familia} />
        <Porcentaje etiqueta="Educación" valor={p.educacion} />
      </div>
    </section>
  );
}
