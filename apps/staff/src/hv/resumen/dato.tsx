import type { ReactNode } from 'react';
import { formatoPorcentaje, NO_REGISTRA } from '@talento/rules';

export const siNo = (v: boolean): string => (v ? 'Sí' : 'No');

/** A sub-list inside a section: title, rows, or "No Registra" when empty. */
export function Lista<T>({
  titulo,
  filas,
  render,
}: {
  titulo: string;
  filas: readonly T[];
  render: (f: T) => ReactNode;
}) {
  return (
    <div className="mt-4 first:mt-0">
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{titulo}</h3>
      {filas.length === 0 ? (
        <p className="text-sm text-slate-600">{NO_REGISTRA}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={titulo}>
          {filas.map((f, i) => (
            <li key={i} className="rounded-md border border-slate-200 p-3 text-sm print:border-0 print:p-0">
              {render(f)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A completion percentage with its bar. */
export function Porcentaje({ etiqueta, valor }: { etiqueta: string; valor: number }) {
  return (
    <div className="min-w-28" aria-label={`Porcentaje ${etiqueta}`}>
      <div className="flex justify-between text-xs text-slate-600">
        <span>{etiqueta}</span>
        <span className="font-semibold text-slate-800">{formatoPorcentaje(valor)}</span>
      </div>
      <div className="mt-1 h-1.5 rounded bg-slate-200">
        <div
          className={`h-1.5 rounded ${valor >= 70 ? 'bg-marca-500' : valor >= 40 ? 'bg-amber-500' : 'bg-red-500'}`}
          style={{ width: `${valor}%` }}
        />
      </div>
    </div>
  );
}
