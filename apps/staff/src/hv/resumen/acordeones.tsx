import { useState, type ReactNode } from 'react';
import { formatoFecha, MENSAJES_HV_RESUMEN, NO_REGISTRA } from '@talento/rules';
import { trpc } from '../../trpc';
import type { ResumenHv } from './tipos';

function Acordeon({ titulo, children, extra }: { titulo: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <details className="group rounded-lg bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-5 py-4 font-semibold text-slate-800">
        <span className="flex items-center gap-2">
          <span className="inline-block transition group-open:rotate-90" aria-hidden="true">›</span>
          <span>{titulo}</span>
        </span>
        {extra}
      </summary>
      <div className="border-t border-slate-100 px-5 py-4 text-sm">{children}</div>
    </details>
  );
}

const Vacio = ({ texto = NO_REGISTRA }: { texto?: string }) => <p className="text-slate-500">{texto}</p>;

/** Opens an uploaded document: fetched through tRPC (audited) and shown from a Blob URL in a new tab. */
function EnlaceDocumento({ candidatoId, archivo }: { candidatoId: number; archivo: ResumenHv['archivos'][number] }) {
  const utils = trpc.useUtils();
  const [abriendo, setAbriendo] = useState(false);
  const abrir = async () => {
    setAbriendo(true);
    try {
      const a = await utils.hojasDeVida.archivo.fetch({ candidatoId, archivoId: archivo.id });
      const bytes = Uint8Array.from(atob(a.base64), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: a.tipoMime }));
      const enlace = document.createElement('a');
      enlace.href = url;
      enlace.target = '_blank';
      enlace.rel = 'noopener';
      enlace.download = a.nombre;
      enlace.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } finally {
      setAbriendo(false);
    }
  };
  return (
    <button type="button" className="text-marca-700 hover:underline disabled:opacity-60" disabled={abriendo} onClick={() => void abrir()}>
      {archivo.nombre}
    </button>
  );
}

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
      <Acordeon titulo="Referencias personales" extra={<span className="text-sm font-normal text-slate-600">Completitud {hv.porcentajes.referencias}%</span>}>
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
        {hv.archivos.length === 0 ? (
          <Vacio texto={MENSAJES_HV_RESUMEN.sinDocumentos} />
        ) : (
          <ul className="flex flex-col gap-2">
            {hv.archivos.map((a) => (
              <li key={a.id} className="flex flex-wrap gap-x-3">
                <span className="text-slate-600">{a.tipoDocumento}:</span>
                <EnlaceDocumento candidatoId={hv.candidatoId} archivo={a} />
                <span className="text-xs text-slate-400">{formatoFecha(a.creadoEn)}</span>
              </li>
            ))}
          </ul>
        )}
      </Acordeon>
    </div>
  );
}
