import type { TextareaHTMLAttributes } from 'react';
import { CampoEtiquetado, CLASE_CONTROL } from './campo-etiquetado';

export interface AreaTextoProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> {
  etiqueta: string;
  valor: string;
  onChange: (valor: string) => void;
  error?: string | null;
}

/** Labelled textarea with its field message (comments, reasons, descriptions). */
export function AreaTexto({
  etiqueta,
  valor,
  onChange,
  error,
  rows = 3,
  className,
  ...rest
}: AreaTextoProps) {
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error} className={className}>
      {(id) => (
        <textarea
          id={id}
          rows={rows}
          value={valor}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
          className={CLASE_CONTROL}
          {...rest}
        />
      )}
    </CampoEtiquetado>
  );
}
