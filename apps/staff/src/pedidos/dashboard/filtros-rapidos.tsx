import type { FiltroRapido } from '@talento/rules';
import { FILTRO_RAPIDO } from '@talento/rules';

interface Props {
  elegidos: readonly FiltroRapido[];
  onChange: (rapidos: FiltroRapido[]) => void;
}

/**
 * Quick-filter chips above the board: toggle buttons (aria-pressed), each one more condition on the server's
 * answer, combinable with each other and with the filter bar.
 */
export function FiltrosRapidos({ elegidos, onChange }: Props) {
  const alternar = (r: FiltroRapido) =>
    onChange(elegidos.includes(r) ? elegidos.filter((x) => x !== r) : [...elegidos, r]);
  return (
    <div role="group" aria-label="Filtros rápidos" className="flex flex-wrap items-center gap-2">
      {FILTRO_RAPIDO.opciones.map(({ valor, etiqueta }) => {
        const activo = elegidos.includes(valor);
        return (
          <button
            key={valor}
            type="button"
            aria-pressed={activo}
            onClick={() => alternar(valor)}
            className={`rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-600 ${
              activo
                ? 'border-marca-600 bg-marca-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {activo && (
              <svg aria-hidden="true" viewBox="0 0 12 12" className="mr-1 inline h-3 w-3">
                <path d="M2 6.5 5 9l5-6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            )}
            {etiqueta}
          </button>
        );
      })}
    </div>
  );
}
