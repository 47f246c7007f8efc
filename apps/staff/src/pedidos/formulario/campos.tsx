export { AreaTexto, Casilla, Seleccion } from '@talento/ui';
import type { ReactNode } from 'react';
import type { EstadoFormulario } from './estado';

/** What every section of the form receives. */
export interface PropsSeccion {
  estado: EstadoFormulario;
  cambiar: (parcial: Partial<EstadoFormulario>) => void;
  /** Field messages keyed by path ('salario', 'lineas.0.ciudadId'). */
  errores: Record<string, string>;
  deshabilitado: boolean;
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
