import type { InputHTMLAttributes } from 'react';
import { CampoEtiquetado, CLASE_CONTROL } from './campo-etiquetado';

export interface CampoTextoProps extends InputHTMLAttributes<HTMLInputElement> {
  etiqueta: string;
  error?: string;
}

export function CampoTexto({ etiqueta, error, className, id, ...rest }: CampoTextoProps) {
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error} id={id} className={className}>
      {(controlId) => (
        <input id={controlId} aria-invalid={error ? true : undefined} className={CLASE_CONTROL} {...rest} />
      )}
    </CampoEtiquetado>
  );
}
