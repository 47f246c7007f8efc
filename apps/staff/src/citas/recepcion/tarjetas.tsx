import type { ReactNode } from 'react';
import { formatoFechaHora } from '@talento/rules';
import { InsigniaEstado } from '@talento/ui';
import type { CitaDeHoy } from './tipos';

/**
 * Reception on a phone: one card per person, the name first with the check-in buttons right under it (no column
 * of buttons off screen), then the interview time, document, client, person in charge, place and arrival.
 */
export function TarjetasRecepcion({
  citas,
  vacio,
  botones,
}: {
  citas: readonly CitaDeHoy[];
  vacio: ReactNode;
  botones: (cita: CitaDeHoy) => ReactNode;
}) {
  if (citas.length === 0) return <div>{vacio}</div>;
  return (
    <ul aria-label="Citas del día" className="flex flex-col gap-3">
      {citas.map((c) => (
        <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <article aria-label={c.candidato}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">{c.candidato}</h2>
              {c.estado1 && (
                <InsigniaEstado etiqueta={c.estado1.nombre} tono={c.fechaHoraLlegada ? 'exito' : 'neutro'} />
              )}
            </div>
            <div className="mt-3">{botones(c)}</div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-slate-700">
              <dt className="text-slate-600">Entrevista</dt>
              <dd>{formatoFechaHora(c.fechaHoraEntrevista)}</dd>
              <dt className="text-slate-600">Documento</dt>
              <dd>{c.documento}</dd>
              <dt className="text-slate-600">Cliente</dt>
              <dd className="break-words">{c.cliente ?? '—'}</dd>
              <dt className="text-slate-600">Encargado</dt>
              <dd className="break-words">{c.encargado}</dd>
              <dt className="text-slate-600">Lugar</dt>
              <dd className="break-words">{c.textoLugar}</dd>
              <dt className="text-slate-600">Llegada</dt>
              <dd>{formatoFechaHora(c.fechaHoraLlegada) || '—'}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
