import type { Ref } from 'react';
import { CampoEtiquetado, CLASE_CONTROL } from './campo-etiquetado';
import type { AriaDeOpcion } from './grupo-opciones';

/**
 * A labelled select of a form, controlled by its value (with react-hook-form through a `Controller`: pass the
 * field's `ref`, `name` and `onBlur` so the first invalid field gets the focus); `vacia` null hides the empty option.
 */
export function Seleccion({
  etiqueta,
  valor,
  onChange,
  opciones,
  error,
  disabled,
  vacia = 'Seleccione…',
  requerido,
  name,
  onBlur,
  ref,
}: {
  etiqueta: string;
  valor: string | number | null | undefined;
  onChange: (valor: string) => void;
  opciones: readonly { valor: string | number; etiqueta: string }[];
  error?: string;
  disabled?: boolean;
  vacia?: string | null;
  requerido?: boolean;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error} requerido={requerido}>
      {(id, aria) => (
        <select
          id={id}
          ref={ref}
          name={name}
          value={valor === null || valor === undefined ? '' : String(valor)}
          disabled={disabled}
          {...aria}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          // Disabled: grey text and a "not allowed" cursor besides the grey background, or it reads as a choice to make.
          className={`bg-white ${CLASE_CONTROL} disabled:cursor-not-allowed disabled:text-slate-500`}
        >
          {vacia !== null && <option value="">{vacia}</option>}
          {opciones.map((o) => (
            <option key={o.valor} value={String(o.valor)}>
              {o.etiqueta}
            </option>
          ))}
        </select>
      )}
    </CampoEtiquetado>
  );
}

/** A labelled checkbox of a form; inside a `GrupoOpciones`, spread the group's `aria` on it. */
export function Casilla({
  etiqueta,
  valor,
  onChange,
  disabled,
  name,
  onBlur,
  ref,
  ...aria
}: AriaDeOpcion & {
  etiqueta: string;
  valor: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        ref={ref}
        name={name}
        checked={valor}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={onBlur}
        {...aria}
        className="h-4 w-4 accent-marca-600"
      />
      {etiqueta}
    </label>
  );
}
