import { useId, type ReactNode } from 'react';

/** Border, focus and disabled look shared by every form control (inputs, textareas, selects, dates). */
export const CLASE_CONTROL =
  'rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-marca-500 focus:ring-2 focus:ring-marca-100 disabled:bg-slate-100 aria-[invalid=true]:border-red-500';

/** The accessibility attributes the control of a `CampoEtiquetado` must carry. */
export interface AriaDeCampo {
  /** Names the control by the label's text alone: the "*" mark never becomes part of its name. */
  'aria-labelledby': string;
  /** "(obligatorio)" when required, then the field message when there is one. */
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Joins describedby ids (the field's own and a caller's), skipping the empty ones. */
export function unirIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const unidos = ids.filter(Boolean).join(' ');
  return unidos === '' ? undefined : unidos;
}

/**
 * The frame of every labelled form field: label tied to the control by id, the control, and its field
 * message under it. `children` receives the id the control must carry and its aria attributes: the message is
 * linked to the control (`aria-describedby`, `aria-invalid`), and a required field shows a "*" before anyone
 * submits, read as "(obligatorio)" with `aria-required`.
 */
export function CampoEtiquetado({
  etiqueta,
  error,
  id,
  requerido = false,
  className = '',
  children,
}: {
  etiqueta: ReactNode;
  error?: string | null;
  id?: string;
  requerido?: boolean;
  className?: string;
  children: (id: string, aria: AriaDeCampo) => ReactNode;
}) {
  const generado = useId();
  const controlId = id ?? generado;
  const ids = {
    etiqueta: `${controlId}-etiqueta`,
    obligatorio: `${controlId}-obligatorio`,
    error: `${controlId}-error`,
  };
  const aria: AriaDeCampo = {
    'aria-labelledby': ids.etiqueta,
    'aria-describedby': unirIds(requerido && ids.obligatorio, error && ids.error),
    'aria-invalid': error ? true : undefined,
    'aria-required': requerido || undefined,
  };
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-700">
        <span id={ids.etiqueta}>{etiqueta}</span>
        {requerido && (
          <>
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
            <span id={ids.obligatorio} className="sr-only">
              (obligatorio)
            </span>
          </>
        )}
      </label>
      {children(controlId, aria)}
      {error && (
        <p id={ids.error} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
