import { formatoFecha } from '@talento/rules';
import { Boton, Seccion } from '@talento/ui';
import type { EspontaneoFila } from './tipos';

/** Unregistered (spontaneous) candidates of the order, with their attachment's name and "Remover". */
export function ListaEspontaneos({
  espontaneos,
  onRemover,
}: {
  espontaneos: EspontaneoFila[];
  onRemover: (e: EspontaneoFila) => void;
}) {
  if (espontaneos.length === 0) return null;
  return (
    <Seccion titulo={`Candidatos espontáneos (${espontaneos.length})`}>
      <ul className="flex flex-col gap-2" aria-label="Candidatos espontáneos">
        {espontaneos.map((e) => (
          <li
            key={e.id}
            aria-label={e.nombre}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
          >
            <div>
              <p className="text-sm font-medium text-slate-800">
                {e.nombre}
                {e.registrado && (
                  <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs text-green-800">
                    Registró su HV
                  </span>
                )}
              </p>
              <p className="text-xs text-slate-500">
                CC {e.cedula} · {e.telefono} · {e.email}
                {e.medio ? ` · ${e.medio}` : ''} · {formatoFecha(e.fechaCreacion)}
                {e.archivo ? ` · Adjunto: ${e.archivo.nombre}` : ''}
              </p>
            </div>
            {e.puedeRemover && (
              <Boton variante="peligro" onClick={() => onRemover(e)}>
                Remover
              </Boton>
            )}
          </li>
        ))}
      </ul>
    </Seccion>
  );
}
