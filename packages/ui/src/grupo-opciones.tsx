import { useId, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { unirIds } from './campo-etiquetado';

/** What each option (radio or checkbox) of a `GrupoOpciones` carries: the group's message and required mark. */
export interface AriaDeOpcion {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** What react-hook-form needs to focus a group (`field.ref` calls `focus`): its first enabled option. */
export interface ControlGrupo {
  focus: () => void;
}

export interface GrupoOpcionesProps {
  /** The question the options answer; it names the group (`<legend>`). */
  leyenda: ReactNode;
  error?: string | null;
  /** "*" after the legend (hidden from readers) and "(obligatorio)" read with every option. */
  requerido?: boolean;
  /** The legend for screen readers only, when the screen already titles the group. */
  leyendaOculta?: boolean;
  className?: string;
  /** `field.ref` of a `Controller`: a server message for the group focuses its first option. */
  ref?: Ref<ControlGrupo>;
  /** The options; spread `aria` on each input so the message is linked and the first invalid one gets the focus. */
  children: (aria: AriaDeOpcion) => ReactNode;
}

/**
 * A group of radios or checkboxes that answer one form field (a `fieldset` named by its legend), with the field's
 * message linked to every option like a single field's: a failed submit marks the options `aria-invalid`, so
 * `useFocoEnPrimerError` focuses the first one. Radios keep their native keyboard use; no list markup is imposed.
 */
export function GrupoOpciones({
  leyenda,
  error,
  requerido = false,
  leyendaOculta = false,
  className = '',
  ref,
  children,
}: GrupoOpcionesProps) {
  const base = useId();
  const ids = { obligatorio: `${base}-obligatorio`, error: `${base}-error` };
  const grupo = useRef<HTMLFieldSetElement>(null);
  useImperativeHandle(
    ref,
    () => ({ focus: () => grupo.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus() }),
    [],
  );
  const aria: AriaDeOpcion = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': unirIds(requerido && ids.obligatorio, error && ids.error),
  };
  return (
    <fieldset ref={grupo} className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <legend className={leyendaOculta ? 'sr-only' : 'mb-1 text-sm font-medium text-slate-700'}>
        {leyenda}
        {requerido && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </legend>
      {requerido && (
        <span id={ids.obligatorio} className="sr-only">
          (obligatorio)
        </span>
      )}
      {error && (
        <p id={ids.error} className="text-xs text-red-600">
          {error}
        </p>
      )}
      {children(aria)}
    </fieldset>
  );
}
