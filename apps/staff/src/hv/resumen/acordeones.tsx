import type { ReactNode } from 'react';
import { formatoFecha, formatoPorcentaje, NO_REGISTRA } from '@talento/rules';
import { ListaDocumentos } from './enlace-documento';
import type { ResumenHv } from './tipos';

function Acordeon({ titulo, children, extra }: { titulo: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <details className="group rounded-lg bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-5 py-4 font-semibold text-slate-800">
        <span className="flex items-center gap-2">
          <span className="inline-block transition group-open:rotate-90" aria-hidden="true">
            ›
          </span>
          <span>{titulo}</span>
        </span>
        {extra}
      </summary>
      <div className="border-t border-slate-100 px-5 py-4 text-sm">{children}</div>
    </details>
  );
}

const Vacio = ({ texto = NO_REGISTRA }: { texto?: string }) => <p className="text-slate-500">{texto}</p>;

/** End of the page: education in progress, personal references (with completion) and documents. */
export function Acordeones({ hv }: { hv: ResumenHv }) {
  return (
    <div className="flex flex-col gap-3" aria-label="Secciones adicionales">
      <Acordeon titulo="Educación en curso">
        {hv.educacion.enCurso.length === 0 ? (
          <Vacio />
        ) : (
          <ul className="flex flex-col gap-2">
            {hv.educacion.enCurso.map((e) => (
              <li key={e.id}>
                <span className="font-medium">{e.programa}</span> · {e.institucion} · {e.nivel}
                {e.semestreActual !== null && ` · Semestre ${e.semestreActual}`}
                {e.horarioEstudio && ` · Horario: ${e.horarioEstudio}`}
                {e.fechaFinEstimada && ` · Fin estimado ${formatoFecha(e.fechaFinEstimada)}`}
              </li>
            ))}
          </ul>
        )}
      </Acordeon>
      <Acordeon
        titulo="Referencias personales"
        extra={
          <span className="text-sm font-normal text-slate-600">
            Completitud {formatoPorcentaje(hv.porcentajes.referencias)}
          </span>
        }
      >
        {hv.referencias.length === 0 ? (
          <Vacio />
        ) : (
          <ul className="flex flex-col gap-2">
            {hv.referencias.map((r) => (
              <li key={r.id}>
                <span className="font-medium">{r.nombre}</span> · {r.relacion} · {r.telefono}
                {` · ${r.ocupacion ?? NO_REGISTRA}`}
              </li>
            ))}
          </ul>
        )}
      </Acordeon>
      <Acordeon titulo="Documentos">
        <ListaDocumentos hv={hv} />
      </Acordeon>
    </div>
  );
}
