import { CampoEtiquetado, CLASE_CONTROL } from './campo-etiquetado';

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
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error}>
      {(id) => (
        <select
          id={id}
          value={valor === null || valor === undefined ? '' : String(valor)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
          className={`bg-white ${CLASE_CONTROL}`}
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
