import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';

export type Pestana = 'pedidos' | 'indicadores';

const PESTANAS: readonly { valor: Pestana; texto: string }[] = [
  { valor: 'pedidos', texto: 'Pedidos' },
  { valor: 'indicadores', texto: 'Indicadores de la semana' },
];

export const idPestana = (p: Pestana) => `pestana-${p}`;
export const idPanel = (p: Pestana) => `panel-${p}`;

/**
 * The open tab lives in the address (`?pestana=indicadores`), so a reload or a shared link keeps it; a link to a
 * week of the chart (`?semana=…`) opens the indicators too.
 */
export function usePestana(): [Pestana, (p: Pestana) => void] {
  const [parametros, setParametros] = useSearchParams();
  const actual: Pestana =
    parametros.get('pestana') === 'indicadores' || parametros.has('semana') ? 'indicadores' : 'pedidos';
  const ir = (p: Pestana) =>
    setParametros(
      (prev) => {
        if (p === 'indicadores') prev.set('pestana', p);
        else {
          prev.delete('pestana');
          prev.delete('semana');
        }
        return prev;
      },
      { replace: true },
    );
  return [actual, ir];
}

/** WAI-ARIA tabs: arrows move between them, only the open one is in the tab order. */
export function Pestanas({ actual, onChange }: { actual: Pestana; onChange: (p: Pestana) => void }) {
  const lista = useRef<HTMLDivElement>(null);
  const mover = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const i = PESTANAS.findIndex((p) => p.valor === actual);
    const siguiente = PESTANAS[(i + (e.key === 'ArrowRight' ? 1 : -1) + PESTANAS.length) % PESTANAS.length];
    if (!siguiente) return;
    onChange(siguiente.valor);
    lista.current?.querySelector<HTMLElement>(`#${idPestana(siguiente.valor)}`)?.focus();
  };
  return (
    <div
      ref={lista}
      role="tablist"
      aria-label="Contenido del tablero"
      onKeyDown={mover}
      className="flex gap-1 border-b border-slate-200"
    >
      {PESTANAS.map(({ valor, texto }) => {
        const abierta = valor === actual;
        return (
          <button
            key={valor}
            id={idPestana(valor)}
            type="button"
            role="tab"
            aria-selected={abierta}
            aria-controls={idPanel(valor)}
            tabIndex={abierta ? 0 : -1}
            onClick={() => onChange(valor)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-marca-600 ${
              abierta
                ? 'border-marca-600 text-marca-800'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {texto}
          </button>
        );
      })}
    </div>
  );
}
