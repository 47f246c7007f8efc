/** The two ways of showing an order's candidates: a column per state, or one dense sortable table. */
export const VISTAS = ['grupos', 'tabla'] as const;
export type VistaCandidatos = (typeof VISTAS)[number];

const ETIQUETAS: Record<VistaCandidatos, string> = { grupos: 'Por estado', tabla: 'Tabla' };

/** Two toggle buttons (aria-pressed) choosing the view; the choice is remembered in this browser by the panel. */
export function SelectorVista({
  vista,
  onCambiar,
}: {
  vista: VistaCandidatos;
  onCambiar: (v: VistaCandidatos) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Vista de candidatos"
      className="inline-flex rounded-md border border-slate-300"
    >
      {VISTAS.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={vista === v}
          onClick={() => onCambiar(v)}
          className={`px-3 py-2 text-sm first:rounded-l-md last:rounded-r-md ${
            vista === v ? 'bg-marca-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          {ETIQUETAS[v]}
        </button>
      ))}
    </div>
  );
}
