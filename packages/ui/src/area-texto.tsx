import { useId, type TextareaHTMLAttributes } from 'react';

export interface AreaTextoProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  etiqueta: string;
  valor: string;
  onChange: (valor: string) => void;
  error?: string | null;
}

/** Labelled textarea with its field message (comments, reasons). */
export function AreaTexto({ etiqueta, valor, onChange, error, rows = 3, className = '', ...rest }: AreaTextoProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {etiqueta}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={valor}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-marca-500 focus:outline-none"
        {...rest}
      />
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
