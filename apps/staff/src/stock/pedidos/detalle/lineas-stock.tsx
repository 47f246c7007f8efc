import { useId, useState, type KeyboardEvent } from 'react';
import { PoolsLinea, type LineaDetalleStock } from './pools-linea';

/**
 * The city lines of a stock order as tabs: one line open at a time, so only its candidates, postulados and
 * suggestions are read (a line's suggestions rank the whole CV base of its city).
 */
export function LineasStock({ lineas }: { lineas: LineaDetalleStock[] }) {
  const base = useId();
  const [abierta, setAbierta] = useState(lineas[0]?.id);
  const actual = lineas.find((l) => l.id === abierta) ?? lineas[0];
  if (!actual) return null;
  const idTab = (id: number) => `${base}-tab-${id}`;
  // Arrow keys move between tabs (WAI-ARIA tabs pattern), activating the new one.
  const teclas = (e: KeyboardEvent<HTMLDivElement>) => {
    const paso = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (paso === 0) return;
    const i = (lineas.indexOf(actual) + paso + lineas.length) % lineas.length;
    const siguiente = lineas[i];
    if (!siguiente) return;
    setAbierta(siguiente.id);
    document.getElementById(idTab(siguiente.id))?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label="Ciudades del pedido"
        className="flex flex-wrap gap-2"
        onKeyDown={teclas}
      >
        {lineas.map((l) => {
          const elegida = l.id === actual.id;
          return (
            <button
              key={l.id}
              id={idTab(l.id)}
              type="button"
              role="tab"
              aria-selected={elegida}
              aria-controls={`${base}-panel`}
              tabIndex={elegida ? 0 : -1}
              onClick={() => setAbierta(l.id)}
              className={`rounded-md border px-3 py-1.5 text-sm ${elegida ? 'border-marca-700 bg-marca-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              {l.ciudad}
            </button>
          );
        })}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={idTab(actual.id)}>
        <PoolsLinea key={actual.id} linea={actual} />
      </div>
    </div>
  );
}
