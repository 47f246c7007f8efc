import type { ReactNode } from 'react';

/**
 * A white card with a heading: the sections of a detail screen and its side panels. Named after its title
 * (a region landmark); `vacio` replaces the content with "Sin información registrada." or the text given.
 */
export function Seccion({
  titulo,
  children,
  acciones,
  vacio = false,
}: {
  titulo: string;
  children: ReactNode;
  acciones?: ReactNode;
  vacio?: boolean | string;
}) {
  return (
    <section aria-label={titulo} className="rounded-lg bg-white p-5 shadow-sm print:p-0 print:shadow-none">
      <header className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-800">{titulo}</h2>
        {acciones}
      </header>
      {vacio ? (
        <p className="text-sm text-slate-600">
          {typeof vacio === 'string' ? vacio : 'Sin información registrada.'}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
