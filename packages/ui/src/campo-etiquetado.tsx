import { useId, type ReactNode } from 'react';

/** Border, focus and disabled look shared by every form control (inputs, textareas, selects, dates). */
export const CLASE_CONTROL =
  'rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-marca-500 focus:ring-2 focus:ring-marca-100 disabled:bg-slate-100';

/**
 * The frame of every labelled form field: label tied to the control by id, the control, and its field
 * message under it. `children` receives the id the control must carry.
 */
export function CampoEtiquetado({
  etiqueta,
  error,
  id,
  className = '',
  children,
}: {
  etiqueta: ReactNode;
  error?: string | null;
  id?: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const generado = useId();
  const controlId = id ?? generado;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-700">
        {etiqueta}
      </label>
      {children(controlId)}
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
