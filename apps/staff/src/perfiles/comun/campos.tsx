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
