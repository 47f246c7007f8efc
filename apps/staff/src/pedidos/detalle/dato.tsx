import type { ReactNode } from 'react';

/** One label/value pair of an information panel (empty values show a dash). */
export function Dato({ etiqueta, children, ancho = false }: { etiqueta: string; children: ReactNode; ancho?: boolean }) {
  const vacio = children === null || children === undefined || children === '';
  return (
    <div className={ancho ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{etiqueta}</dt>
      <dd className="mt-0.5 text-sm text-slate-800">{vacio ? '—' : children}</dd>
    </div>
  );
}

export function Panel({ titulo, children, acciones }: { titulo: string; children: ReactNode; acciones?: ReactNode }) {
  return (
    <section aria-label={titulo} className="rounded-lg bg-white p-5 shadow-sm">
      <header className="mb-4 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-800">{titulo}</h2>
        {acciones}
      </header>
      {children}
    </section>
  );
}
