import { useId, type ReactNode } from 'react';
import { MENSAJES_PENDIENTES as M } from '@talento/rules';

/** One list of "Mis pendientes": a titled section with its count, its rows, or "Ninguno." */
export function ListaPendientes<T>({
  titulo,
  total,
  filas,
  clave,
  fila,
}: {
  titulo: string;
  total: number;
  filas: readonly T[];
  clave: (f: T) => string | number;
  fila: (f: T) => ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="flex items-center justify-between text-base font-semibold text-slate-800">
        <span id={id}>{titulo}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${total ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'}`}
        >
          {total}
        </span>
      </h2>
      {filas.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{M.ninguno}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {filas.map((f) => (
            <li key={clave(f)} className="py-2">
              {fila(f)}
            </li>
          ))}
        </ul>
      )}
      {total > filas.length && (
        <p className="mt-2 text-xs text-slate-600">{M.verTodos(total, filas.length)}</p>
      )}
    </section>
  );
}
