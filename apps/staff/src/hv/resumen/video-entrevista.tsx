import { Fragment, type ReactNode } from 'react';
import { formatoFechaHora, MENSAJES_HV_RESUMEN as M } from '@talento/rules';

/** The recorded answer's link and date, or "El video fue borrado por antiguedad." once the platform deleted it. */
export function VideoEntrevista({ video, fecha }: { video: string | null; fecha: Date | null }) {
  if (!video) return <>{M.videoBorrado}</>;
  return (
    <>
      <a href={video} target="_blank" rel="noreferrer noopener" className="text-marca-700 underline">
        Ver video
      </a>
      {fecha && <span> · grabado el {formatoFechaHora(fecha)}</span>}
    </>
  );
}

/** The video-interview answers of a rating, or "No tiene entrevista" when it has none (spec 01 §8). */
export function ListaEntrevistas<E extends { id: number }>({
  entrevistas,
  item,
}: {
  entrevistas: readonly E[];
  item: (e: E) => ReactNode;
}) {
  if (entrevistas.length === 0)
    return <p className="mt-2 text-xs text-slate-600">Video entrevista: {M.sinEntrevista}</p>;
  return (
    <ul className="mt-2 flex flex-col gap-1 text-xs text-slate-600" aria-label="Video entrevistas">
      {entrevistas.map((e) => (
        <Fragment key={e.id}>{item(e)}</Fragment>
      ))}
    </ul>
  );
}
