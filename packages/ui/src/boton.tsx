import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

type Variante = 'primario' | 'secundario' | 'peligro' | 'texto';

const clases: Record<Variante, string> = {
  primario: 'bg-marca-600 text-white hover:bg-marca-700 disabled:bg-marca-600/60',
  secundario: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  peligro: 'bg-red-600 text-white hover:bg-red-700',
  texto: 'text-marca-700 hover:underline',
};

export interface BotonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variante?: Variante;
  cargando?: boolean;
}

export function Boton({
  variante = 'primario',
  cargando = false,
  className = '',
  children,
  disabled,
  ...rest
}: BotonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || cargando}
      aria-busy={cargando || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition motion-reduce:transition-none disabled:cursor-not-allowed ${clases[variante]} ${className}`}
    >
      {/* With a name of its own (aria-label) the spinner is decorative: its "Cargando" inside the button would be text
          missing from that name (axe's label-content-name-mismatch); aria-busy says it is working. */}
      {cargando && <Spinner etiqueta="Cargando" decorativo={Boolean(rest['aria-label'])} />}
      {children}
    </button>
  );
}
