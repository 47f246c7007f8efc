import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useEffect, useId, useState } from 'react';

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
}

/** Typeahead combobox (Headless UI) that searches only from the spec's minimum number of characters. */
export function Typeahead({ etiqueta, valor, onChange, buscar, minCaracteres, placeholder, error, disabled, name }: TypeaheadProps) {
  const id = useId();
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
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {etiqueta}
      </label>
      <Combobox value={valor} onChange={onChange} onClose={() => setTexto('')} disabled={disabled} by="id" name={name}>
        <div className="relative">
          <ComboboxInput
            id={id}
            aria-invalid={error ? true : undefined}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-marca-500 focus:ring-2 focus:ring-marca-100 disabled:bg-slate-100"
            displayValue={(o: OpcionTypeahead | null) => o?.etiqueta ?? ''}
            placeholder={placeholder ?? `Escribe al menos ${minCaracteres} caracteres`}
            onChange={(e) => setTexto(e.target.value)}
          />
          <ComboboxOptions anchor="bottom start" className="z-50 w-[var(--input-width)] rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible">
            {texto.trim().length > 0 && faltan > 0 && (
              <div className="px-3 py-2 text-slate-500">Escribe {faltan} caracter(es) más</div>
            )}
            {faltan <= 0 && !cargando && opciones.length === 0 && <div className="px-3 py-2 text-slate-500">Sin resultados</div>}
            {opciones.map((o) => (
              <ComboboxOption key={o.id} value={o} className="cursor-pointer px-3 py-2 data-[focus]:bg-marca-50">
                <span>{o.etiqueta}</span>
                {o.detalle && <span className="ml-2 text-xs text-slate-500">{o.detalle}</span>}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
