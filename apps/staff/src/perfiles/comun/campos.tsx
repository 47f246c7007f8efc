export { Casilla, Seleccion } from '@talento/ui';
import type { ReactNode, Ref } from 'react';
import { CampoEtiquetado, CLASE_CONTROL } from '@talento/ui';

/** A titled block of the profile screens (a grid of fields unless `columnas` is false). */
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

/** A number input whose value is a number (empty is null); `ref` lets the form focus it when invalid. */
export function Numero({
  etiqueta,
  valor,
  onChange,
  onBlur,
  error,
  disabled,
  min,
  max,
  requerido,
  ref,
}: {
  etiqueta: string;
  valor: number | null | undefined;
  onChange: (v: number | null) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  min?: number;
  max?: number;
  requerido?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error}>
      {(id) => (
        <input
          id={id}
          ref={ref}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={valor ?? ''}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={requerido || undefined}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.valueAsNumber)}
          onBlur={onBlur}
          className={CLASE_CONTROL}
        />
      )}
    </CampoEtiquetado>
  );
}
