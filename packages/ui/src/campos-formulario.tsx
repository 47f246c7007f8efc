import { useId } from 'react';

/** A labelled select of a form (plain controlled state); `vacia` null hides the empty option. */
export function Seleccion({
  etiqueta,
  valor,
  onChange,
  opciones,
  error,
  disabled,
  vacia = 'Seleccione…',
}: {
  etiqueta: string;
  valor: string | number | null | undefined;
  onChange: (valor: string) => void;
  opciones: readonly { valor: string | number; etiqueta: string }[];
  error?: string;
  disabled?: boolean;
  vacia?: string | null;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {etiqueta}
      </label>
      <select
        id={id}
        value={valor === null || valor === undefined ? '' : String(valor)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-marca-500 focus:ring-2 focus:ring-marca-100 disabled:bg-slate-100"
      >
        {vacia !== null && <option value="">{vacia}</option>}
        {opciones.map((o) => (
          <option key={o.valor} value={String(o.valor)}>
            {o.etiqueta}
          </option>
        ))}
      </select>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}

/** A labelled checkbox of a form. */
export function Casilla({
  etiqueta,
  valor,
  onChange,
  disabled,
}: {
  etiqueta: string;
  valor: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={valor}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 accent-marca-600"
      />
      {etiqueta}
    </label>
  );
}
