import type { ReactNode } from 'react';
import { NO_REGISTRA } from '@talento/rules';

const vacio = (v: ReactNode) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** One label/value pair; missing data shows "No Registra" (spec 03 §2). */
export function Dato({ etiqueta, children }: { etiqueta: string; children?: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 print:text-[10px]">{etiqueta}</dt>
      <dd className={`mt-0.5 text-sm ${vacio(children) ? 'text-slate-400 print:text-slate-600' : 'text-slate-800'}`}>{vacio(children) ? NO_REGISTRA : children}</dd>
    </div>
  );
}

export const siNo = (v: boolean): string => (v ? 'Sí' : 'No');

export function Rejilla({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-y-1">{children}</dl>;
}

/** A white card with a title (screen sections and side widgets). */
export function Seccion({ titulo, children, acciones }: { titulo: string; children: ReactNode; acciones?: ReactNode }) {
  return (
    <section aria-label={titulo} className="rounded-lg bg-white p-5 shadow-sm">
      <header className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-800">{titulo}</h2>
        {acciones}
      </header>
      {children}
    </section>
  );
}

/** A sub-list inside a section: title, rows, or "No Registra" when empty. */
export function Lista<T>({ titulo, filas, render }: { titulo: string; filas: readonly T[]; render: (f: T) => ReactNode }) {
  return (
    <div className="mt-4 first:mt-0">
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{titulo}</h3>
      {filas.length === 0 ? (
        <p className="text-sm text-slate-400">{NO_REGISTRA}</p>
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
        <span className="font-semibold text-slate-800">{valor}%</span>
      </div>
      <div className="mt-1 h-1.5 rounded bg-slate-200">
        <div className={`h-1.5 rounded ${valor >= 70 ? 'bg-marca-500' : valor >= 40 ? 'bg-amber-500' : 'bg-red-500'}`} style={{ width: `${valor}%` }} />
      </div>
    </div>
  );
}
