export { Casilla, Seleccion } from '@talento/ui';
import { useId, type ReactNode } from 'react';
import type { EstadoFormulario } from './estado';

/** What every section of the form receives. */
export interface PropsSeccion {
  estado: EstadoFormulario;
  cambiar: (parcial: Partial<EstadoFormulario>) => void;
  /** Field messages keyed by path ('salario', 'lineas.0.ciudadId'). */
  errores: Record<string, string>;
  deshabilitado: boolean;
}

export function AreaTexto({
  etiqueta,
  valor,
  onChange,
  error,
  disabled,
}: {
  etiqueta: string;
  valor: string;
  onChange: (v: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {etiqueta}
      </label>
      <textarea
        id={id}
        rows={3}
        value={valor}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-marca-500 focus:ring-2 focus:ring-marca-100 disabled:bg-slate-100"
      />
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}

export function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-base font-semibold text-slate-800">{titulo}</h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}

/** Props of a money input (digits only, at most 10 characters as the spec says). */
export const propsDinero = { inputMode: 'numeric' as const, maxLength: 10, autoComplete: 'off' };
