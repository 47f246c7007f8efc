import { useId, useState, type KeyboardEvent } from 'react';
import { formatoNumero } from '@talento/rules';

export interface PartePuntaje {
  nombre: string;
  puntos: number;
  maximo: number;
}

export interface DesglosePuntajeProps {
  puntaje: number;
  partes: readonly PartePuntaje[];
  /** Maximum of the total (100 by default). */
  maximo?: number;
  /** Whose score it is, for the button's name ("Compatibilidad de Ana Pérez: 87 de 100"). */
  de?: string;
}

const n = (x: number) => formatoNumero(x, 0);

/**
 * A score with its parts in a tooltip (WCAG 1.4.13): shown while the pointer is over it or the button has focus,
 * kept while the pointer moves onto it, dismissed with Escape; a tap focuses it (opens) and a tap elsewhere closes it. The parts are always the button's
 * description (aria-describedby), so a screen reader hears them without opening anything.
 */
export function DesglosePuntaje({ puntaje, partes, maximo = 100, de }: DesglosePuntajeProps) {
  const id = useId();
  const [sobre, setSobre] = useState(false);
  const [foco, setFoco] = useState(false);
  const [cerrado, setCerrado] = useState(false);
  const abierto = (sobre || foco) && !cerrado;
  const alTeclear = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && abierto) {
      e.stopPropagation();
      setCerrado(true);
    }
  };
  return (
    <span
      className="relative inline-block"
      onMouseEnter={() => {
        setSobre(true);
        setCerrado(false);
      }}
      onMouseLeave={() => setSobre(false)}
    >
      <button
        type="button"
        aria-label={`Compatibilidad${de ? ` de ${de}` : ''}: ${n(puntaje)} de ${n(maximo)}`}
        aria-describedby={id}
        aria-expanded={abierto}
        onFocus={() => {
          setFoco(true);
          setCerrado(false);
        }}
        onBlur={() => setFoco(false)}
        onKeyDown={alTeclear}
        className="rounded-md bg-marca-50 px-2 py-0.5 font-semibold text-marca-800 tabular-nums underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-marca-600"
      >
        {n(puntaje)}
      </button>
      <span
        id={id}
        role="tooltip"
        hidden={!abierto}
        className="absolute left-0 top-full z-20 mt-1 w-64 rounded-md border border-slate-200 bg-white p-2 text-left text-xs text-slate-800 shadow-lg"
      >
        {partes.map((p) => (
          <span key={p.nombre} className="flex justify-between gap-3 py-0.5">
            <span>{p.nombre}</span>
            <span className="tabular-nums">
              {n(p.puntos)} de {n(p.maximo)}
            </span>
          </span>
        ))}
      </span>
    </span>
  );
}
