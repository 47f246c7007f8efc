export { Casilla, Seleccion } from '@talento/ui';
import type { ReactNode } from 'react';
import { CampoEtiquetado, CLASE_CONTROL } from '@talento/ui';

/** Small controlled inputs of the profile screens (plain state, no form library). */
export function Seccion({
  titulo,
  children,
  columnas = true,
}: {
  titulo: string;
  children: ReactNode;
  columnas?: boolean;
}) {
  return (
    <section aria-label={titulo} className="rounded-lg bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-base font-semibold text-slate-800">{titulo}</h2>
      {columnas ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">{children}</div>
      ) : (
        children
      )}
    </section>
  );
}

/** A number input whose empty value is null. */
export function Numero({
  etiqueta,
  valor,
  onChange,
  error,
  disabled,
  min,
  max,
}: {
  etiqueta: string;
  valor: number | null | undefined;
  onChange: (v: number | null) => void;
  error?: string;
  disabled?: boolean;
  min?: number;
  max?: number;
}) {
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error}>
      {(id) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={valor ?? ''}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          className={CLASE_CONTROL}
        />
      )}
    </CampoEtiquetado>
  );
}

/** One label/value pair of a read-only panel (empty values show a dash). */
export function Dato({
  etiqueta,
  children,
  ancho = false,
}: {
  etiqueta: string;
  children: ReactNode;
  ancho?: boolean;
}) {
  const vacio = children === null || children === undefined || children === '';
  return (
    <div className={ancho ? 'md:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{etiqueta}</dt>
      <dd className="mt-0.5 whitespace-pre-line text-sm text-slate-800">{vacio ? '—' : children}</dd>
    </div>
  );
}
