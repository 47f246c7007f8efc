import type { InputHTMLAttributes, Ref } from 'react';
import { CampoEtiquetado, CLASE_CONTROL, unirIds } from './campo-etiquetado';

export interface CampoTextoProps extends InputHTMLAttributes<HTMLInputElement> {
  etiqueta: string;
  error?: string;
  /** Shows the required mark and sets `aria-required` (the schema still decides what is valid). */
  requerido?: boolean;
  /** `{...register('campo')}` passes it: react-hook-form focuses the first invalid field through it. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; spreads the rest onto the `<input>`, so `{...register('campo')}` works as is. */
export function CampoTexto({ etiqueta, error, requerido, className, id, ...rest }: CampoTextoProps) {
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error} id={id} requerido={requerido} className={className}>
      {(controlId, aria) => (
        <input
          id={controlId}
          className={CLASE_CONTROL}
          {...aria}
          {...rest}
          aria-describedby={unirIds(aria['aria-describedby'], rest['aria-describedby'])}
        />
      )}
    </CampoEtiquetado>
  );
}
