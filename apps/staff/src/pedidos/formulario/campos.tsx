import type { ReactNode } from 'react';
import { get, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { CamposPedido } from '@talento/rules';
import type { ValoresPedido } from './valores';

/** The order form (react-hook-form): holds `ValoresPedido`, submits the shared schema's `CamposPedido`. */
export type FormularioPedidoRHF = UseFormReturn<ValoresPedido, unknown, CamposPedido>;

/** What every section of the form receives. */
export interface PropsSeccion {
  form: FormularioPedidoRHF;
  deshabilitado: boolean;
}

/** The message of a field by path ('salario', 'lineas.0.centroCosto'), if any. */
export function errorDe<T extends FieldValues>(errores: FieldErrors<T>, ruta: string): string | undefined {
  const error: unknown = get(errores, ruta);
  const mensaje = (error as { message?: unknown } | undefined)?.message;
  return typeof mensaje === 'string' ? mensaje : undefined;
}

/** A select's text as the number the schema wants (empty: not chosen). */
export const numeroOVacio = (valor: string): number | undefined => (valor === '' ? undefined : Number(valor));

export function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-base font-semibold text-slate-800">{titulo}</h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}
