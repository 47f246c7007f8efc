import type { ReactNode } from 'react';
import type { Catalogo } from '@talento/rules';

/**
 * A criterion row: its checkbox says whether the criterion is in the search. A value typed or chosen ticks it and
 * clearing the value unticks it; ticking it by hand without a value makes the value required, unticking it clears it.
 */
export function FilaCriterio({
  etiqueta,
  activo,
  onActivo,
  children,
}: {
  etiqueta: string;
  activo: boolean;
  onActivo: (v: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div
      className={`flex flex-col gap-2 rounded-md border p-3 ${activo ? 'border-marca-300 bg-marca-50' : 'border-slate-200 bg-white'}`}
    >
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={activo}
          onChange={(e) => onActivo(e.target.checked)}
          aria-label={`Filtrar por ${etiqueta}`}
        />
        {etiqueta}
      </label>
      {children}
    </div>
  );
}

export function SelectorCatalogo({
  etiqueta,
  catalogo,
  valor,
  onChange,
  disabled,
}: {
  etiqueta: string;
  catalogo: Catalogo<number>;
  valor: number | null;
  onChange: (v: number | null) => void;
  disabled?: boolean;
}) {
  return (
    <select
      aria-label={etiqueta}
      disabled={disabled}
      value={valor ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm disabled:bg-slate-100"
    >
      <option value="">Seleccione…</option>
      {catalogo.opciones.map((o) => (
        <option key={o.valor} value={o.valor}>
          {o.etiqueta}
        </option>
      ))}
    </select>
  );
}

export function CampoNumero({
  etiqueta,
  valor,
  onChange,
  disabled,
  min = 0,
}: {
  etiqueta: string;
  valor: number | null;
  onChange: (v: number | null) => void;
  disabled?: boolean;
  min?: number;
}) {
  return (
    <input
      type="number"
      aria-label={etiqueta}
      placeholder={etiqueta}
      min={min}
      disabled={disabled}
      value={valor ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
    />
  );
}
