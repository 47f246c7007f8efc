import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { useEffect, useState, type Ref } from 'react';
import { CLASE_CONTROL } from './campo-etiquetado';

export interface OpcionTypeahead {
  id: number;
  etiqueta: string;
  detalle?: string;
}

export interface TypeaheadProps {
  etiqueta: string;
  valor: OpcionTypeahead | null;
  onChange: (valor: OpcionTypeahead | null) => void;
  /** Fetches options for a text (called only from `minCaracteres` on, debounced). */
  buscar: (texto: string) => Promise<OpcionTypeahead[]>;
  /** Spec minimums: cities 3, clients/positions 4. */
  minCaracteres: number;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  name?: string;
  requerido?: boolean;
  onBlur?: () => void;
  /** The text input (react-hook-form's `field.ref` focuses it when the field is invalid). */
  ref?: Ref<HTMLInputElement>;
}

/** Typeahead combobox (Headless UI) that searches only from the spec's minimum number of characters. */
export function Typeahead({
  etiqueta,
  valor,
  onChange,
  buscar,
  minCaracteres,
  placeholder,
  error,
  disabled,
  name,
  requerido,
  onBlur,
  ref,
}: TypeaheadProps) {
  const [texto, setTexto] = useState('');
  const [opciones, setOpciones] = useState<OpcionTypeahead[]>([]);
  const [cargando, setCargando] = useState(false);
  useEffect(() => {
    const q = texto.trim();
    if (q.length < minCaracteres) {
      setOpciones([]);
      return;
    }
    let vigente = true;
    const t = setTimeout(() => {
      setCargando(true);
      buscar(q)
        .then((r) => vigente && setOpciones(r))
        .catch(() => vigente && setOpciones([]))
        .finally(() => vigente && setCargando(false));
    }, 250);
    return () => {
      vigente = false;
      clearTimeout(t);
    };
  }, [texto, minCaracteres, buscar]);
  const faltan = minCaracteres - texto.trim().length;
  return (
    // Headless UI sets the input's aria-labelledby/-describedby itself, from the Label and Description of its Field:
    // the same frame as CampoEtiquetado, built from its parts (the "*" outside the label, so it is not in the name).
    <Field disabled={disabled} className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">
        <Label>{etiqueta}</Label>
        {requerido && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </span>
      {requerido && <Description className="sr-only">(obligatorio)</Description>}
      <Combobox
        value={valor}
        onChange={onChange}
        onClose={() => setTexto('')}
        disabled={disabled}
        by="id"
        name={name}
      >
        <div className="relative">
          <ComboboxInput
            ref={ref}
            // Named by its label's text also as aria-label, not only by the label's `for` (Headless UI drops an
            // aria-labelledby given here): Chromium's axe run found the input named by its description alone
            // (label-title-only) on the order form.
            aria-label={etiqueta}
            aria-invalid={error ? true : undefined}
            aria-required={requerido || undefined}
            className={`w-full ${CLASE_CONTROL}`}
            displayValue={(o: OpcionTypeahead | null) => o?.etiqueta ?? ''}
            placeholder={placeholder ?? `Escriba al menos ${minCaracteres} caracteres`}
            onChange={(e) => setTexto(e.target.value)}
            onBlur={onBlur}
          />
          {/* A listbox holds only options (axe aria-required-children): its hints are disabled options. */}
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 w-[var(--input-width)] rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
          >
            {/* Each option is named by aria-label too, not only by its text: while the list opens or closes its text
                can be out of the accessibility tree for a moment, and an option without a name is an axe violation
                (aria-toggle-field-name, seen on the order and FAC forms). */}
            {texto.trim().length > 0 && faltan > 0 && (
              <div
                role="option"
                aria-disabled="true"
                aria-selected="false"
                aria-label={`Escriba ${faltan} caracter(es) más`}
                className="px-3 py-2 text-slate-500"
              >
                Escriba {faltan} caracter(es) más
              </div>
            )}
            {faltan <= 0 && !cargando && opciones.length === 0 && (
              <div
                role="option"
                aria-disabled="true"
                aria-selected="false"
                aria-label="Sin resultados"
                className="px-3 py-2 text-slate-500"
              >
                Sin resultados
              </div>
            )}
            {opciones.map((o) => (
              <ComboboxOption
                key={o.id}
                value={o}
                aria-label={o.detalle ? `${o.etiqueta} ${o.detalle}` : o.etiqueta}
                className="cursor-pointer px-3 py-2 data-[focus]:bg-marca-50"
              >
                <span>{o.etiqueta}</span>
                {/* A real space before the detail: the visible text is then the aria-label itself (axe
                    label-content-name-mismatch compares them). */}
                {o.detalle && (
                  <>
                    {' '}
                    <span className="ml-1 text-xs text-slate-500">{o.detalle}</span>
                  </>
                )}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      {error && <Description className="text-xs text-red-600">{error}</Description>}
    </Field>
  );
}
